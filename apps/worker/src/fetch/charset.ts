/**
 * Body decoding. Order (HTML standard's encoding sniffing, simplified): BOM, then the
 * Content-Type charset, then <meta charset> / <meta http-equiv> in the first 4 KB, then UTF-8.
 * iconv-lite decodes most labels; the few WHATWG encodings it lacks (iso-2022-jp) go through
 * Node's TextDecoder (full ICU), so a Japanese page in JIS is not read as UTF-8 mojibake.
 */
import iconv from 'iconv-lite';

// Browsers treat these labels as windows-1252 (WHATWG Encoding): a page saying ISO-8859-1
// often contains 0x80-0x9F curly quotes.
const ALIASES: Record<string, string> = {
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'us-ascii': 'windows-1252',
  ascii: 'windows-1252',
  'x-sjis': 'shift_jis',
  sjis: 'shift_jis',
  'ms_kanji': 'shift_jis',
  'x-euc-jp': 'euc-jp',
  'utf8': 'utf-8',
};

/** WHATWG labels of ISO-2022-JP, which iconv-lite does not implement. */
const TEXT_DECODER_ONLY: Record<string, string> = {
  'iso-2022-jp': 'iso-2022-jp',
  csiso2022jp: 'iso-2022-jp',
};

function normalizeCharset(label: string | null | undefined): string | null {
  if (!label) return null;
  const l = label.trim().replace(/^["']|["']$/g, '').toLowerCase();
  if (!l) return null;
  const textDecoderName = TEXT_DECODER_ONLY[l];
  if (textDecoderName) return textDecoderName;
  const name = ALIASES[l] ?? l;
  return iconv.encodingExists(name) ? name : null;
}

/** UTF-16 in any spelling iconv-lite accepts (utf-16, utf16le, UTF-16BE, ucs-2...). */
function isUtf16(charset: string): boolean {
  return /^(utf-?16(le|be)?|ucs-?2)$/.test(charset);
}

export function charsetFromContentType(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const m = /charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType);
  return normalizeCharset(m?.[2]);
}

function charsetFromBom(buf: Uint8Array): { charset: string; bomLength: number } | null {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return { charset: 'utf-8', bomLength: 3 };
  if (buf[0] === 0xfe && buf[1] === 0xff) return { charset: 'utf-16be', bomLength: 2 };
  if (buf[0] === 0xff && buf[1] === 0xfe) return { charset: 'utf-16le', bomLength: 2 };
  return null;
}

export function charsetFromMeta(buf: Uint8Array): string | null {
  const head = Buffer.from(buf.subarray(0, 4096)).toString('latin1');
  const direct = /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.()-]+)/i.exec(head);
  // <meta charset> or <meta http-equiv="Content-Type" content="text/html; charset=..."> both match.
  const charset = normalizeCharset(direct?.[1]);
  // The meta was just read as ASCII, so the bytes cannot be UTF-16: the HTML standard (prescan,
  // "get an encoding") turns a meta-declared UTF-16 into UTF-8. Only a BOM or the header can make
  // a page UTF-16; decoding an ASCII page as UTF-16 would turn it into CJK-looking garbage.
  return charset && isUtf16(charset) ? 'utf-8' : charset;
}

/** Which charset the body will be decoded with, and why (for logs and tests). */
export function detectCharset(buf: Uint8Array, contentType?: string): { charset: string; source: 'bom' | 'header' | 'meta' | 'default' } {
  const bom = charsetFromBom(buf);
  if (bom) return { charset: bom.charset, source: 'bom' };
  const header = charsetFromContentType(contentType);
  if (header) return { charset: header, source: 'header' };
  const meta = charsetFromMeta(buf);
  if (meta) return { charset: meta, source: 'meta' };
  return { charset: 'utf-8', source: 'default' };
}

export function decodeBody(buf: Uint8Array, contentType?: string): string {
  const bom = charsetFromBom(buf);
  const { charset } = detectCharset(buf, contentType);
  const body = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).subarray(bom?.bomLength ?? 0);
  if (Object.values(TEXT_DECODER_ONLY).includes(charset)) return new TextDecoder(charset).decode(body);
  return iconv.decode(body, charset);
}
