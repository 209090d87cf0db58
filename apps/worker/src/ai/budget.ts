import type { SnippetType } from '@hotel/contracts';
import { estimateTokens } from './llm.ts';
import type { SnippetForProfile } from './types.ts';

/**
 * What the profile request may spend on each kind of fact, per hotel. The profile has eight
 * fields; each budget is what writing its field needs (one name, one address, a few sentences of
 * description, a list of short amenities...), not what the site happens to contain. Every token
 * here is paid on every hotel, and a model given ten paragraphs of marketing writes no better
 * four-sentence description than one given the two best ones (decision record 090; the benchmark
 * bench/ai-economy measures what this selection keeps with the built-in model's F1).
 *
 * lines: at most this many snippets; tokens: at most this many estimated tokens (chars / 4) for
 * the type; chars: each snippet is cut (at a word) to this length.
 */
interface TypeBudget {
  lines: number;
  tokens: number;
  chars: number;
  /** Leave out longer texts instead of cutting them (a cut paragraph of untyped text says little). */
  shortOnly?: boolean;
}
const NAME: TypeBudget = { lines: 2, tokens: 40, chars: 100 };
const AMENITY: TypeBudget = { lines: 60, tokens: 400, chars: 600 };
export const TYPE_BUDGETS: Partial<Record<SnippetType, TypeBudget>> = {
  hotel_name: NAME,
  name: NAME,
  brand: { lines: 1, tokens: 12, chars: 48 },
  address: { lines: 2, tokens: 45, chars: 160 },
  description: { lines: 5, tokens: 400, chars: 480 },
  amenity: AMENITY,
  amenities: AMENITY,
  transport: { lines: 8, tokens: 150, chars: 200 },
  point_of_interest: { lines: 20, tokens: 250, chars: 600 },
  dining: { lines: 2, tokens: 20, chars: 60 },
  meetings_events: { lines: 1, tokens: 12, chars: 60 },
  // short untyped lines are often a fact the rules could not type ("100% Non Smoking Hotel")
  other: { lines: 10, tokens: 90, chars: 60, shortOnly: true },
};
/** Same budget object = one shared allowance (name and hotel_name, amenity items and amenity lists). */
const budgetKey = (t: SnippetType): TypeBudget | undefined => TYPE_BUDGETS[t];

/** Identity first, then what a profile is made of. */
const TYPE_PRIORITY: SnippetType[] = [
  'hotel_name',
  'name',
  'brand',
  'address',
  'description',
  'amenity',
  'amenities',
  'transport',
  'point_of_interest',
  'dining',
  'meetings_events',
  'other',
];

/** Sent only when the types above found nothing for the field they stand in for. */
const FALLBACKS: { type: SnippetType; when: SnippetType[]; budget: TypeBudget }[] = [
  // a footer "contact" line is where many small sites write their address
  { type: 'contact', when: ['address'], budget: { lines: 2, tokens: 45, chars: 160 } },
];
/** Untyped text and rooms: sent at length only when nothing typed exists at all (then they are all there is). */
const UNTYPED = new Set<SnippetType>(['other', 'room']);
const UNTYPED_BUDGET: TypeBudget = { lines: 12, tokens: 400, chars: 320 };

/** Structured data states a fact once and plainly; page text repeats it among other words. */
const METHOD_RANK: Record<string, number> = { 'json-ld': 0, microdata: 0, rdfa: 0, manual: 0, meta: 1, llm: 2, text: 3 };

export interface BudgetedSnippet {
  /** Short reference sent to the model instead of the UUID (cheaper, and easy to check). */
  ref: string;
  snippet: SnippetForProfile;
  content: string;
}

/** One line per snippet: list items joined with " / ", whitespace collapsed, cut at a word. */
function oneLine(content: string, maxChars: number): string {
  const line = content
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' / ');
  if (line.length <= maxChars) return line;
  const cut = line.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:/-]+$/, '')}…`;
}

/** Kinds of fact whose section heading often is the fact's name ("Turtle Hospital" over "2 mi away"). */
const NAMED_BY_SECTION = new Set<SnippetType>(['point_of_interest', 'transport', 'amenity', 'amenities', 'dining', 'meetings_events']);
const MAX_SECTION_CHARS = 60;

/** The line the model reads: the section heading in front when it names what the text is about. */
function lineText(s: SnippetForProfile, maxChars: number): string {
  const body = oneLine(s.content, maxChars);
  const section = s.section?.replace(/\s+/g, ' ').trim();
  if (!section || !NAMED_BY_SECTION.has(s.type) || section.length > MAX_SECTION_CHARS) return body;
  if (nearKey(body).includes(nearKey(section))) return body;
  return `${section}: ${body}`;
}

/**
 * Lines no profile field can use: no two-letter word in them (icons, mojibake, bare numbers), a
 * phone number and a link label with nothing else, or a short call to action.
 */
function carriesNothing(content: string): boolean {
  // UTF-8 read as Latin-1 ("ðŸ¢" was an emoji) is letters to a regex, but no word
  const words = content.replace(/[ÃÂâð][\u0080-\u02ff\u2000-\u20ff]+/g, ' ').match(/\p{L}{2,}/gu) ?? [];
  if (!words.length) return true;
  if (/^[\s\d()+.\-/]{7,}\s*(website|web|map|directions|email|call)?\s*$/i.test(content)) return true;
  // short calls to action (buttons, menu entries): a booking engine's words, not the hotel's facts
  return content.length < 80 && /\b(book now|check (rates|availability)|read (more|reviews)|learn more|view (all|more|details|rooms|accommodations)|click here|sign up|subscribe|start planning)\b/i.test(content);
}

/** Near-identical texts (case, punctuation, spacing, "®") count once. */
function nearKey(content: string): string {
  return content.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The order a type's snippets are considered in. Structured data first. Then one snippet per page
 * section before a second from any: a section is usually one thing (an attraction, a restaurant, a
 * room), so the lines go to as many distinct facts as the budget allows instead of five lines about
 * the first one. Within a section the shortest line goes first (the attraction's distance rather
 * than its paragraph: the heading in front of it already names it); descriptions go longest first,
 * as a longer one usually contains the shorter.
 */
function spreadAcrossSections(pool: SnippetForProfile[]): SnippetForProfile[] {
  const rank = (s: SnippetForProfile) => METHOD_RANK[s.method] ?? 3;
  const groups = new Map<string, SnippetForProfile[]>();
  for (const s of pool) {
    const key = rank(s) < 3 ? `structured:${s.id}` : `${s.pageUrl}#${s.section ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const ordered = [...groups.values()].map((g) => g.sort((a, b) => (a.type === 'description' ? b.content.length - a.content.length : a.content.length - b.content.length)));
  ordered.sort((a, b) => rank(a[0]!) - rank(b[0]!));
  const out: SnippetForProfile[] = [];
  for (let round = 0; out.length < pool.length; round++) for (const g of ordered) if (g[round]) out.push(g[round]!);
  return out;
}

/**
 * Picks the snippets the model sees: per type, structured data first, near-duplicates (and texts
 * contained in one already taken) dropped, each cut to its type's length, until the type's lines or
 * tokens run out (`scale` multiplies every type's lines and tokens). Types the profile has no field for (policies, rooms, untyped text) stay out unless
 * nothing typed exists. Whole pages never go in.
 */
export function budgetSnippets(snippets: SnippetForProfile[], scale = 1): BudgetedSnippet[] {
  const present = new Set(snippets.map((s) => s.type));
  const plan: { types: SnippetType[]; budget: TypeBudget }[] = [];
  const typed = [...present].some((t) => !UNTYPED.has(t));
  if (typed) for (const type of TYPE_PRIORITY) if (present.has(type)) plan.push({ types: [type], budget: budgetKey(type)! });
  for (const f of FALLBACKS) if (present.has(f.type) && !f.when.some((t) => present.has(t))) plan.push({ types: [f.type], budget: f.budget });
  if (!plan.length) plan.push({ types: [...UNTYPED], budget: UNTYPED_BUDGET });

  const spent = new Map<TypeBudget, { lines: number; tokens: number }>();
  const seen = new Set<string>();
  const kept: string[] = [];
  const out: BudgetedSnippet[] = [];
  for (const { types, budget } of plan) {
    const pool = spreadAcrossSections(snippets.filter((s) => types.includes(s.type) && !carriesNothing(s.content)));
    const used = spent.get(budget) ?? { lines: 0, tokens: 0 };
    spent.set(budget, used);
    const maxLines = Math.max(1, Math.round(budget.lines * scale));
    const maxTokens = budget.tokens * scale;
    for (const s of pool) {
      if (used.lines >= maxLines) break;
      if (budget.shortOnly && s.content.length > budget.chars) continue;
      const content = lineText(s, budget.chars);
      const key = nearKey(content.replace(/…$/, ''));
      if (!key || seen.has(key) || (key.length >= 24 && kept.some((k) => k.includes(key)))) continue;
      const cost = estimateTokens(content);
      if (used.tokens + cost > maxTokens) continue;
      seen.add(key);
      kept.push(key);
      used.lines += 1;
      used.tokens += cost;
      out.push({ ref: `s${out.length + 1}`, snippet: s, content });
    }
  }
  return out;
}

/**
 * The data block of the profile request: a "# type" heading, then one "ref content" line per
 * snippet. Scraped text cannot leave its line (newlines are folded), cannot pose as a heading
 * (every data line starts with its ref) nor fake a delimiter ('<' and '>' are neutralized).
 */
export function compactSnippetLines(chosen: BudgetedSnippet[]): string {
  const lines: string[] = [];
  let type = '';
  for (const c of chosen) {
    if (c.snippet.type !== type) {
      type = c.snippet.type;
      lines.push(`# ${type}`);
    }
    lines.push(`${c.ref} ${c.content.replace(/</g, '‹').replace(/>/g, '›')}`);
  }
  return lines.join('\n');
}
