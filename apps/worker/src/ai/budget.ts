import type { SnippetType } from '@hotel/contracts';
import { estimateTokens } from './llm.ts';
import type { SnippetForProfile } from './types.ts';

/**
 * What the profile request may spend on each kind of fact, per hotel. Each allowance is sized so
 * the facts a site states reach the model (decision records 090 and 151): the request carries the
 * snippets compacted (duplicates and repeated list items dropped, one heading per page section),
 * not cut, and stays well under the tokens of sending the pages themselves. At Haiku prices a few
 * thousand input tokens cost a fraction of a cent; a fact left out costs an editor's time.
 *
 * lines: at most this many snippets; tokens: at most this many estimated tokens (chars / 4) for
 * the type, section headings included; chars: each snippet is cut (at a word) to this length.
 */
interface TypeBudget {
  lines: number;
  tokens: number;
  chars: number;
}
const NAME: TypeBudget = { lines: 3, tokens: 60, chars: 120 };
const AMENITY: TypeBudget = { lines: 120, tokens: 1_200, chars: 1_200 };
export const TYPE_BUDGETS: Partial<Record<SnippetType, TypeBudget>> = {
  hotel_name: NAME,
  name: NAME,
  brand: { lines: 2, tokens: 24, chars: 60 },
  address: { lines: 3, tokens: 120, chars: 200 },
  // marketing paragraphs are where small sites name their facilities and the places around them
  description: { lines: 40, tokens: 2_000, chars: 900 },
  amenity: AMENITY,
  amenities: AMENITY,
  transport: { lines: 24, tokens: 600, chars: 500 },
  point_of_interest: { lines: 60, tokens: 1_500, chars: 1_500 },
  dining: { lines: 10, tokens: 600, chars: 800 },
  meetings_events: { lines: 3, tokens: 80, chars: 300 },
  // room pages list what every room has (bathroom, WiFi, kitchenette): amenities of the hotel; prose
  // room pages (a paragraph per room, an FAQ of one line per question and answer) need the lines
  room: { lines: 40, tokens: 1_200, chars: 500 },
  // untyped lines are often a fact the rules could not type ("100% Non Smoking Hotel", a list of services)
  other: { lines: 30, tokens: 600, chars: 600 },
  // a policy section is where many sites say pets are welcome, parking or breakfast is included, luggage can be left
  policy: { lines: 12, tokens: 400, chars: 400 },
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
  'room',
  'policy',
  'other',
];

/** Sent only when the types above found nothing for the field they stand in for. */
const FALLBACKS: { type: SnippetType; when: SnippetType[]; budget: TypeBudget }[] = [
  // a footer "contact" line is where many small sites write their address
  { type: 'contact', when: ['address'], budget: { lines: 2, tokens: 45, chars: 160 } },
];
/**
 * Untyped text and rooms: when nothing typed exists at all they are all there is, and get a larger
 * allowance. Contact lines (phones, e-mails) and coordinates feed no profile field and are never
 * sent; policies are (pets, parking and breakfast included, luggage storage, late arrival).
 */
const UNTYPED = new Set<SnippetType>(['other', 'room']);
const UNTYPED_BUDGET: TypeBudget = { lines: 40, tokens: 1_600, chars: 600 };

/** Structured data states a fact once and plainly; page text repeats it among other words. */
const METHOD_RANK: Record<string, number> = { 'json-ld': 0, microdata: 0, rdfa: 0, manual: 0, meta: 1, llm: 2, text: 3 };

export interface BudgetedSnippet {
  /** Short reference sent to the model instead of the UUID (cheaper, and easy to check). */
  ref: string;
  snippet: SnippetForProfile;
  /** The snippet's text as sent: list items not already sent, joined on one line, cut at a word. */
  content: string;
  /** The page section heading the line is sent under, when it says what the text is about. */
  section: string | null;
}

/** One line: items joined with " / ", whitespace collapsed, cut at a word. */
function oneLine(items: string[], maxChars: number): string {
  const line = items.join(' / ');
  if (line.length <= maxChars) return line;
  const cut = line.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:/-]+$/, '')}…`;
}

const MAX_SECTION_CHARS = 60;

/**
 * The heading a snippet is sent under: its page section, when that is a short title ("Turtle
 * Hospital" over "2 mi away", "Getting here" over a bus line) rather than a sentence, a tag name
 * or the text itself.
 */
function sectionOf(s: SnippetForProfile): string | null {
  const section = s.section?.replace(/\s+/g, ' ').trim();
  // 'h1', 'title', 'meta description', 'og:title': where the extractor found the text, not what it is about
  if (!section || section.length > MAX_SECTION_CHARS || /^(h[1-6]|title|meta description|(og|twitter):[\w:]+)$/i.test(section)) return null;
  const key = nearKey(section);
  if (!key || nearKey(s.content).startsWith(key)) return null;
  return section;
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

interface Picked {
  /** Another text was left out because this line holds it or says it in other words: the line stays. */
  standsIn?: boolean;
  type: SnippetType;
  snippet: SnippetForProfile;
  content: string;
  full: string;
  section: string | null;
}

/** What every snippet gets before any gets more: about two sentences. */
const LEAD_CHARS = 240;
/** Word-set overlap from which two texts say the same thing in other words (a page's two versions of one paragraph). */
const NEAR_DUPLICATE = 0.8;
/** Shorter texts differ by a name or a number that is the fact itself ("Room 101", "Room 102"). */
const MIN_NEAR_DUPLICATE_WORDS = 12;

function wordSet(text: string): Set<string> {
  return new Set(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter);
}

/** Text as whole words between spaces, so containment is of words ("bar" is not in "barcelona"). */
function spacedWords(text: string): string {
  return ` ${text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/** The parts a line lists: list items as sent (" / "), a page title's segments (" | ", " – "), dotted runs (" · "). */
const ITEM_SEPARATOR = /\s+[/|·–—-]\s+/;
/** The phrases a sentence lists between its commas, colons and dashes. */
const PHRASE_SEPARATOR = /[,;:.!?()]|\s[–—-]\s/;
/** Up to this many words a phrase is a listed thing ("rooftop pool", "free airport shuttle"), not a clause. */
const MAX_LISTED_WORDS = 4;
/** Types whose heading tells the model nothing: their lines may be said under any other type. */
const UNLABELLED = new Set<SnippetType>(['other', 'room']);

/**
 * Drops the lines that say nothing the rest of the request does not:
 * - a line each of whose parts (list items, title segments) another line says word for word, one
 *   of them of the line's own kind (a name stays under the name heading), and together with the
 *   line's section heading (a distance under an attraction's heading is said again only where the
 *   attraction is named too);
 * - a page's meta description, the page's summary of itself, when the rest of the request holds
 *   every word of it (of three letters or more) and, word for word, every short phrase it lists
 *   (the amenities a summary names).
 * Shortest lines go first, so of two lines saying the same the fuller one stays.
 */
function dropSaidElsewhere(picked: Picked[]): Picked[] {
  const kind = (t: SnippetType) => budgetKey(t) ?? t;
  const texts = picked.map((p) => spacedWords(`${p.section ?? ''} ${p.content.replace(/…$/, '')}`));
  const alive = picked.map(() => true);
  const order = picked.map((_p, i) => i).sort((a, b) => picked[a]!.content.length - picked[b]!.content.length);
  for (const i of order) {
    const p = picked[i]!;
    if (p.standsIn) continue;
    const content = p.content.replace(/…$/, '');
    const others = texts.filter((_t, j) => j !== i && alive[j]);
    const section = p.section ? spacedWords(p.section) : null;
    const sayers = picked.map((_q, j) => j).filter((j) => j !== i && alive[j] && (!section || texts[j]!.includes(section)));
    const sameKind = sayers.filter((j) => UNLABELLED.has(p.type) || kind(picked[j]!.type) === kind(p.type));
    const items = content.split(ITEM_SEPARATOR).map(spacedWords).filter((w) => w.trim());
    if (items.length && items.every((w) => sayers.some((j) => texts[j]!.includes(w))) && items.some((w) => sameKind.some((j) => texts[j]!.includes(w)))) {
      alive[i] = false;
      continue;
    }
    if (p.snippet.method !== 'meta' || p.type !== 'description') continue;
    const rest = others.join('');
    const said = new Set(rest.split(' '));
    const words = [...wordSet(content)].filter((w) => w.length >= 3 || /\d/.test(w));
    const phrases = content.split(PHRASE_SEPARATOR).map(spacedWords).filter((ph) => ph.trim() && ph.trim().split(' ').length <= MAX_LISTED_WORDS);
    if (words.every((w) => said.has(w)) && phrases.every((ph) => rest.includes(ph))) alive[i] = false;
  }
  return picked.filter((_p, i) => alive[i]);
}

/**
 * Picks the snippets the model sees: per type, structured data first, duplicates, texts contained
 * in one already taken and texts saying the same in other words dropped, list items already sent
 * by another snippet dropped from the next; every snippet's lead first, then the rest of each while
 * the type's tokens last (each cut to its type's length), until the type's lines or tokens run out
 * (`scale` multiplies every type's lines and tokens). A section heading is paid once per type. Types the
 * profile has no field for stay out; untyped text stands in only when nothing typed exists. Whole
 * pages never go in. The result is in the order it is written: by type, then by section.
 */
export function budgetSnippets(snippets: SnippetForProfile[], scale = 1): BudgetedSnippet[] {
  const present = new Set(snippets.map((s) => s.type));
  const plan: { types: SnippetType[]; budget: TypeBudget }[] = [];
  const typed = [...present].some((t) => !UNTYPED.has(t) && TYPE_BUDGETS[t]);
  if (typed) for (const type of TYPE_PRIORITY) if (present.has(type)) plan.push({ types: [type], budget: budgetKey(type)! });
  for (const f of FALLBACKS) if (present.has(f.type) && !f.when.some((t) => present.has(t))) plan.push({ types: [f.type], budget: f.budget });
  if (!plan.length) plan.push({ types: [...UNTYPED], budget: UNTYPED_BUDGET });

  const spent = new Map<TypeBudget, { lines: number; tokens: number; sections: Set<string> }>();
  const seen = new Set<string>();
  const sentItems = new Set<string>();
  const kept: { key: string; words: Set<string>; picked: Picked }[] = [];
  const picked: Picked[] = [];
  for (const { types, budget } of plan) {
    const pool = spreadAcrossSections(snippets.filter((s) => types.includes(s.type) && !carriesNothing(s.content)));
    const used = spent.get(budget) ?? { lines: 0, tokens: 0, sections: new Set<string>() };
    spent.set(budget, used);
    const maxLines = Math.max(1, Math.round(budget.lines * scale));
    const maxTokens = budget.tokens * scale;
    const mine: Picked[] = [];
    // first every snippet's lead (the sentence that names its subject), then the rest of each while tokens last
    for (const s of pool) {
      if (used.lines >= maxLines) break;
      const items = s.content
        .split('\n')
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter((l) => l && !carriesNothing(l));
      // a list repeated on another page (the facilities in the footer and on their own page) adds only its new items
      const fresh = items.length > 1 ? items.filter((l) => !sentItems.has(nearKey(l))) : items;
      if (!fresh.length) continue;
      const full = oneLine(fresh, budget.chars);
      const content = oneLine(fresh, Math.min(budget.chars, LEAD_CHARS));
      const section = sectionOf(s);
      // under its heading a line says more than alone: "2 mi away" under two attractions is two facts
      const key = nearKey(`${section ?? ''} ${full.replace(/…$/, '')}`);
      if (!key || seen.has(key)) continue;
      const container = key.length >= 24 ? kept.find((k) => k.key.includes(key)) : undefined;
      if (container) {
        container.picked.standsIn = true;
        continue;
      }
      const words = wordSet(`${section ?? ''} ${full}`);
      const twin = words.size >= MIN_NEAR_DUPLICATE_WORDS ? kept.find((k) => jaccard(k.words, words) >= NEAR_DUPLICATE) : undefined;
      if (twin) {
        twin.picked.standsIn = true;
        continue;
      }
      const heading = section && !used.sections.has(`${s.type}\u0000${section}`) ? estimateTokens(`## ${section}\n`) : 0;
      const cost = estimateTokens(`s00 ${content}\n`) + heading;
      if (used.tokens + cost > maxTokens) continue;
      seen.add(key);
      for (const l of fresh) sentItems.add(nearKey(l));
      if (section) used.sections.add(`${s.type}\u0000${section}`);
      used.lines += 1;
      used.tokens += cost;
      const pick: Picked = { type: s.type, snippet: s, content, full, section };
      kept.push({ key, words, picked: pick });
      mine.push(pick);
    }
    for (const p of mine) {
      if (p.content === p.full) continue;
      const extra = estimateTokens(p.full) - estimateTokens(p.content);
      if (used.tokens + extra > maxTokens) continue;
      used.tokens += extra;
      p.content = p.full;
    }
    picked.push(...mine);
  }
  const sent = dropSaidElsewhere(picked);
  // written grouped: by type in plan order, then each section's lines together under one heading
  const typeOrder = new Map<SnippetType, number>();
  const groupOrder = new Map<string, number>();
  const group = (p: Picked) => `${p.type}\u0000${p.section ?? ''}`;
  sent.forEach((p) => {
    if (!typeOrder.has(p.type)) typeOrder.set(p.type, typeOrder.size);
    if (!groupOrder.has(group(p))) groupOrder.set(group(p), groupOrder.size);
  });
  const ordered = sent
    .map((p, i) => ({ p, i, t: typeOrder.get(p.type)!, g: groupOrder.get(group(p))! }))
    .sort((a, b) => a.t - b.t || (a.p.section === null ? -1 : 0) - (b.p.section === null ? -1 : 0) || a.g - b.g || a.i - b.i);
  return ordered.map(({ p }, i) => ({ ref: `s${i + 1}`, snippet: p.snippet, content: p.content, section: p.section }));
}

/** Site text on a line of its own in the data block: one line, no delimiter, no heading marker at its start. */
function dataText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/</g, '‹').replace(/>/g, '›').replace(/^#+\s*/, '');
}

/**
 * The data block of the profile request: a "# type" heading, "## section" headings under it
 * (written once for the lines of that page section), then one "ref content" line per snippet.
 * Scraped text cannot leave its line (newlines are folded), cannot pose as a type heading (a
 * section line always starts "## ", a data line with its ref) nor fake a delimiter ('<' and '>'
 * are neutralized).
 */
export function compactSnippetLines(chosen: BudgetedSnippet[]): string {
  const lines: string[] = [];
  let type = '';
  let section: string | null = null;
  for (const c of chosen) {
    if (c.snippet.type !== type) {
      type = c.snippet.type;
      section = null;
      lines.push(`# ${type}`);
    }
    if (c.section !== section) {
      section = c.section;
      if (section !== null) lines.push(`## ${dataText(section)}`);
    }
    lines.push(`${c.ref} ${dataText(c.content)}`);
  }
  return lines.join('\n');
}
