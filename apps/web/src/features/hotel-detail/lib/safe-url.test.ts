import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('keeps http and https addresses', () => {
    expect(safeHttpUrl('https://hotel.example/rooms?x=1')).toBe('https://hotel.example/rooms?x=1');
    expect(safeHttpUrl('http://hotel.example')).toBe('http://hotel.example/');
  });

  it('refuses script and data URLs and garbage', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
