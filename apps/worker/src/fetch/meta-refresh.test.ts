import { describe, expect, it } from 'vitest';
import { parseHtml } from '../extract/document.ts';
import { metaRefreshUrl, parseRefreshContent } from './meta-refresh.ts';

describe('parseRefreshContent (HTML standard, shared declarative refresh steps)', () => {
  it.each([
    ['0;url=/new', '/new'],
    ['0; URL=/new', '/new'],
    ['0 ; url = "/new page.html" trailing', '/new page.html'],
    ["5,url='https://example.com/'", 'https://example.com/'],
    ['0.5; url=/x', '/x'],
    ['0; /bare', '/bare'],
    ['0 /bare', '/bare'],
    ['0; url.html', 'url.html'],
    ['  3  ;  url=  /spaced  ', '/spaced'],
  ])('%s -> %s', (content, url) => {
    expect(parseRefreshContent(content)).toBe(url);
  });

  it.each(['', '5', '0;', 'url=/x', 'soon; url=/x', '0x; url=/x'])('%j names no URL', (content) => {
    expect(parseRefreshContent(content)).toBeNull();
  });
});

describe('metaRefreshUrl', () => {
  const doc = (head: string) => parseHtml(`<!doctype html><html><head>${head}</head><body></body></html>`);

  it('resolves against the page URL, or <base href> when there is one', () => {
    expect(metaRefreshUrl(doc('<meta http-equiv="Refresh" content="0; url=en/">'), 'http://hotel.test/old/')).toBe('http://hotel.test/old/en/');
    expect(metaRefreshUrl(doc('<base href="http://cdn.test/site/"><meta http-equiv="refresh" content="0;url=home">'), 'http://hotel.test/')).toBe('http://cdn.test/site/home');
  });

  it('ignores refreshes of the page itself, non-http targets and other metas', () => {
    expect(metaRefreshUrl(doc('<meta http-equiv="refresh" content="30">'), 'http://hotel.test/')).toBeNull();
    expect(metaRefreshUrl(doc('<meta http-equiv="refresh" content="0;url=/#top">'), 'http://hotel.test/')).toBeNull();
    expect(metaRefreshUrl(doc('<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'), 'http://hotel.test/')).toBeNull();
    expect(metaRefreshUrl(doc('<meta http-equiv="refresh" content="0;url=file:///etc/passwd">'), 'http://hotel.test/')).toBeNull();
    expect(metaRefreshUrl(doc('<meta name="refresh" content="0;url=/x">'), 'http://hotel.test/')).toBeNull();
  });
});
