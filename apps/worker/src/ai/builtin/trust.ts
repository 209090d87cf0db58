import { OUTDATED_PREFIX } from '../../extract/stale.ts';
import type { SnippetForProfile } from '../types.ts';
import { LODGING_WORDS } from '../../extract/lexicon.ts';
import { GENERIC_PAGE, TITLE_SEPARATORS, scriptOf, words } from './text.ts';

/*
 * Structured data first. JSON-LD, microdata and RDFa are what a site says about itself on
 * purpose, so they are trusted by default, even when the visible pages do not repeat them. A
 * structured entity is set aside only when it is evidently about another property:
 *
 *  - its name contradicts the site's visible name (og:site_name, <h1>, <title> fragments): no
 *    distinctive word in common, and the visible text never writes that name either;
 *  - its address contradicts the visible address: the page shows a postal address and the two
 *    share neither a postcode nor a place name;
 *  - it mentions a name found to be foreign ("Punta Azul, Nayarit" once "Punta Azul" is foreign).
 *
 * Values the visible pages say are out of date (a hotel that moved or was renamed, extract/stale.ts)
 * arrive already set aside, their section saying why; they are never used either.
 *
 * An entity is the snippets of one page under one `@type` section; on a page whose only
 * structured names are foreign, every structured snippet of the page is set aside with them
 * (the name of a block can be deduplicated away from its address).
 */

type S = SnippetForProfile;

const STRUCTURED = new Set(['json-ld', 'microdata', 'rdfa']);

/** A snippet read from the page's markup (JSON-LD, microdata, RDFa) rather than its text. */
export function isStructured(s: { method: string }): boolean {
  return STRUCTURED.has(s.method);
}

const NAME_STOP = new Set('the and for with les des del della dei los las une por par sur'.split(' '));

/** Words that say nothing about which place an address is (street types, countries, regions of the world). */
const ADDRESS_NOISE = new Set(
  'street avenue ave road boulevard blvd drive lane way highway hwy route parkway court place plaza circle terrace trail rue chemin allee via viale piazza corso strada localita calle avenida carretera paseo camino strasse str weg platz gasse suite floor unit building usa united states america canada mexico italy italia france spain espana germany deutschland japan vietnam philippines honduras kingdom north south east west nord sud est ovest'.split(' '),
);

function nameWords(s: string): string[] {
  return words(s).filter((w) => w.length > 2 && !/^\d+$/.test(w) && !GENERIC_PAGE.has(w) && !NAME_STOP.has(w) && !LODGING_WORDS.test(w));
}

/** Postcodes and place words of an address (what two addresses of the same place share). */
function addressTokens(s: string): Set<string> {
  const out = new Set<string>();
  for (const m of s.matchAll(/\b\d{4,6}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\b\d{3}-\d{4}\b/g)) out.add(m[0].replace(/\s/g, '').toLowerCase());
  for (const w of words(s)) if (w.length > 2 && !/\d/.test(w) && !ADDRESS_NOISE.has(w)) out.add(w);
  return out;
}

/** Postcode-like numbers of an address (four to six digits, "123 45", "1234-567"), as written. */
function postcodes(s: string): string[] {
  return (s.match(/(?<![\p{L}\p{N}])(?:\d{4,6}|\d{3} \d{2}|\d{4}-\d{3})(?![\p{L}\p{N}])/gu) ?? []).map((c) => c.replace(/\s/g, ''));
}

export class StructuredTrust {
  private readonly foreign = new Set<string>();
  /** Why a snippet was set aside (for tests and debugging): snippet id -> reason. */
  readonly reasons = new Map<string, string>();

  constructor(snippets: S[]) {
    const visibleNames: string[] = [];
    for (const s of snippets) {
      if (s.type !== 'hotel_name' || STRUCTURED.has(s.method)) continue;
      const line = s.content.split('\n')[0] ?? '';
      visibleNames.push(...(s.section === 'title' || s.section === 'og:title' ? line.split(TITLE_SEPARATORS) : [line]));
    }
    const visibleText = ` ${snippets
      .filter((s) => s.method === 'text')
      .map((s) => words(s.content).join(' '))
      .join(' ')} `;
    const visibleAddress = new Set<string>();
    for (const s of snippets) if (s.type === 'address' && s.method === 'text') for (const t of addressTokens(s.content)) visibleAddress.add(t);

    const foreignName = (name: string): boolean => {
      const own = nameWords(name);
      if (own.length === 0) return false;
      const comparable = visibleNames.filter((v) => scriptOf(v) === scriptOf(name)).flatMap(nameWords);
      if (comparable.length === 0) return false;
      if (own.some((w) => comparable.includes(w))) return false;
      // the visible text writing the name in full is evidence enough that it is this property
      return !visibleText.includes(` ${words(name).join(' ')} `);
    };
    const visiblePostcodes = new Set<string>();
    for (const s of snippets) if (s.type === 'address' && s.method === 'text') for (const c of postcodes(s.content)) visiblePostcodes.add(c);
    const foreignAddress = (address: string): boolean => {
      if (visibleAddress.size === 0) return false;
      const own = addressTokens(address);
      if (own.size > 0 && ![...own].some((t) => visibleAddress.has(t))) return true;
      // another postcode than every address the pages write, and a street the pages never write:
      // markup left from another place, even in the same town or region (a shared town word is no agreement)
      const codes = postcodes(address);
      const street = words(address.split(/,|\n/)[0] ?? '').join(' ');
      return visiblePostcodes.size > 0 && codes.length > 0 && !codes.some((c) => visiblePostcodes.has(c)) && /\p{L}{3}/u.test(street) && !visibleText.includes(` ${street} `);
    };

    const groupKey = (s: S): string => `${s.pageUrl}\u0000${s.section ?? ''}`;
    const foreignGroups = new Map<string, string>();
    const foreignNames: string[] = [];
    const pagesWithOwnName = new Set<string>();
    const pagesWithForeignName = new Set<string>();
    for (const s of snippets) {
      if (!STRUCTURED.has(s.method)) continue;
      if (s.type === 'hotel_name') {
        const name = s.content.split('\n')[0] ?? '';
        if (foreignName(name)) {
          foreignGroups.set(groupKey(s), `name "${name}" contradicts the visible name`);
          foreignNames.push(words(name).join(' '));
          pagesWithForeignName.add(s.pageUrl);
        } else pagesWithOwnName.add(s.pageUrl);
      }
    }
    for (const s of snippets) {
      if (s.method === 'text') continue;
      const key = groupKey(s);
      if (foreignGroups.has(key)) continue;
      const folded = ` ${words(s.content).join(' ')} `;
      const named = foreignNames.find((n) => folded.includes(` ${n} `));
      if (named) foreignGroups.set(key, `mentions the foreign name "${named}"`);
      else if (s.type === 'address' && foreignAddress(s.content)) foreignGroups.set(key, `address "${s.content}" contradicts the visible address`);
      else if (STRUCTURED.has(s.method) && pagesWithForeignName.has(s.pageUrl) && !pagesWithOwnName.has(s.pageUrl)) foreignGroups.set(key, 'on a page whose structured name is foreign');
    }
    for (const s of snippets) {
      if (s.section?.startsWith(OUTDATED_PREFIX)) {
        this.foreign.add(s.id);
        this.reasons.set(s.id, s.section.slice(OUTDATED_PREFIX.length));
        continue;
      }
      const reason = s.method !== 'text' ? foreignGroups.get(groupKey(s)) : undefined;
      // meta tags are one value each: only the contradicting tag itself is set aside
      if (reason && (STRUCTURED.has(s.method) || s.type === 'address')) {
        this.foreign.add(s.id);
        this.reasons.set(s.id, reason);
      }
    }
  }

  /** Whether the model may use this snippet: visible text always, structured data unless it is about another property. */
  ok(s: S): boolean {
    return !this.foreign.has(s.id);
  }
}
