import type { SnippetType } from '@hotel/contracts';
import { estimateTokens } from './llm.ts';
import type { SnippetForProfile } from './types.ts';

/** Identity first, then what a profile is made of, then the rest. */
const TYPE_PRIORITY: SnippetType[] = [
  'hotel_name',
  'name',
  'brand',
  'address',
  'geo',
  'contact',
  'description',
  'amenity',
  'amenities',
  'transport',
  'point_of_interest',
  'dining',
  'meetings_events',
  'room',
  'policy',
  'other',
];

export const DEFAULT_SNIPPET_TOKEN_BUDGET = 4_000;
const MAX_SNIPPET_CHARS = 600;

/**
 * Lines per type the profile needs at most: beyond these a model learns nothing new, and every
 * line is paid for. Amenity items and amenity lists share one cap.
 */
export const TYPE_CAPS: Partial<Record<SnippetType, number>> = {
  hotel_name: 3,
  name: 3,
  brand: 3,
  address: 4,
  geo: 2,
  contact: 3,
  description: 5,
  amenity: 60,
  transport: 20,
  point_of_interest: 12,
  dining: 4,
  meetings_events: 3,
  policy: 4,
};
/** Untyped text and room descriptions add little to a hotel profile; sent only when nothing typed is there. */
const FALLBACK_TYPES = new Set<SnippetType>(['other', 'room']);

export interface BudgetedSnippet {
  /** Short reference sent to the model instead of the UUID (cheaper, and easy to check). */
  ref: string;
  snippet: SnippetForProfile;
  content: string;
}

/** One line per snippet: list items joined with " / ", whitespace collapsed. */
function oneLine(content: string): string {
  return content
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' / ')
    .slice(0, MAX_SNIPPET_CHARS);
}

/** Near-identical texts (case, punctuation, spacing, "®") count once. */
function nearKey(content: string): string {
  return content.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Picks the snippets the model sees: typed ones only (untyped text and rooms only when nothing
 * typed exists), near-duplicates dropped, ordered by type priority, capped per type, each cut to a
 * sane length, until the estimated token budget is spent. Whole pages never go in.
 */
export function budgetSnippets(snippets: SnippetForProfile[], maxTokens = DEFAULT_SNIPPET_TOKEN_BUDGET): BudgetedSnippet[] {
  const rank = (t: SnippetType): number => {
    const i = TYPE_PRIORITY.indexOf(t);
    return i === -1 ? TYPE_PRIORITY.length : i;
  };
  const typed = snippets.filter((s) => !FALLBACK_TYPES.has(s.type));
  const pool = typed.length ? typed : snippets;
  const seen = new Set<string>();
  const perType = new Map<SnippetType, number>();
  // longest description first, so a text repeated inside a longer one (a JSON-LD description and its paragraphs) goes once
  const byLength = (a: SnippetForProfile, b: SnippetForProfile): number => (a.type === 'description' && b.type === 'description' ? b.content.length - a.content.length : 0);
  const ordered = [...pool].sort((a, b) => rank(a.type) - rank(b.type) || byLength(a, b));
  const kept: string[] = [];
  const out: BudgetedSnippet[] = [];
  let used = 0;
  for (const s of ordered) {
    const content = oneLine(s.content);
    const key = nearKey(content);
    if (!key || seen.has(key) || (key.length >= 24 && kept.some((k) => k.includes(key)))) continue;
    const capType: SnippetType = s.type === 'amenities' ? 'amenity' : s.type;
    const taken = perType.get(capType) ?? 0;
    if (taken >= (TYPE_CAPS[capType] ?? 20)) continue;
    const cost = estimateTokens(content) + 4;
    if (used + cost > maxTokens) continue;
    seen.add(key);
    kept.push(key);
    perType.set(capType, taken + 1);
    used += cost;
    out.push({ ref: `s${out.length + 1}`, snippet: s, content });
  }
  return out;
}

/**
 * The data block of the profile request: one `[ref] type | content` line per snippet. Scraped text
 * cannot leave its line (newlines are folded) nor fake a delimiter ('<' and '>' are neutralized).
 */
export function compactSnippetLines(chosen: BudgetedSnippet[]): string {
  return chosen.map((c) => `[${c.ref}] ${c.snippet.type} | ${c.content.replace(/</g, '‹').replace(/>/g, '›')}`).join('\n');
}
