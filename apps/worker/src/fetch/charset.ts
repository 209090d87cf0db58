/**
 * Body decoding. Order (HTML standard's encoding sniffing, simplified): BOM, then the
 * Content-Type charset, then <meta charset> / <meta http-equiv> in the first 4 KB, then UTF-8.
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

function normalizeCharset(label: string | null | undefined): string | null {
  if (!label) return null;
  const l = label.trim().replace(/^["']|["']$/g, '').toLowerCase();
  if (!l) return null;
  const name = ALIASES[l] ?? l;
  return iconv.encodingExists(name) ? name : null;
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
  return normalizeCharset(direct?.[1]);
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
  return iconv.decode(body, charset);
}
