import { isJunk } from '../../extract/classify.ts';
import type { SnippetForProfile } from '../../ai/types.ts';
import { amenityKey } from '../../ai/builtin/amenities.ts';
import { cleanItem, words } from '../../ai/builtin/text.ts';
import { lineFeatures, type Features, type LineField, siteContext, type SiteContext } from './features.ts';

/*
 * The candidate lines of the line model: every short line of the site's text (a list item, a
 * heading, a label) once, with the snippets holding it, the lines no item of the rules reads the
 * same, and the features of a line in a field. src/eval/line-training.ts trains a per-field
 * logistic regression (logistic.ts) on them and scores it leave one site out
 * (`pnpm --filter @hotel/worker train-lines`); decision 300 says why the built-in model does not
 * apply it yet.
 */

export interface CandidateLine {
  /** The line as an item would show it. */
  text: string;
  /** Snippets holding the line. */
  ids: string[];
}

const MAX_WORDS = 8;
const MAX_CHARS = 70;

/** One key for the lines and items that read the same ("Free WiFi" = "free wifi"). */
const keyOf = (s: string): string => words(s).join(' ');

/** Whether one item's words contain the other's, whole words only. */
export function sameItem(a: string, b: string): boolean {
  const x = ` ${keyOf(a)} `;
  const y = ` ${keyOf(b)} `;
  return x.trim() !== '' && y.trim() !== '' && (x.includes(y) || y.includes(x));
}

/** The short lines of the site's text snippets, once each, with the snippets that hold them. */
export function candidateLines(snippets: SnippetForProfile[]): CandidateLine[] {
  const byKey = new Map<string, CandidateLine>();
  for (const s of snippets) {
    if (s.method !== 'text') continue;
    for (const raw of s.content.split('\n')) {
      const text = cleanItem(raw);
      const n = text.split(/\s+/).length;
      // a line of several words ending a sentence is a sentence, not an item
      if (n >= 4 && /[.!?。]\s*$/u.test(raw)) continue;
      if (n > MAX_WORDS || text.length > MAX_CHARS || !/\p{L}{2}/u.test(text) || isJunk(text)) continue;
      const key = keyOf(text);
      if (!key) continue;
      const line = byKey.get(key);
      if (line) line.ids.push(s.id);
      else byKey.set(key, { text, ids: [s.id] });
    }
  }
  return [...byKey.values()];
}

/** The candidate lines of one site and their features. */
export class LineScorer {
  private readonly byId: Map<string, SnippetForProfile>;
  private readonly site: SiteContext;
  readonly lines: CandidateLine[];

  constructor(snippets: SnippetForProfile[]) {
    this.byId = new Map(snippets.map((s) => [s.id, s]));
    this.site = siteContext(snippets);
    this.lines = candidateLines(snippets);
  }

  features(field: LineField, value: string, ids: string[]): Features {
    const from = ids.map((id) => this.byId.get(id)).filter((s): s is SnippetForProfile => !!s);
    return lineFeatures(value, field, from, this.site);
  }

  /**
   * The lines that are no item yet: none of `items` (the fields' items, the hotel's name) reads the
   * same, and none of `keyed` has the line's key ('Free WiFi' and 'Complimentary Wi-Fi' are one amenity).
   */
  open(items: string[], keyed: { items: string[]; key: (s: string) => string } | null = null): CandidateLine[] {
    const keys = new Set(keyed?.items.map(keyed.key));
    return this.lines.filter((l) => !items.some((v) => sameItem(v, l.text)) && !(keyed && keys.has(keyed.key(l.text))));
  }

  /** The lines open for `field` when `list` holds its items and `taken` every field's items. */
  openFor(field: LineField, list: string[], taken: string[]): CandidateLine[] {
    return this.open(taken, field === 'amenities' ? { items: list, key: amenityKey } : null);
  }
}
