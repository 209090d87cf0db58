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
});
