import { foldAccents } from './text-utils.ts';

/*
 * Country names as the sites write them, from the runtime's CLDR data (Intl.DisplayNames) rather
 * than a hand list: every ISO 3166 region in the languages hotel sites are written in, plus the
 * short forms CLDR offers ("UK", "US") and the common English abbreviations.
 */

const LANGS = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'pl', 'cs', 'sk', 'hu', 'ro', 'sv', 'da', 'nb', 'fi', 'et', 'lv', 'lt', 'sl', 'hr', 'el', 'tr', 'ca', 'vi', 'ja', 'zh'];
/** CLDR codes that are groupings or placeholders, not countries. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);
const key = (s: string): string => foldAccents(s.toLowerCase()).replace(/[.\s]+/g, ' ').trim();

/**
 * Official long forms a site writes under its address that CLDR's short and long names leave out
 * ("Slovenská republika" where CLDR has "Slovensko"): the state's name in its own language.
 */
const LONG_FORMS: Record<string, string[]> = {
  SK: ['Slovenská republika', 'Slovak Republic'],
  CZ: ['Česká republika', 'Czech Republic'],
  HR: ['Republika Hrvatska'],
  SI: ['Republika Slovenija'],
  PL: ['Rzeczpospolita Polska'],
  FR: ['République française'],
  IT: ['Repubblica Italiana'],
  DE: ['Bundesrepublik Deutschland'],
  AT: ['Republik Österreich'],
  IE: ['Republic of Ireland'],
};

/** Every name a country is written by, folded, to its ISO code. */
const CODES: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>([['usa', 'US'], ['u s a', 'US'], ['uk', 'GB'], ['u k', 'GB']]);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const lang of LANGS) {
    const long = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    const short = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none', style: 'short' });
    for (const a of letters) {
      for (const b of letters) {
        const code = a + b;
        if (NOT_COUNTRIES.has(code)) continue;
        for (const n of [long.of(code), short.of(code)]) if (n && !out.has(key(n))) out.set(key(n), code);
      }
    }
  }
  for (const [code, names] of Object.entries(LONG_FORMS)) for (const n of names) out.set(key(n), code);
  return out;
})();

/** "Argentina", "Deutschland", "Royaume-Uni", "USA", "Slovenská republika": a country's name alone. */
export function isCountryName(s: string): boolean {
  return CODES.has(key(s));
}

/** One of the official long forms above ("Slovenská republika"), not a name CLDR gives. */
export function isLongForm(s: string): boolean {
  const k = key(s);
  return Object.values(LONG_FORMS).some((names) => names.some((n) => key(n) === k));
}

/** The ISO code of a country's name written alone ("Slovensko" and "Slovenská republika" are SK), or null. */
export function countryCodeOfName(s: string): string | null {
  return CODES.get(key(s)) ?? null;
}

/**
 * An address written as its parts with commas and closed by the country, as sites without a
 * postcode write it ("Calixto Mamaní 105, Cafayate, Salta, Argentina"): the first part a street
 * with its number, the others short names, none of them a sentence.
 */
export function countryClosedAddress(line: string): boolean {
  const t = line.trim();
  if (t.length > 140 || t.includes('\n')) return false;
  const parts = t.split(/\s*,\s*/);
  if (parts.length < 3 || !isCountryName(parts[parts.length - 1]!)) return false;
  const first = parts[0]!;
  if (!/(?<![\p{L}\p{N}])\d{1,5}[a-z]?(?![\p{L}\p{N}])/iu.test(first) || !/\p{L}{3}/u.test(first) || first.split(/\s+/).length > 6) return false;
  // the places between: names, a district's or postcode's number at most, never a clause
  return parts.slice(1, -1).every((p) => p.length <= 40 && p.split(/\s+/).length <= 5 && /^[\p{Lu}\d]/u.test(p));
}

/** A country's name from its ISO code, in the given language (CLDR), or null when CLDR has none. */
export function countryNameOf(code: string, lang: string): string | null {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return null;
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code) ?? null;
  } catch {
    return null;
  }
}
