import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeBody, detectCharset } from './charset.ts';

const page = (meta: string, text: string) => `<!doctype html><html><head>${meta}<title>t</title></head><body><p>${text}</p></body></html>`;

describe('decodeBody', () => {
  it('decodes windows-1252 declared only in <meta charset>', () => {
    const buf = iconv.encode(page('<meta charset="windows-1252">', 'Café Müller – “Hôtel”'), 'windows-1252');
    expect(detectCharset(buf, 'text/html')).toEqual({ charset: 'windows-1252', source: 'meta' });
    expect(decodeBody(buf, 'text/html')).toContain('Café Müller – “Hôtel”');
  });

  it('decodes ISO-8859-1 declared in <meta http-equiv> (as windows-1252, like browsers)', () => {
    const buf = iconv.encode(page('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">', 'Frühstück à la carte'), 'latin1');
    expect(decodeBody(buf)).toContain('Frühstück à la carte');
  });

  it('decodes Shift_JIS and EUC-JP', () => {
    const sjis = iconv.encode(page('<meta charset="Shift_JIS">', 'ホテル 富士山'), 'shift_jis');
    expect(decodeBody(sjis, 'text/html')).toContain('ホテル 富士山');
    const euc = iconv.encode(page('<meta charset="euc-jp">', '温泉ホテル'), 'euc-jp');
    expect(decodeBody(euc, 'text/html')).toContain('温泉ホテル');
  });

  it('prefers the BOM over the header, and the header over <meta>', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(page('<meta charset="windows-1252">', 'Zürich'), 'utf8')]);
    expect(detectCharset(bom, 'text/html; charset=iso-8859-1').source).toBe('bom');
    expect(decodeBody(bom, 'text/html; charset=iso-8859-1')).toContain('Zürich');
    expect(decodeBody(bom, 'text/html').startsWith('\ufeff')).toBe(false);
    const latin = iconv.encode(page('<meta charset="utf-8">', 'Zürich'), 'latin1');
    expect(detectCharset(latin, 'text/html; charset="ISO-8859-1"')).toEqual({ charset: 'windows-1252', source: 'header' });
    expect(decodeBody(latin, 'text/html; charset="ISO-8859-1"')).toContain('Zürich');
  });

  it('falls back to UTF-8 and ignores unknown labels', () => {
    const buf = Buffer.from(page('<meta charset="x-unknown-9">', 'ホテル é'), 'utf8');
    expect(detectCharset(buf, 'text/html; charset=bogus')).toEqual({ charset: 'utf-8', source: 'default' });
    expect(decodeBody(buf, 'text/html; charset=bogus')).toContain('ホテル é');
  });

  it('reads a page whose <meta> declares UTF-16 as UTF-8 (the meta itself proves the bytes are ASCII-compatible)', () => {
    for (const label of ['utf-16', 'UTF-16LE', 'utf-16be']) {
      const buf = Buffer.from(page(`<meta charset="${label}">`, 'Hôtel Zürich – ホテル'), 'utf8');
      expect(detectCharset(buf, 'text/html'), label).toEqual({ charset: 'utf-8', source: 'meta' });
      expect(decodeBody(buf, 'text/html'), label).toContain('Hôtel Zürich – ホテル');
    }
    const httpEquiv = Buffer.from(page('<meta http-equiv="Content-Type" content="text/html; charset=UTF-16">', 'Café'), 'utf8');
    expect(decodeBody(httpEquiv)).toContain('<p>Café</p>');
  });

  it('still decodes UTF-16 announced by a BOM or by the Content-Type header', () => {
    const text = page('<meta charset="utf-16">', 'Hôtel ホテル');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(detectCharset(le).source).toBe('bom');
    expect(decodeBody(le)).toContain('Hôtel ホテル');
    const be = Buffer.from(text, 'utf16le').swap16();
    expect(decodeBody(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toContain('Hôtel ホテル');
    expect(detectCharset(Buffer.from(text, 'utf16le'), 'text/html; charset=utf-16le')).toEqual({ charset: 'utf-16le', source: 'header' });
    expect(decodeBody(Buffer.from(text, 'utf16le'), 'text/html; charset=utf-16le')).toContain('Hôtel ホテル');
  });

  it('decodes ISO-2022-JP declared in <meta> or in the header (not read as UTF-8)', () => {
    // ESC $ B switches to JIS X 0208, ESC ( B back to ASCII: 'ホテル' in ISO-2022-JP.
    const jis = Buffer.from([0x1b, 0x24, 0x42, 0x25, 0x5b, 0x25, 0x46, 0x25, 0x6b, 0x1b, 0x28, 0x42]);
    const [before, after] = page('<meta charset="iso-2022-jp">', '@@').split('@@') as [string, string];
    const buf = Buffer.concat([Buffer.from(before, 'ascii'), jis, Buffer.from(after, 'ascii')]);
    expect(detectCharset(buf, 'text/html')).toEqual({ charset: 'iso-2022-jp', source: 'meta' });
    expect(decodeBody(buf, 'text/html')).toContain('<p>ホテル</p>');
    const plain = Buffer.concat([Buffer.from('<p>', 'ascii'), jis, Buffer.from('</p>', 'ascii')]);
    expect(decodeBody(plain, 'text/html; charset=ISO-2022-JP')).toBe('<p>ホテル</p>');
    expect(decodeBody(plain, 'text/html; charset=csISO2022JP')).toBe('<p>ホテル</p>');
  });
});
