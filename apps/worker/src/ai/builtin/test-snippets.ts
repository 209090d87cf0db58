import type { SnippetForProfile } from '../types.ts';

let n = 0;

/** A snippet as the built-in model receives it, for tests: the page of hotel.example, no section. */
export function snip(type: SnippetForProfile['type'], content: string, extra: Partial<SnippetForProfile> = {}): SnippetForProfile {
  return {
    id: `s-${++n}`,
    type,
    content,
    sourceUrl: 'https://hotel.example/',
    pageUrl: 'https://hotel.example/',
    method: 'text',
    section: null,
    ...extra,
  };
}
