import { detectPlausible, languageGroup } from './language.ts';
import { isRoot, type S } from './page.ts';
import { GENERIC_PAGE, words } from './text.ts';
import { distanceIn } from './transport.ts';

/*
 * One place, one item, on a site written in two languages. A site that writes its pages in its
 * own language and again in another ("/en/", "index-en.html") names each sight once per language
 * ("Karlův most" and "Charles Bridge", "Piața Sfatului" and "Council Square"), and no rule can
 * tell from the names alone that they are one place. The pages and their structure tell it: a
 * page's language is read from its lower-case words (the names it cites are in the place's
 * language), the site's own is its root's, and a place read only on a page in another language
 * goes when it is an own place again (see placesOfOneLanguage).
 */

/** Enough of a page's prose to tell its language. */
const MIN_PAGE_PROSE = 200;

/** The language group of each page whose prose is long enough to tell it. */
export function pageLanguages(snippets: readonly S[]): Map<string, string> {
  const text = new Map<string, string[]>();
  for (const s of snippets) if (s.method === 'text' && s.content.length > 40) text.set(s.pageUrl, [...(text.get(s.pageUrl) ?? []), s.content]);
  const out = new Map<string, string>();
  for (const [url, parts] of text) {
    const joined = parts.join(' ');
    if (joined.length < MIN_PAGE_PROSE) continue;
    // the names a page cites are in the place's language whatever the page's: its lower-case words
    // tell (German writes its nouns with a capital, and keeps fewer)
    const lower = joined.replace(/\p{Lu}[\p{L}\p{M}'’.-]*/gu, ' ').replace(/\s+/gu, ' ');
    const code = detectPlausible(lower.length >= MIN_PAGE_PROSE / 2 ? lower : joined);
    if (code) out.set(url, languageGroup(code));
  }
  return out;
}

/** The site's own language: its root page's, when another page agrees, else the language most pages are in. */
export function siteLanguage(langs: ReadonlyMap<string, string>): string | null {
  const counts = new Map<string, number>();
  for (const code of langs.values()) counts.set(code, (counts.get(code) ?? 0) + 1);
  const root = [...langs].find(([url]) => isRoot(url))?.[1];
  if (root && (counts.get(root) ?? 0) >= 2) return root;
  let best: string | null = null;
  let most = 0;
  for (const [code, n] of counts) if (n > most) [best, most] = [code, n];
  return best;
}

/** The distances a list's lines give, in order ("2 min", "3 min", …), or null when fewer than three lines give one. */
function distanceRun(content: string): string | null {
  const ds = content.split('\n').map((l) => distanceIn(l)?.text.replace(/\s+/gu, '').toLowerCase()).filter((d): d is string => Boolean(d));
  return ds.length >= 3 ? ds.join('|') : null;
}

/** Capitalised words of a name that tell it from others: not the hotel's, not a word many names share. */
function ownWords(name: string, hotelWords: ReadonlySet<string>): Set<string> {
  const caps = name.replace(/\s*\([^)]*\)\s*$/u, '').split(/[\s&/,–—-]+/u).filter((w) => /^\p{Lu}/u.test(w));
  return new Set(caps.flatMap((w) => words(w)).filter((w) => w.length >= 4 && !hotelWords.has(w) && !GENERIC_PAGE.has(w) && !SHARED.has(w)));
}
const SHARED = new Set('saint sankt santa santo park church museum castle lake beach island square tower bridge garden gardens hall street city town national state international center centre'.split(' '));

/** Two names a text gives as one place's ("Council Square (Piața Sfatului)"), as keys in both orders. */
function glossPairs(snippets: readonly S[]): Set<string> {
  const out = new Set<string>();
  const NAME = "\\p{Lu}[\\p{L}\\p{M}'’.-]*(?:\\s+(?:(?:of|the|de|la|a|di|du|des|del|der|von)\\s+)?\\p{Lu}[\\p{L}\\p{M}'’.-]*){0,4}";
  const re = new RegExp(`(${NAME})\\s*\\((${NAME})\\)`, 'gu');
  for (const s of snippets) {
    if (s.method !== 'text') continue;
    for (const m of s.content.matchAll(re)) {
      const a = words(m[1]!).join(' ');
      const b = words(m[2]!).join(' ');
      if (a && b && a !== b) out.add(`${a}\u0000${b}`).add(`${b}\u0000${a}`);
    }
  }
  return out;
}

/**
 * Drops the places read only on pages in another language than the site's own when they are the
 * same sights as places of its own pages: the lines of a list whose distances run as an own list's
 * do (a translated list), a name sharing a word of its own with an own place ("Basilika San
 * Giacomo", "Kampa Island & the Lennon Wall"), or a name the text glosses with an own place's.
 */
export function placesOfOneLanguage(attractions: { values: string[]; ids: string[][] }, snippets: readonly S[], hotelName: string | null): void {
  const langs = pageLanguages(snippets);
  const own = siteLanguage(langs);
  if (!own || new Set(langs.values()).size < 2) return;
  const byId = new Map(snippets.map((s) => [s.id, s]));
  const foreign = attractions.ids.map((ids) => ids.length > 0 && ids.every((id) => {
    const lang = langs.get(byId.get(id)?.pageUrl ?? '');
    return lang !== undefined && lang !== own;
  }));
  // the distance runs of the lists on the site's own pages
  const ownRuns = new Set(snippets.filter((s) => s.method === 'text' && langs.get(s.pageUrl) === own).map((s) => distanceRun(s.content)).filter(Boolean));
  const hotelWords = new Set(hotelName ? words(hotelName) : []);
  const ownNames = attractions.values.filter((_v, i) => !foreign[i]);
  const ownKeys = ownNames.map((v) => words(v.replace(/\s*\([^)]*\)\s*$/u, '')).join(' '));
  const ownWordSets = ownNames.map((v) => ownWords(v, hotelWords));
  const glosses = glossPairs(snippets);
  const same = attractions.values.map((v, i) => {
    if (!foreign[i]) return false;
    const s = byId.get(attractions.ids[i]![0]!);
    const run = s ? distanceRun(s.content) : null;
    if (run && ownRuns.has(run)) return true;
    const mine = ownWords(v, hotelWords);
    if (ownWordSets.some((ws) => [...mine].some((w) => ws.has(w)))) return true;
    const key = words(v.replace(/\s*\([^)]*\)\s*$/u, '')).join(' ');
    return ownKeys.some((k) => glosses.has(`${key}\u0000${k}`));
  });
  for (let i = same.length - 1; i >= 0; i--) {
    if (!same[i]) continue;
    attractions.values.splice(i, 1);
    attractions.ids.splice(i, 1);
  }
}
