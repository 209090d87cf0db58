/**
 * Body decoding per the WHATWG Encoding and HTML standards: `html-encoding-sniffer` runs the
 * HTML standard's sniffing algorithm (BOM, then the Content-Type label, then the <meta> prescan
 * of the first 1024 bytes), and `@exodus/bytes` maps every label to its WHATWG encoding
 * (ISO-8859-1 is windows-1252, a meta-declared UTF-16 is UTF-8, ISO-2022-JP is known). Node's
 * TextDecoder, built with full ICU, decodes all of them. Unlike a browser's locale default
 * (windows-1252), a page that declares nothing is read as UTF-8: that is what hotel sites of
 * the last decade send.
 */
import { createRequire } from 'node:module';
import { getBOMEncoding, labelToName } from '@exodus/bytes/encoding-lite.js';

// html-encoding-sniffer 6 is CommonJS without types (@types/html-encoding-sniffer describes
// version 3); its one function is typed here, where it is used.
const sniffHTMLEncoding = createRequire(import.meta.url)('html-encoding-sniffer') as (
  bytes: Uint8Array,
  options?: { xml?: boolean; transportLayerEncodingLabel?: string; defaultEncoding?: string },
) => string;

export type CharsetSource = 'bom' | 'header' | 'meta' | 'default';

function headerLabel(contentType: string | undefined): string | undefined {
  return contentType ? /charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType)?.[2] : undefined;
}

/** Which charset the body will be decoded with, and why (for logs and tests). */
export function detectCharset(buf: Uint8Array, contentType?: string): { charset: string; source: CharsetSource } {
  const label = headerLabel(contentType);
  const charset = sniffHTMLEncoding(buf, { defaultEncoding: 'UTF-8', ...(label ? { transportLayerEncodingLabel: label } : {}) }).toLowerCase();
  // The sniffer answers only the encoding; its steps are cheap to retrace for the reason.
  if (getBOMEncoding(buf)) return { charset, source: 'bom' };
  if (label && labelToName(label)) return { charset, source: 'header' };
  const declared = sniffHTMLEncoding(buf, { defaultEncoding: 'replacement' }) !== 'replacement';
  return { charset, source: declared ? 'meta' : 'default' };
}

export function decodeBody(buf: Uint8Array, contentType?: string): string {
  const { charset } = detectCharset(buf, contentType);
  try {
    // TextDecoder drops a BOM that matches the encoding, as a browser does.
    return new TextDecoder(charset).decode(buf);
  } catch {
    // The WHATWG 'replacement' encoding (and anything ICU lacks) has no decoder: read as UTF-8.
    return new TextDecoder('utf-8').decode(buf);
  }
}
