import { describe, expect, it } from 'vitest';
import { pageContentHash } from './content-hash.ts';

const page = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('pageContentHash', () => {
  it('ignores what sites change on every request: scripts, comments, nonces, CSRF tokens, whitespace', () => {
    const a = page('<p>Free WiFi</p>', '<script nonce="a1">window.t=1</script><meta name="csrf-token" content="x1"><!-- cache 12:00 -->');
    const b = page('<p>Free   WiFi</p>\n', '<script nonce="b2">window.t=2</script><meta name="csrf-token" content="y2"><!-- cache 12:05 -->');
    expect(pageContentHash(a)).toBe(pageContentHash(b));
  });

  it('changes with the text, and with data scripts that extraction reads (JSON-LD, inline state)', () => {
    const base = page('<p>Free WiFi</p>');
    expect(pageContentHash(page('<p>Free WiFi, sauna</p>'))).not.toBe(pageContentHash(base));
    const ld = (name: string) => page('<p>Free WiFi</p>', `<script type="application/ld+json">{"name":"${name}"}</script>`);
    expect(pageContentHash(ld('Harbour Inn'))).not.toBe(pageContentHash(ld('Harbour Hotel')));
    const next = (n: number) => page(`<script id="__NEXT_DATA__">{"rooms":${n}}</script>`);
    expect(pageContentHash(next(12))).not.toBe(pageContentHash(next(14)));
  });
});
