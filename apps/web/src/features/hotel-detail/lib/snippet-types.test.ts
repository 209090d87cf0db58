import { describe, expect, it } from 'vitest';
import { KNOWN_SNIPPET_TYPES } from '@hotel/contracts';
import { snippetTypeLabel, snippetTypeStyle } from './snippet-types';

describe('snippet type label', () => {
  it('replaces every underscore with a space', () => {
    expect(snippetTypeLabel('point_of_interest')).toBe('point of interest');
    expect(snippetTypeLabel('meetings_events')).toBe('meetings events');
    expect(snippetTypeLabel('address')).toBe('address');
  });
});

describe('snippet type style', () => {
  it('gives every known type of the spec its own style', () => {
    for (const type of KNOWN_SNIPPET_TYPES) {
      const style = snippetTypeStyle(type);
      expect(style.known).toBe(true);
      expect(style.colorPalette).not.toBe('gray');
    }
  });

  it('gives unknown types the default style', () => {
    expect(snippetTypeStyle('transport')).toEqual({ colorPalette: 'gray', known: false });
    expect(snippetTypeStyle('toString')).toEqual({ colorPalette: 'gray', known: false });
  });
});
