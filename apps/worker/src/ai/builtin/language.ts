import { detect as tinyldDetect } from 'tinyld';
import { isRoot, type S } from './page.ts';

/*
 * The language of the hotel's own prose, for the few words the model writes itself. tinyld's
 * n-gram profiles (decision 166) are deterministic and need no network; the languages the model
 * has words for are listed in LANGS, and any other language is written about in English.
 */

export const LANGS = ['en', 'fr', 'it', 'es', 'de', 'pt', 'nl'] as const;
export type Lang = (typeof LANGS)[number];

/** Enough prose to tell a language by its letter sequences; more only costs time. */
const SAMPLE_CHARS = 3000;

/*
 * One profile asks for the language of the same prose several times (the address's country words,
 * the description, the bilingual pages): tinyld's readings are remembered by text. Pure, so the
 * cache changes no answer; bounded, so a long-running worker does not grow it without end.
 */
const READINGS = new Map<string, string>();
const READINGS_MAX = 2000;
function detect(sample: string): string {
  let code = READINGS.get(sample);
  if (code === undefined) {
    code = tinyldDetect(sample);
    if (READINGS.size >= READINGS_MAX) READINGS.clear();
    READINGS.set(sample, code);
  }
  return code;
}

export function isLang(code: string): code is Lang {
  return (LANGS as readonly string[]).includes(code);
}

/** The language of a text, or null when it is too short to tell or not one the model writes. */
export function languageOf(text: string): Lang | null {
  if (text.trim().length < 20) return null;
  const code = detect(text.slice(0, SAMPLE_CHARS));
  return isLang(code) ? code : null;
}

/**
 * The hotel's own prose: its descriptions, or, when they hold fewer than `min` characters (a site
 * whose prose is all typed otherwise: transport, amenities…), its paragraphs.
 */
function hotelProse(snippets: S[], min: number): string {
  const text = snippets.filter((s) => s.type === 'description' && s.method === 'text').map((s) => s.content).join(' ');
  if (text.length >= min) return text;
  return snippets.filter((s) => s.method === 'text' && s.content.length > 60 && !s.content.includes('\n')).map((s) => s.content).join(' ');
}

/** The language most of the hotel's own prose is written in (for the few words the model adds). */
export function proseLanguage(snippets: S[]): Lang {
  // a site in two languages writes its own at its root ("/", "/index.html") and the other under a
  // prefix ("/de/"): read together, tinyld takes the mixture for either
  const root = rootLanguage(snippets);
  if (root && isLang(root)) return root;
  return languageOf(hotelProse(snippets, 80)) ?? 'en';
}

/**
 * The language of the prose at the site's root ("/", "/index.html"), when another page's prose reads
 * the same: a site in two languages writes its own at its root and the other under a prefix
 * ("/de/"), and read together tinyld takes the mixture for either. A root of a few lines full of
 * local names (Vietnamese street names on an English page) reads as their language: another page
 * must agree.
 */
export function rootLanguage(snippets: S[]): string | null {
  const pages = new Map<string, string[]>();
  // a page's paragraphs, of any type: a rooms or directions page in the root's language agrees with it
  for (const s of snippets) if (s.method === 'text' && s.content.length > 60 && !s.content.includes('\n')) pages.set(s.pageUrl, [...(pages.get(s.pageUrl) ?? []), s.content]);
  const read = [...pages].filter(([, t]) => t.join(' ').length >= 200).map(([url, t]) => ({ root: isRoot(url), code: detectPlausible(t.join(' ')) }));
  const root = read.find((r) => r.root)?.code;
  return root && read.some((r) => !r.root && r.code === root) ? root : null;
}

/** The language (tinyld code, any language) of the hotel's own prose, or null when there is too little of it. */
export function siteLanguageCode(snippets: S[]): string | null {
  const text = hotelProse(snippets, 200);
  return text.length < 200 ? null : byAlphabet(text.slice(0, SAMPLE_CHARS), detectPlausible(text));
}

/*
 * tinyld has no Slovene and no Catalan profile: Slovene prose comes back Serbian, Slovak or
 * Lithuanian, Catalan prose Spanish, Italian or French, and the country an address is read in
 * follows the language. Each of these languages has letters of its own in its alphabet, which
 * settle what the n-grams leave open.
 */
const LETTERS_OF: readonly [string, RegExp][] = [
  ['cs', /[řůě]/giu],
  ['sk', /[ľĺŕôä]/giu],
  ['lt', /[ąęėįų]/giu],
  ['lv', /[āēīķļņģ]/giu],
  ['hr', /[ćđ]/giu],
];
const SLAVIC_BALTIC = new Set(['sl', 'hr', 'sr', 'bs', 'sk', 'cs', 'lt', 'lv']);
/** Letters no alphabet of the group lacks but Slovene's does: the acute vowels of Czech and Slovak, the Baltic marks. */
const NOT_SLOVENE = /[áéíóúýàèìòù]/giu;
/** "l·l" and the "-ció" ending ("habitació", "recepció", "informacions") are Catalan's alone among the Romance languages. */
const CATALAN = /l·l|\p{L}ció(?:ns)?(?!\p{L})/giu;
const ROMANCE = new Set(['es', 'it', 'fr', 'pt', 'gl', 'oc']);
const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;

/** A reading of tinyld's within a group it confuses, settled by the letters the text is written with. */
export function byAlphabet(text: string, code: string | null): string | null {
  if (mainScript(text) !== 'latin') return code;
  if (code && SLAVIC_BALTIC.has(code)) {
    const [best, n] = LETTERS_OF.map(([lang, re]): [string, number] => [lang, count(text, re)]).sort((a, b) => b[1] - a[1])[0]!;
    if (n >= 3) return best;
    // č, š and ž without any other letter of the group, and without accented vowels: Slovene
    if (n === 0 && count(text, /[čšž]/giu) >= 3 && count(text, NOT_SLOVENE) <= 1) return 'sl';
    return code;
  }
  // (or a reading detectPlausible set aside: tinyld may take Catalan for Vietnamese)
  if ((!code || ROMANCE.has(code)) && count(text, CATALAN) >= 2) return 'ca';
  return code;
}

/**
 * Languages whose writing a reading must show: their script, or the letters only they use. tinyld
 * knows no Catalan, Basque or Welsh and reads them as whatever is nearest, Greek or Vietnamese
 * included; a reading the text's own letters contradict is no reading at all.
 */
const WRITTEN_WITH: Record<string, RegExp> = {
  el: /\p{Script=Greek}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  bg: /\p{Script=Cyrillic}/u,
  mk: /\p{Script=Cyrillic}/u,
  be: /\p{Script=Cyrillic}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  ar: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  hi: /\p{Script=Devanagari}/u,
  vi: /[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu,
};

/** tinyld's reading of a text, or null when the text's letters rule that language out. */
export function detectPlausible(text: string): string | null {
  const sample = text.slice(0, SAMPLE_CHARS);
  const code = detect(sample);
  if (!code) return null;
  const letters = WRITTEN_WITH[code];
  // the letters must be a real part of the text, not a name or two
  if (letters && (sample.match(new RegExp(letters.source, `${letters.flags}g`))?.length ?? 0) < Math.min(20, sample.length / 50)) return null;
  return code;
}

/*
 * Languages tinyld tells apart poorly one sentence at a time: Swedish read as Danish, Danish as
 * Norwegian, Slovene as Serbian, Slovak or Lithuanian, Spanish as Portuguese or Galician. A site
 * rarely has versions in two of one group, so within a group a sentence is taken as the site's own.
 */
const NEAR_LANGUAGES: readonly (readonly string[])[] = [
  ['sv', 'da', 'no', 'nb', 'nn', 'is', 'fo'],
  ['sl', 'hr', 'sr', 'bs', 'sk', 'cs', 'lt', 'lv'],
  ['es', 'pt', 'gl', 'ca'],
];

/** A code standing for its group of easily confused languages (itself when it has none). */
export function languageGroup(code: string): string {
  return NEAR_LANGUAGES.find((g) => g.includes(code))?.[0] ?? code;
}

const SCRIPTS: readonly [string, RegExp][] = [
  ['latin', /\p{Script=Latin}/gu],
  ['greek', /\p{Script=Greek}/gu],
  ['cyrillic', /\p{Script=Cyrillic}/gu],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu],
  ['thai', /\p{Script=Thai}/gu],
  ['arabic', /\p{Script=Arabic}/gu],
  ['hebrew', /\p{Script=Hebrew}/gu],
  ['devanagari', /\p{Script=Devanagari}/gu],
];

/**
 * The script most of a text's letters are written in, or null when it has no letters (text.ts's
 * `scriptOf` asks whether a text has CJK letters at all, for comparing names).
 */
export function mainScript(text: string): string | null {
  let best: string | null = null;
  let most = 0;
  for (const [name, re] of SCRIPTS) {
    const n = text.match(re)?.length ?? 0;
    if (n > most) [best, most] = [name, n];
  }
  return best;
}
