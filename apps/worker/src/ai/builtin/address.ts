import { LEGAL_NOTICE_WORDS } from '../../extract/classify.ts';
import { countryCodeOfName, countryNameOf, isCountryName, isLongForm } from '../../extract/countries.ts';
import { ADDRESS_HEADING_SECTION, ADDRESS_LABEL, ADDRESS_WORDS, hasContact, hasPostcode, hasStreetAddress, isBareStreetLine, isNumberFirstStreetLine, isPostcodeLine, looksLikeContact, POSTCODES } from '../../extract/address.ts';
import { isHome, isRoot, siteKey, type S } from './page.ts';
import { languageGroup, siteLanguageCode } from './language.ts';
import { LODGING, lineNamesOtherHouse, ownName } from './other-house.ts';
import { scriptOf, sentences, words } from './text.ts';
import type { StructuredTrust } from './trust.ts';

/* The postal address: structured data when trusted, else the address lines of the pages assembled. */

export interface AddressParts {
  locality: string | null;
  region: string | null;
}

const CONTACT_CUT = /\s*[-–—]?\s*(?:(?<!\p{L})(?:tel|tél|phone|telephone|téléphone|telefono|teléfono|telefone|telefon|telefoon|telf|tlf|tfn|fon|cellulare|celular|móvil|movil|fax|hotline|mobile|email|e-mail|website|call us|reservations?)(?!\p{L})\.?\s*:?|\+\d|\(\d{3}\)|\b\d{3}[.-]\d{3}[.-]\d{4}\b|[\w.+-]+@).*/isu;

/**
 * The lines of a block that make the address: a name or a heading above the street goes, and the
 * block ends where the phone and e-mail lines start.
 */
function addressLines(s: string, whole = false): string[] {
  // a footer writes the block on one line with separators: "Hotel X · Street 7 · 8001 Town · Country"
  const lines = s.split(/\n|\s+[·•|–—]\s+|\s*[·•|]\s*$/u).map((l) => l.trim()).filter(Boolean);
  // (a block under an address heading starts at the address: its first line is no name, though it has no number)
  if (lines.length < 2 || whole) return lines;
  const first = lines.findIndex((l) => /\d/.test(l) || ADDRESS_LABEL.test(l));
  let from = first > 0 && lines.slice(first).some((l) => hasStreetAddress(l) || hasPostcode(l)) ? first : 0;
  // a rural address has no number before its postcode line ("Lieu-dit Les Noyers · 24200 Vitrac"):
  // the line in the street's place goes with it, unless it opens the block (the house's name)
  if (from > 1 && isPostcodeLine(lines[from]!) && !hasContact(lines[from - 1]!)) from -= 1;
  const out: string[] = [];
  for (const l of lines.slice(from)) {
    if (out.length && hasContact(l)) break;
    out.push(l);
  }
  return out;
}

/** A pin or another pictograph, and a short label ("📍 Lieu :", "Venue:"), before an address. */
// (© and ® open a company's line, not a place's)
const LEAD_IN = /^(?:(?:(?![©®™])\p{Extended_Pictographic}|\uFE0F|\u200D)+\s*)?(?:\p{L}+(?:\s+\p{L}+){0,2}\s*[:：]\s*)?/u;

/**
 * After a lead-in, the place's name may come before its street ("📍 Venue: Old Mill Barn, 4 Mill Lane,
 * …"): the parts before the first one with a street and its number go.
 */
function withoutVenue(a: string): string {
  const lead = LEAD_IN.exec(a)?.[0] ?? '';
  if (!lead.trim()) return a;
  const parts = a.slice(lead.length).split(/\s*,\s*/);
  const street = parts.findIndex((p) => /\d/.test(p) && hasStreetAddress(p));
  if (street > 0 && parts.slice(0, street).every((p) => !/\d/.test(p))) return parts.slice(street).join(', ');
  // the label of a street and its postcode goes whatever it says ("Map: 4 Mill Lane, SY8 1AB Ludlow")
  return /\d/.test(parts[0]!) && hasPostcode(a.slice(lead.length)) ? a.slice(lead.length) : a;
}

/** Chinese and Japanese write an address without separators: two lines of it join as they are. */
const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\d]$/u;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
function joinLines(lines: string[]): string {
  return lines.reduce((acc, l) => (acc && CJK_END.test(acc) && CJK_START.test(l) && scriptOf(acc) === 'cjk' ? acc + l : acc ? `${acc}, ${l}` : l), '');
}

/** The address label wherever the line writes it ("Hotel X – Address: …", "Addr: …"). */
const LABEL_ANYWHERE = new RegExp(`^.*?(?<![\\p{L}\\p{N}])(?:${ADDRESS_WORDS}|add|addr)\\s*[:：]\\s*`, 'iu');
/** The label without its colon, before a street and its number. */
const LABEL_BEFORE_STREET = new RegExp(`^(?:our\\s+|postal\\s+)?(?:${ADDRESS_WORDS})\\s+(?=\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{L}+){0,4}\\s+\\d|\\d)`, 'iu');

function cleanAddress(s: string, whole = false): string {
  let a = withoutVenue(joinLines(addressLines(s, whole)));
  a = a.replace(LABEL_ANYWHERE, '');
  // a contact card's label in an element of its own, drawn on the value's line without a colon ("Adres Penningkruid 21, …", "Address 12 Harbour Road, …")
  a = a.replace(LABEL_BEFORE_STREET, '');
  a = a.replace(CONTACT_CUT, '');
  a = a
    .split(/\s+\|\s+/)
    .filter((p) => /\d/.test(p) || /,/.test(p))
    .filter((p) => !/^(get directions|mile marker|mm)\b/i.test(p))
    .join(', ');
  a = a.replace(/\s*[–—]\s*/g, ', ').replace(/\s*,\s*(,\s*)*/g, ', ').replace(/^[\s,©]+|[\s,.;:]+$/g, '');
  a = a.replace(/(\p{L})\(/gu, '$1 (');
  return dedupeParts(a);
}

/** Footers repeat the street ("3515 Main Avenue, Durango CO 81301, 3515 Main Avenue"): each part once. */
function dedupeParts(a: string): string {
  const parts: string[] = [];
  const key = (p: string): string => ` ${words(p).join(' ')} `;
  for (const p of a.split(/\s*,\s*/)) {
    const w = key(p);
    if (!w.trim() || parts.some((q) => key(q).includes(w))) continue;
    // the short form came first ("6167 Neustift, Dorf 21, 6167 Neustift im Stubaital"): the long one stands in its place
    const shorter = parts.findIndex((q) => w.includes(key(q)));
    if (shorter >= 0) parts[shorter] = p;
    else parts.push(p);
  }
  return parts.join(', ').replace(/\s+/g, ' ').trim();
}

/** A country alone on its line: any country CLDR names in the sites' languages (see extract/countries.ts), and the names it leaves out. */
const OTHER_COUNTRY_NAMES = /^(?:the netherlands|éire|united states of america|england|scotland|wales|česká republika|czech republic|aotearoa new zealand)$/iu;
function isCountryLine(line: string): boolean {
  return isCountryName(line) || OTHER_COUNTRY_NAMES.test(line);
}
/** A town, county or region alone on its line ("Whitby", "North Yorkshire", "Aix-en-Provence"). */
const PLACE_LINE = /^\p{Lu}[\p{L}'’.-]*(?:[\s-]+(?:\p{Lu}[\p{L}'’.-]*|de|di|du|des|del|la|le|sur|sul|am|an|im|upon|on|en|aan|op))*(?:\s*\(\p{Lu}[\p{L}. ]{0,20}\))?$/u;

/**
 * An address block the page writes one line per element (a footer's street, town, county and
 * postcode lines, each its own snippet): the street line and the short place lines after it, up
 * to the last postcode or country line. Without a postcode or a country the lines after a street
 * may be anything (a list of sights), so they are not taken.
 */
function blockAfter(list: S[], i: number): S[] {
  const tail: S[] = [];
  for (let j = i + 1; j < list.length && tail.length < 4; j++) {
    const n = list[j]!;
    const c = n.content.trim();
    if (c.includes('\n') || c.length > 60 || hasContact(c)) break;
    if (!(isPostcodeLine(c) || isCountryLine(c) || (PLACE_LINE.test(c) && c.split(/\s+/).length <= 4))) break;
    // a second postcode is a second address ("5222 Kobarid", then the company's "5220 Tolmin")
    if (isPostcodeLine(c) && (hasPostcode(list[i]!.content) || tail.some((t) => isPostcodeLine(t.content)))) break;
    tail.push(n);
  }
  let last = -1;
  tail.forEach((n, k) => {
    const c = n.content.trim();
    if (isPostcodeLine(c) || isCountryLine(c)) last = k;
  });
  return tail.slice(0, last + 1);
}
/** "38030 Ziano di Fiemme (TN)", "69001 Lyon", "Durango CO 81301": the postcode-and-town line of an address. */
const POSTCODE_TOWN = /^(?:\d{4,5}\s+\p{Lu}[\p{L}'’. -]{1,40}(?:\s*\(\s*\p{Lu}{2}\s*\))?|\p{Lu}[\p{L}'’. -]{1,30},?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?)$/u;

/**
 * A street without its town ("Via Sentiero degli alpini 2"): the site's postcode-and-town line,
 * and the country line that follows it, complete it.
 */
function completeAddress(value: string, ids: string[], snippets: S[]): { value: string; ids: string[] } {
  if (/\d{4,5}|[A-Z]{2}\s+\d{5}|,/.test(value.replace(/^\S*\d+\S*\s/, ''))) return { value, ids };
  // "5222 Kobarid": the postcode line itself, no street to complete
  if (isPostcodeLine(value)) return { value, ids };
  const text = snippets.filter((s) => s.method === 'text' && ['address', 'contact', 'transport', 'other', 'description'].includes(s.type));
  for (let i = 0; i < text.length; i++) {
    const line = text[i]!.content.trim();
    if (line.length > 50 || !(POSTCODE_TOWN.test(line) || isPostcodeLine(line))) continue;
    let out = `${value}, ${line.replace(/(\p{L})\(/gu, '$1 (')}`;
    const outIds = [...ids, text[i]!.id];
    const next = text[i + 1];
    if (next && next.pageUrl === text[i]!.pageUrl && isCountryLine(next.content.trim())) {
      out += `, ${next.content.trim()}`;
      outIds.push(next.id);
    }
    return { value: out, ids: outIds };
  }
  return { value, ids };
}

/**
 * The country a site does not write, told by its own country-code domain and by the calling code
 * of its phone numbers when both agree (or one is alone): named in the country's language, or in
 * English when the site's prose is in another. Else by a postcode whose shape only one country
 * uses ("34-500", "CA12 5HX", "4050-492") when the site names that country somewhere (a site that
 * never does leaves it out of its address too), in the form it writes. A US or Canadian address
 * (state and ZIP) is written without one, and so is an address in Japanese script.
 */
const COUNTRIES: Record<string, { tld: string; phone: string; name: string; en: string; lang: string; names?: Record<string, string> }> = {
  IT: { tld: 'it', phone: '39', name: 'Italia', en: 'Italy', lang: 'it' },
  FR: { tld: 'fr', phone: '33', name: 'France', en: 'France', lang: 'fr' },
  ES: { tld: 'es', phone: '34', name: 'España', en: 'Spain', lang: 'es' },
  DE: { tld: 'de', phone: '49', name: 'Deutschland', en: 'Germany', lang: 'de' },
  AT: { tld: 'at', phone: '43', name: 'Österreich', en: 'Austria', lang: 'de' },
  NL: { tld: 'nl', phone: '31', name: 'Nederland', en: 'Netherlands', lang: 'nl' },
  PT: { tld: 'pt', phone: '351', name: 'Portugal', en: 'Portugal', lang: 'pt' },
  PL: { tld: 'pl', phone: '48', name: 'Polska', en: 'Poland', lang: 'pl' },
  IE: { tld: 'ie', phone: '353', name: 'Ireland', en: 'Ireland', lang: 'en' },
  GB: { tld: 'uk', phone: '44', name: 'United Kingdom', en: 'United Kingdom', lang: 'en' },
  MX: { tld: 'mx', phone: '52', name: 'México', en: 'Mexico', lang: 'es' },
  JP: { tld: 'jp', phone: '81', name: 'Japan', en: 'Japan', lang: 'en' },
  CZ: { tld: 'cz', phone: '420', name: 'Česká republika', en: 'Czech Republic', lang: 'cs' },
  SK: { tld: 'sk', phone: '421', name: 'Slovensko', en: 'Slovakia', lang: 'sk' },
  SE: { tld: 'se', phone: '46', name: 'Sverige', en: 'Sweden', lang: 'sv' },
  GR: { tld: 'gr', phone: '30', name: 'Ελλάδα', en: 'Greece', lang: 'el' },
  VN: { tld: 'vn', phone: '84', name: 'Việt Nam', en: 'Vietnam', lang: 'vi' },
  BR: { tld: 'br', phone: '55', name: 'Brasil', en: 'Brazil', lang: 'pt' },
  HU: { tld: 'hu', phone: '36', name: 'Magyarország', en: 'Hungary', lang: 'hu' },
  SI: { tld: 'si', phone: '386', name: 'Slovenija', en: 'Slovenia', lang: 'sl' },
  HR: { tld: 'hr', phone: '385', name: 'Hrvatska', en: 'Croatia', lang: 'hr' },
  DK: { tld: 'dk', phone: '45', name: 'Danmark', en: 'Denmark', lang: 'da' },
  NO: { tld: 'no', phone: '47', name: 'Norge', en: 'Norway', lang: 'no' },
  FI: { tld: 'fi', phone: '358', name: 'Suomi', en: 'Finland', lang: 'fi' },
  NZ: { tld: 'nz', phone: '64', name: 'New Zealand', en: 'New Zealand', lang: 'en' },
  TH: { tld: 'th', phone: '66', name: 'ประเทศไทย', en: 'Thailand', lang: 'th' },
  // countries of several languages: named in the one the site writes
  CH: { tld: 'ch', phone: '41', name: 'Schweiz', en: 'Switzerland', lang: 'de', names: { de: 'Schweiz', fr: 'Suisse', it: 'Svizzera' } },
  BE: { tld: 'be', phone: '32', name: 'Belgique', en: 'Belgium', lang: 'fr', names: { fr: 'Belgique', nl: 'België', de: 'Belgien' } },
};

/** Postcode shapes of one country only (the three-and-two-digit shape is four countries', told apart by language). */
const OWN_POSTCODE = new Set(['GB', 'IE', 'NL', 'PT', 'PL', 'JP', 'VN', 'BR']);
const THREE_TWO_BY_LANG: Record<string, string> = { cs: 'CZ', sk: 'SK', sv: 'SE', el: 'GR' };

function countryName(code: string, snippets: S[]): string | null {
  const c = COUNTRIES[code];
  if (!c) return null;
  const lang = siteLanguageCode(snippets);
  if (!lang) return c.name;
  // a near language names the country as its own does ("Slovenija" in Slovene and Croatian, "España" in Catalan)
  return c.names?.[lang] ?? (languageGroup(lang) === languageGroup(c.lang) ? c.name : c.en);
}

/** The country's name as the site writes it anywhere, native or English, or null when it never does. */
function writtenName(code: string, snippets: S[]): string | null {
  const c = COUNTRIES[code];
  if (!c) return null;
  const text = snippets.map((s) => s.content).join('\n');
  const named = (n: string): boolean => new RegExp(`(?<!\\p{L})${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(text);
  return [c.name, c.en].find(named) ?? null;
}

function countryOfPostcode(value: string, snippets: S[]): string | null {
  const own = POSTCODES.find((p) => p.country && p.re.test(value));
  if (!own) return null;
  if (OWN_POSTCODE.has(own.country)) return own.country;
  if (own.country === 'CZ') return THREE_TWO_BY_LANG[siteLanguageCode(snippets) ?? ''] ?? null;
  return null;
}

/**
 * Languages written in one country whose postcodes have a shape of their own there: a French site
 * with five digits is in France (Belgium, Switzerland and Luxembourg write four, Canada letters), a
 * German one in Germany (Austria and Switzerland write four), a Polish one with "00-000" in Poland.
 * English, Spanish and Dutch are written in several countries with such shapes, and are left out.
 */
const LANGUAGE_POSTCODE: Record<string, { country: string; re: RegExp } | { country: string; re: RegExp }[]> = {
  fr: { country: 'FR', re: /(?<![\p{L}\p{N}-])\d{5}(?=\s+\p{Lu})/u },
  de: { country: 'DE', re: /(?<![\p{L}\p{N}-])\d{5}(?=\s+\p{Lu})/u },
  it: { country: 'IT', re: /(?<![\p{L}\p{N}-])\d{5}(?=\s+\p{Lu})/u },
  pl: { country: 'PL', re: /(?<![\p{L}\p{N}-])\d{2}-\d{3}(?=\s+\p{Lu})/u },
  sl: { country: 'SI', re: /(?<![\p{L}\p{N}-])\d{4}(?=\s+\p{Lu})/u },
  hr: { country: 'HR', re: /(?<![\p{L}\p{N}-])\d{5}(?=\s+\p{Lu})/u },
  // Catalan is written in Andorra too, whose postcodes have letters ("AD500")
  ca: { country: 'ES', re: /(?<![\p{L}\p{N}-])\d{5}(?=\s+\p{Lu})/u },
  hu: { country: 'HU', re: /(?<![\p{L}\p{N}-])\d{4}(?=\s+\p{Lu})/u },
  sv: { country: 'SE', re: /(?<![\p{L}\p{N}-])\d{3} \d{2}(?=\s+\p{Lu})/u },
  cs: { country: 'CZ', re: /(?<![\p{L}\p{N}-])\d{3} \d{2}(?=\s+\p{Lu})/u },
  // Portuguese: each of its two countries has a shape of its own ("23970-000", "9050-541 Funchal")
  pt: [
    { country: 'BR', re: /(?<![\p{L}\p{N}-])\d{5}-\d{3}(?![\p{L}\p{N}])/u },
    { country: 'PT', re: /(?<![\p{L}\p{N}-])\d{4}-\d{3}(?=\s+\p{Lu})/u },
  ],
};

function countryOfLanguage(value: string, snippets: S[]): string | null {
  const lang = siteLanguageCode(snippets);
  const own = lang ? LANGUAGE_POSTCODE[lang] : undefined;
  return [own ?? []].flat().find((o) => o.re.test(value))?.country ?? null;
}

/**
 * The country's official long form as the site writes it on the line under one of its postcode
 * lines ("Slovenská republika" where the short name is "Slovensko"), when it is the country the
 * address is in. (A short name written there may be a translation's, "Italy" on an Italian page.)
 */
function blockCountry(code: string, context: S[]): string | null {
  for (let i = 1; i < context.length; i++) {
    const s = context[i]!;
    const prev = context[i - 1]!;
    if (s.method !== 'text' || prev.pageUrl !== s.pageUrl || s.content.includes('\n')) continue;
    if (isLongForm(s.content) && countryCodeOfName(s.content.trim()) === code && isPostcodeLine(prev.content.split('\n').pop() ?? '')) return s.content.trim();
  }
  return null;
}

function withCountry(value: string, snippets: S[], context: S[] = snippets): string {
  const parts = value.split(/\s*,\s*/);
  // "Tirol / Österreich": a region and its country on one part write the country too
  if (parts.some((p) => p.split(/\s+[/–—-]\s+/).some((q) => isCountryLine(q))) || /\b[A-Z]{2}\s+\d{5}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/.test(value) || !(hasPostcode(value) || hasStreetAddress(value))) return value;
  if (scriptOf(value) === 'cjk') return value;
  const host = (() => {
    try {
      return new URL(snippets[0]?.pageUrl ?? '').hostname;
    } catch {
      return '';
    }
  })();
  const tld = host.split('.').pop() ?? '';
  const byTld = Object.keys(COUNTRIES).find((k) => COUNTRIES[k]!.tld === tld) ?? null;
  const codes = new Set<string>();
  for (const s of snippets) for (const m of s.content.matchAll(/(?:^|[\s(])\+(\d{2,3})[\s.(-]/g)) codes.add(m[1]!);
  const byPhone = Object.keys(COUNTRIES).filter((k) => [...codes].some((n) => n === COUNTRIES[k]!.phone || (COUNTRIES[k]!.phone.length === 2 && n.startsWith(COUNTRIES[k]!.phone))));
  // the domain's country unless the phones say another; without one, the phones' single country
  const told = byTld ? (byPhone.length === 0 || byPhone.includes(byTld) ? byTld : null) : byPhone.length === 1 ? byPhone[0]! : null;
  // domain and phones silent (or at odds): a postcode only one country writes, unless the phones name another
  const byPostcode = told ? null : countryOfPostcode(value, snippets);
  const name = told ? countryName(told, snippets) : byPostcode && (byPhone.length === 0 || byPhone.includes(byPostcode)) ? writtenName(byPostcode, snippets) : null;
  const code = told ?? byPostcode;
  if (name) return `${value}, ${(code && blockCountry(code, context)) || name}`;
  // domain and phones silent: the postcode shape of the one country whose language the site writes
  const byLang = told || byPhone.length ? null : countryOfLanguage(value, snippets);
  return byLang ? `${value}, ${COUNTRIES[byLang]!.name}` : value;
}

const MARKED_BLOCK = /^(?:address element|address heading|contact block|map link)$/;
const MARKED_WEIGHT = 0.75;

/** Countries structured data names by code that COUNTRIES leaves out (no domain or phone of theirs adds a country). */
const OTHER_COUNTRY_CODES: Record<string, string> = { CA: 'Canada', AU: 'Australia', PH: 'Philippines', HN: 'Honduras' };

/**
 * Structured addresses carry ISO country codes: named as the site names its country (see
 * COUNTRIES), else in English (OTHER_COUNTRY_CODES). US addresses are written without the country,
 * whether the data gives it as a code or spelt out (a site builder's settings).
 */
function tidyCountry(a: string, snippets: S[]): string {
  const m = /,\s*([A-Z]{2}|USA|United States(?: of America)?)$/.exec(a);
  if (!m) return a;
  const code = m[1]!;
  if (code === 'US' || code === 'USA' || code.startsWith('United')) return /\b[A-Z]{2}\s+\d{5}/.test(a) ? a.slice(0, m.index) : a;
  // else CLDR's name in the site's language ("AR" on a Spanish site is "Argentina")
  const name = countryName(code === 'UK' ? 'GB' : code, snippets) ?? OTHER_COUNTRY_CODES[code] ?? countryNameOf(code, siteLanguageCode(snippets) ?? 'en');
  return name ? `${a.slice(0, m.index)}, ${name}` : a;
}

/*
 * Whose address a block is. A site writes other addresses beside its own: the operating company's
 * or registered office's (a company form that is not the house's name, a legal-notice or billing
 * heading), a P.O. box for the mail, a central booking office, a sister house, the theme's demo
 * block. What tells them apart is what stands with them (the heading over them, the lines around
 * them), never the street itself.
 */

/** Company forms, written with their dots and capitals ("Kro & Kulinarisk ApS", "SARL Kersaux", "Lipa turizem d.o.o."). */
const COMPANY_FORM =
  /(?<![\p{L}\p{N}])(?:GmbH|ApS|A\/S|Oyj?|d\.o\.o\.|d\.d\.|Kft\.|Zrt\.|Nyrt\.|Ltda\.?|Lda\.|Ltd\.?|LLC|Inc\.|Pty|PLC|SARL|SASU|EURL|S\.A\.(?:S\.)?(?:\s+de\s+C\.V\.)?|SA de CV|S\.L\.(?:U\.)?|S\.r\.l\.|Srl|S\.p\.A\.|SpA|B\.V\.|N\.V\.|sp\. z o\.o\.|s\.r\.o\.|EIRELI)(?![\p{L}\p{N}])|(?<=\p{L}\s)(?:AB|AS|AG|KG)(?=[,;)]|\s*$)/u;
/** A post-office box: the mail's address, not the house's ("Box 45", "Pf. 214", "PO Box 63", "Caixa Postal 74", "Apartado de Correos 1102"). */
const PO_BOX =
  /(?<!\p{L})(?:p\.?\s?o\.?\s?box|post office box|box|postfach|postbus|postboks|postbox|pf|apartado(?: de correos| postal)?|apdo|caixa postal|casella postale|b\.\s?p|boîte postale|postilokero|pl|skrytka pocztowa|poštni predal|p\.\s?p|postafiók)\.?\s*\d/iu;
/**
 * Headings and lead-ins over an address that is not the house's: mailing, billing, the company
 * behind the site and its legal notice, a booking office, a sister house.
 */
const OTHER_ADDRESS_CONTEXT = new RegExp(
  `(?<!\\p{L})(?:${LEGAL_NOTICE_WORDS}|postal address|mailing address|correspondence|adresse postale|adresse de correspondance|postanschrift|postadress\\p{L}*|postiosoite|direcci[oó]n postal|endereço postal|correspond[eê]ncia|indirizzo postale|levelezési cím|poštni naslov|adres korespondencyjny|korespondenční adresa|billing|invoic\\p{L}*|faktur\\p{L}*|rechnung\\p{L}*|facturation|facturaci[oó]n|fatturazione|faturamento|számlázás|laskutus|operat(?:ed by|ing company|or)|company (?:details|information|data)|registered office|head office|siège social|domicilio social|sede (?:legale|social)|firmensitz|betreiber|upravljavec|podatki o podjetju|üzemeltető|tárhely\\p{L}*|web ?hosting|hosting provider|administra\\p{L}*|verwaltung|amministrazione|drives af|drivs av|ylläpitäjä|central\\p{L}* (?:de )?r[eé]serv\\p{L}*|reservations? office|booking office|central booking|centrala? bokning\\p{L}*|centrale de réservation|buchungszentrale|reservierungsbüro|buchungsbüro|ufficio prenotazioni|centrale prenotazioni|escrit[óo]rio (?:central )?de reservas|oficina (?:central )?de reservas|bureau (?:central )?des? réservations?|reserveringskantoor|boekingskantoor|biuro rezerwacji|rezervační kancelář|bokningskontor\\p{L}*|entidade exploradora|entidad explotadora|société exploitante|wholesale|sales office|sister|s[øoö]ster\\p{L}*|syster\\p{L}*|schwester\\p{L}*|sœur\\p{L}*|(?:hotel(?:es)?|casas?) herman[oa]s?|(?:casa|cases) german(?:a|es)|hotels? germ(?:à|ans)|irmã\\p{L}*|sorell\\p{L}*|sestrsk\\p{L}*|testvér\\p{L}*|sisar\\p{L}*|zuster\\p{L}*|our other (?:hotels?|houses?|propert\\w+|places?|inns?|lodges?|locations?)|nuestros hoteles|nos (?:autres )?hôtels|unsere (?:anderen )?häuser|conheça também|découvrez aussi|entdecken sie auch|scopri anche)(?!\\p{L})`,
  'iu',
);

/**
 * A sentence that writes an address guests are not to come to: a P.O. box with its postcode or a
 * mailing / booking-office / company lead-in ("Please send mail … to our reservations office: …,
 * P.O. Box 2217, Santa Fe, NM 87504"), or such a lead-in with a street or a postcode ("Escritório de
 * reservas: Avenida X, 21, 9000-060 Funchal"). For the description: such a sentence is the mail's,
 * the office's or the company's, never the house's.
 */
export function writesAnotherAddress(sentence: string): boolean {
  const postal = hasPostcode(sentence) || hasStreetAddress(sentence);
  const lead = OTHER_ADDRESS_CONTEXT.test(sentence);
  return (PO_BOX.test(sentence) && (hasPostcode(sentence) || lead)) || (lead && postal);
}

/**
 * A company named on the line that is not the house's own ("Kro & Kulinarisk ApS", "Lipa turizem
 * d.o.o."): the hotel's own company ("Hotel Am Stadtpark GmbH") writes the house's address.
 */
function foreignCompany(line: string, ownNames: readonly string[]): boolean {
  const parts = line.split(/[,;:\n·•|]|\s[–—-]\s/u);
  return parts.some((part, i) => {
    if (!COMPANY_FORM.test(part)) return false;
    // the form after a comma of its own ("Turisme Rural X, S.L."): the part before it is the company's name
    const named = words(part.replace(COMPANY_FORM, ' ')).length ? part : `${parts[i - 1] ?? ''} ${part}`;
    const distinctive = words(named.replace(COMPANY_FORM, ' ')).filter((w) => w.length > 2 && !LODGING.test(w));
    return distinctive.length > 0 && !ownName(distinctive, ownNames);
  });
}


/** Placeholder streets of themes and templates, and their contact lines ("123 Main Street", "Calle Falsa 123", "info@example.com", "(555) 123-4567"). */
const DEMO_ADDRESS = /(?<![\p{L}\p{N}])(?:123,? main st(?:reet)?|1600 amphitheatre parkway|calle falsa|1234 (?:street|main)|your (?:street|address)|street name \d|musterstra(?:ß|ss)e|rue de l'exemple|via esempio|rua exemplo)(?!\p{L})/iu;
const DEMO_CONTACT = /@(?:example|ejemplo|exemple|beispiel|esempio|exemplo|yourdomain|domain|yoursite|company)\.(?:com|org|net|es|fr|de|it|pt)\b|(?:^|[\s(:])\(?555\)?[\s.-]\d{3}[\s.-]?\d{3,4}\b/iu;

/**
 * The lines of a snippet's block: up to three before it on its page, back to the previous
 * block's phone or e-mail line, and up to three after it, up to the next address.
 */
function blockAround(page: S[], s: S): { head: string[]; tail: string[] } {
  const i = page.indexOf(s);
  if (i < 0) return { head: [], tail: [] };
  const head: string[] = [];
  for (let j = i - 1; j >= 0 && head.length < 3; j--) {
    const c = page[j]!.content;
    if (hasContact(c) || looksLikeContact(c)) break;
    head.unshift(c);
  }
  const tail: string[] = [];
  for (let j = i + 1; j < page.length && tail.length < 3; j++) {
    const c = page[j]!.content;
    if (hasStreetAddress(c) || hasPostcode(c)) break;
    tail.push(c);
  }
  return { head, tail };
}

/**
 * Whether an address snippet is another address than the house's: the demo block of the theme,
 * or an address its own text, heading or neighbouring lines give to a company, a mailbox, a
 * booking office or a sister house. 'demo' is never the hotel's; 'other' loses to any address
 * without such company.
 */
export function addressRole(s: S, page: S[], ownNames: readonly string[] = []): 'demo' | 'other' | null {
  const { head, tail } = blockAround(page, s);
  // a footer's one-line block opens with the house's name ("Hôtel Ar Men – 4, place de l'Église – …")
  const opening = s.content.split(/\n|\s+[·•|–—-]\s+/u)[0] ?? '';
  if (opening !== s.content && lineNamesOtherHouse(opening, ownNames)) return 'other';
  if (DEMO_ADDRESS.test(s.content) || [...head, ...tail, s.content].some((l) => DEMO_CONTACT.test(l))) return 'demo';
  if (PO_BOX.test(s.content) || foreignCompany(s.content, ownNames)) return 'other';
  if (OTHER_ADDRESS_CONTEXT.test(s.section ?? '') || OTHER_ADDRESS_CONTEXT.test(s.content.split(/[:\n]/)[0] ?? '')) return 'other';
  // the name and labels over the block ("Operated by:", "Lipa turizem d.o.o.")
  if (head.some((l) => l.length <= 80 && (foreignCompany(l, ownNames) || OTHER_ADDRESS_CONTEXT.test(l) || PO_BOX.test(l) || lineNamesOtherHouse(l, ownNames)))) return 'other';
  return null;
}

function addressScore(a: string): number {
  let s = 0;
  // a sentence that mentions the address ("Since March you find us at …, five minutes from …") is not the address line
  if ((a.match(/(?:^|\s)\p{Ll}[\p{Ll}'’]*/gu) ?? []).length > 5) s -= 2;
  if (/\b\d{1,6}\b/.test(a)) s += 1;
  if (hasPostcode(a) || /\b[A-Z]{2}\s+\d{5}\b|\b\d{5}\b|\d{3}-\d{4}/.test(a)) s += 2;
  s += Math.min(a.split(',').length, 5) * 0.5;
  if (a.length > 150) s -= 3;
  return s;
}

/** "The Old Rectory, Church Lane, …": the hotel's name written before its address is no part of it. */
function withoutName(a: string, name: string | null): string {
  if (!name) return a;
  const own = words(name).join(' ');
  const parts = a.split(/\s*,\s*/);
  if (parts.length < 2 || !own) return a;
  if (words(parts[0]!).join(' ') === own) return parts.slice(1).join(', ');
  // the name in other letters or shorter ("GOSTIŠČE LIPA" for "Gostišče Lipa Kobarid"): two words or more, all the name's, before the street
  const first = words(parts[0]!);
  const mine = new Set(words(name));
  return !/\d/.test(parts[0]!) && first.length >= 2 && first.every((w) => mine.has(w)) && /\d/.test(parts[1]!) ? parts.slice(1).join(', ') : a;
}

/** A place alone on its line, or a few of them ("Mousehole, Penzance"). */
function isPlaceLine(c: string): boolean {
  const parts = c.split(/\s*,\s*/);
  return c.length <= 60 && parts.length <= 3 && parts.every((p) => PLACE_LINE.test(p) && p.split(/\s+/).length <= 4);
}

/**
 * A postcode alone on its line after the lines it closes ("North Cliff", "Mousehole, Penzance",
 * "TR19 6QX"): the place lines before it, up to three, on the same page.
 */
function blockBefore(list: S[], i: number): S[] {
  const head: S[] = [];
  for (let j = i - 1; j >= 0 && head.length < 3; j--) {
    const c = list[j]!.content.trim();
    // a street without its type word ("Steiger 16", "144 Trần Phú, Hoa Lư") counts as one right above the postcode line
    const bare = head.length === 0 && (isBareStreetLine(c) || isNumberFirstStreetLine(c));
    if (c.includes('\n') || hasContact(c) || !(isPlaceLine(c) || hasStreetAddress(c) || bare)) break;
    // the block is under one heading: a line under another (the page's own title, "Contactos") is none of it
    if ((list[j]!.section ?? '') !== (list[i]!.section ?? '')) break;
    head.unshift(list[j]!);
    // an address starts at its street: a place line above it is the block's name or heading
    if (hasStreetAddress(c) || bare) break;
  }
  return head;
}

/** Whether the visible text writes the street of an address (its first part with a number). */
function streetWritten(address: string, snippets: S[]): boolean {
  const street = address.split(/\s*,\s*/).find((p) => /\d/.test(p));
  if (!street) return true;
  const w = ` ${words(street).join(' ')} `;
  return snippets.some((s) => s.method === 'text' && ` ${words(s.content).join(' ')} `.includes(w));
}

/** The text snippets that write a structured address's street, or its postcode when it has no street. */
function writtenIn(address: string, snippets: S[]): S[] {
  const parts = address.split(/\s*,\s*/);
  const key = parts.find((p) => /\d/.test(p) && /\p{L}{3}/u.test(p)) ?? parts.find((p) => /^[A-Z]{0,2}-?\d[\d -]{2,8}$/.test(p));
  if (!key) return [];
  const w = ` ${words(key).join(' ')} `;
  return snippets.filter((s) => s.method === 'text' && ` ${words(s.content).join(' ')} `.includes(w));
}

function sharesPlace(a: string, b: string): boolean {
  const place = (x: string): string[] => words(x).filter((w) => w.length > 2 && !/\d/.test(w));
  const other = new Set(place(b));
  return place(a).some((w) => other.has(w));
}

const OTHER_ADDRESS_PENALTY = 4;
/** Each page beyond the first that writes an address, up to PAGES_COUNTED of them: the footer and contact page of a house write its own. */
const PAGE_WEIGHT = 0.3;
const PAGES_COUNTED = 3;
/** An address under a heading that is the house's own name. */
const OWN_NAME_WEIGHT = 0.3;

/**
 * How far an address agrees with the rest of the site, to decide between addresses nothing else
 * tells apart: a house writes its own street on several pages (the footer, the contact page, the
 * directions) where another's stands once in its box, and its own town is in its name or its
 * pages' titles. Worth less than one line of address, so it never outweighs the address's shape.
 */
function agreement(value: string, snippets: S[], names: readonly string[]): number {
  // its street, or its house number with its postcode, so that two spellings of one street
  // ("Ave", "Avenue") agree alike while another house in the same postcode does not
  const code = POSTCODES.map((p) => p.re.exec(value)?.[0]).find(Boolean) ?? [...value.matchAll(/(?<![\p{L}\p{N}])\d{4,5}(?![\p{L}\p{N}])/gu)].pop()?.[0];
  const number = /(?<![\p{L}\p{N}])\d{1,5}[a-z]?(?![\p{L}\p{N}])/iu.exec(value.split(/\s*,\s*/).find((p) => /\d/.test(p) && /\p{L}{3}/u.test(p) && !(code && p.includes(code))) ?? '')?.[0];
  const sameNumber = new RegExp(`(?<![\\p{L}\\p{N}])${number}(?![\\p{L}\\p{N}])`, 'iu');
  const written = [
    ...writtenIn(value, snippets),
    ...(code && number ? snippets.filter((s) => s.method === 'text' && s.content.includes(code) && sameNumber.test(s.content.replace(code, ' '))) : []),
  ];
  const pages = new Set(written.map((s) => s.pageUrl)).size;
  let score = Math.min(Math.max(pages - 1, 0), PAGES_COUNTED) * PAGE_WEIGHT;
  // the town: a word of the parts after the street, the country aside
  const parts = value.split(/\s*,\s*/);
  const street = parts.findIndex((p) => /\d/.test(p) && /\p{L}{3}/u.test(p) && !(code && p.includes(code)));
  const place = parts.filter((p, i) => i > street && !isCountryLine(p)).flatMap((p) => words(p)).filter((w) => w.length > 3 && !/\d/.test(w));
  const named = new Set(names.flatMap((n) => words(n)));
  // or the site's domain holds it ("…-lausanne.ch", "keswickinn.co.uk")
  const host = siteKey(snippets) ?? '';
  if (place.some((w) => named.has(w) || (w.length >= 5 && host.includes(w)))) score += 0.3;
  return score;
}

/** The postcode digits of an address ("843 00" and "84300" alike), and its house numbers. */
function codeAndNumbers(a: string): { codes: string[]; numbers: string[] } {
  const joined = a.replace(/(?<=\d{3})\s(?=\d{2}(?!\d))/gu, '');
  const codes = [...joined.matchAll(/(?<![\p{L}\p{N}])\d{4,6}(?![\p{L}\p{N}])/gu)].map((m) => m[0]);
  const numbers = [...joined.matchAll(/(?<![\p{L}\p{N}])\d{1,3}[a-z]?(?![\p{L}\p{N}])/giu)].map((m) => m[0].toLowerCase());
  return { codes, numbers };
}

/** An address whose last part, or the last part's end after a dash, is a country ("…, Italia", "… (CO) – Italia"). */
function writesCountry(a: string): boolean {
  const last = a.split(/\s*,\s*/).pop() ?? '';
  return isCountryLine(last) || isCountryLine(last.split(/\s+[–—-]\s+/).pop() ?? '');
}

/** A page under a language prefix ("/en/", "/de-at/"): a translation, not the site's own writing. */
function secondLanguagePage(url: string): boolean {
  try {
    return /^\/[a-z]{2}(?:[-_][a-z]{2})?(?:\/|$)/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

function letterWords(a: string): number {
  return words(a).filter((w) => !/\d/.test(w)).length;
}

/** Two writings of one address: the same postcode, and the same house numbers where either has one. */
function sameAddress(a: string, b: string): boolean {
  const x = codeAndNumbers(a);
  const y = codeAndNumbers(b);
  if (!x.codes.length || !x.codes.some((c) => y.codes.includes(c))) return false;
  return x.numbers.length === y.numbers.length && x.numbers.every((n) => y.numbers.includes(n));
}

/** Lines that are each an address of their own: both carry a postcode, or the second a street and a postcode. */
function twoAddresses(a: string, b: string): boolean {
  return (hasPostcode(a) && hasPostcode(b)) || (hasStreetAddress(b) && hasPostcode(b));
}

/**
 * `context`: every snippet, untyped lines too (a block's name or a label over it is often
 * untyped); only read to tell whose address a line is.
 */
export function pickAddress(snippets: S[], trust: StructuredTrust, name: string | null = null, context: S[] = snippets): { value: string | null; ids: string[]; parts: AddressParts } {
  // text: adjacent address lines on one page ("street" then "city, ST zip") are one address
  const text = snippets.filter((s) => s.type === 'address' && s.method === 'text');
  const byPage = new Map<string, S[]>();
  for (const s of snippets) if (s.method === 'text') byPage.set(s.pageUrl, [...(byPage.get(s.pageUrl) ?? []), s]);
  const cands: { value: string; ids: string[]; score: number }[] = [];
  const contextPage = new Map<string, S[]>();
  for (const s of context) if (s.method === 'text') contextPage.set(s.pageUrl, [...(contextPage.get(s.pageUrl) ?? []), s]);
  // the house's own names: the one picked and the pages' titles
  const ownNames = [...(name ? [name] : []), ...context.filter((s) => s.type === 'hotel_name' && s.method === 'meta').map((s) => s.content)];
  // a marked block's neighbours on the page are not its lines: only its own text speaks for it
  const roleOf = (s: S): 'demo' | 'other' | null => addressRole(s, MARKED_BLOCK.test(s.section ?? '') ? [s] : (contextPage.get(s.pageUrl) ?? [s]), ownNames);
  const roles = new Map(text.map((s) => [s.id, roleOf(s)]));
  // another's address loses to any address of the house's own (see addressRole)
  const penalty = (ids: string[]): number => (ids.some((id) => roles.get(id) === 'other') ? OTHER_ADDRESS_PENALTY : 0);
  for (let i = 0; i < text.length; i++) {
    const s = text[i]!;
    if (roles.get(s.id) === 'demo') continue;
    const a = withoutName(cleanAddress(s.content, s.section === ADDRESS_HEADING_SECTION), name);
    if (!a) continue;
    // a block the markup marks as an address, or that a contact link closes, is one: worth most of a
    // label's line (a map link's place is the map's spelling, "Ave" for the "Avenue" the page writes)
    const marked = /^(?:address element|contact block)$/.test(s.section ?? '') && s.content.includes('\n') ? MARKED_WEIGHT : 0;
    cands.push({ value: a, ids: [s.id], score: addressScore(a) + marked + (ADDRESS_LABEL.test(s.content.replace(/^\p{L}+\s+(?=\p{L}+\s*:)/u, '')) ? 1 : 0) - penalty([s.id]) });
    const page = byPage.get(s.pageUrl) ?? [];
    if (!s.content.includes('\n') && isPostcodeLine(s.content) && !hasStreetAddress(s.content)) {
      // (the lines above a postcode line may be untyped: a street with neither a type word nor a code is no address alone)
      const around = contextPage.get(s.pageUrl) ?? page;
      const head = blockBefore(around, around.indexOf(s));
      if (head.length) {
        const joined = withoutName(dedupeParts([...head.map((n) => n.content.trim()), a].join(', ')), name);
        const ids = [...head.map((n) => n.id), s.id];
        cands.push({ value: joined, ids, score: addressScore(joined) + 0.75 - penalty(ids) });
      }
    }
    const block = s.content.includes('\n') ? [] : blockAfter(page, page.indexOf(s));
    if (block.length) {
      const joined = dedupeParts([a, ...block.map((n) => n.content.trim())].join(', '));
      const ids = [s.id, ...block.map((n) => n.id)];
      cands.push({ value: joined, ids, score: addressScore(joined) + 0.75 - penalty(ids) });
    }
    const next = text[i + 1];
    // (a line may end on a word of a script without capitals, Thai's "ตำบลนางแล" as a street's last word)
    // a block the markup marks (an <address>, a contact block, a map's place) is whole already;
    // two postcodes, or a next line that is a whole address itself, are two addresses
    if (next && next.pageUrl === s.pageUrl && !MARKED_BLOCK.test(s.section ?? '') && roles.get(next.id) !== 'demo' && !twoAddresses(s.content, next.content) && /,$|\d\s*$|[a-z.]$|[\p{Lo}\p{M}]$/iu.test(s.content.trim()) && s.content.length < 80) {
      const b = cleanAddress(next.content);
      const joined = b ? dedupeParts(`${a}, ${b}`) : a;
      if (joined !== a) cands.push({ value: joined, ids: [s.id, next.id], score: addressScore(joined) + 0.5 - penalty([s.id, next.id]) });
    }
  }
  const byId = new Map(context.map((s) => [s.id, s]));
  // the house's own name over the block ("Quinta X" above its street) says whose it is, as a heading over another's does
  const underOwnName = (ids: string[]): boolean => {
    const heading = words(byId.get(ids[0]!)?.section ?? '').filter((w) => w.length > 2 && !LODGING.test(w));
    return heading.length > 0 && ownName(heading, ownNames);
  };
  for (const c of cands) c.score += agreement(c.value, snippets, ownNames) + (underOwnName(c.ids) ? OWN_NAME_WEIGHT : 0);
  cands.sort((x, y) => y.score - x.score);
  const best = cands[0];
  // a site builder's location settings (see extract/structured-data.ts) stand in for an address the
  // pages do not write; beside a written one they are the owner's setting, not the page, and only
  // lend it their country (siteCountry)
  const pagesWrite = !!best && best.score + penalty(best.ids) >= 1.5;
  const builder = snippets.filter((s) => s.type === 'address' && s.section === SITE_BUILDER && trust.ok(s));
  const structured = snippets.filter((s) => s.type === 'address' && s.method !== 'text' && trust.ok(s) && !(pagesWrite && s.section === SITE_BUILDER));
  if (structured.length) {
    const rank = (s: S): number => addressScore(s.content) + (isHome(s.pageUrl) ? 1 : 0);
    const top = structured.sort((a, b) => rank(b) - rank(a))[0]!;
    // structured data left from an old address in the same town: when the pages never write its
    // street and show a full address (street and postcode) in that town, the visible page wins; a
    // true structured address is written on the pages too, so a sister house's line cannot win
    // structured data of the operating company (schema.org Organization on a hotel's site): when
    // the pages write its street or postcode only as another's address (a company line, a P.O.
    // box), the visible address wins
    const written = writtenIn(top.content, snippets);
    const others = written.length > 0 && written.every((w) => roleOf(w) === 'other');
    // the same address written out on the pages (its postcode and house number): the pages' own
    // spelling, in the site's language and order, stands for the data's machine form ("CO 22021", "GR")
    // (a US address drops its code: its data form is the written one)
    const coded = /,\s*(?!US$)[A-Z]{2}$/.test(top.content);
    const sameWritten = coded && !!best && penalty(best.ids) === 0 && best.score >= 1.5 && writesCountry(best.value) && best.ids.every((id) => !secondLanguagePage(byId.get(id)?.pageUrl ?? '')) && sameAddress(best.value, top.content) && letterWords(best.value) >= letterWords(top.content.replace(/,\s*[A-Z]{2}$/, ''));
    if (!sameWritten && !(best && hasStreetAddress(best.value) && hasPostcode(best.value) && sharesPlace(best.value, top.content) && !streetWritten(top.content, snippets)) && !(others && best && best.score + penalty(best.ids) >= 1.5)) {
      const native = nativeOrder(top.content, context);
      if (native) return { value: native.value, ids: [native.id], parts: localityOf(native.value) };
      const value = tidyCountry(top.content, snippets);
      return { value, ids: [top.id], parts: localityOf(value) };
    }
  }
  // the penalty ranks; an address alone on the site is the house's even with its company's name beside it
  if (!best || best.score + penalty(best.ids) < 1.5) return localityFallback(snippets);
  const done = completeAddress(best.value, best.ids, snippets);
  const value = siteCountry(withCountry(done.value, snippets, context), builder, snippets);
  return { value, ids: done.ids, parts: localityOf(value) };
}

const SITE_BUILDER = 'site builder location';

const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Structured data lists an address's parts smallest first, as the schema's fields run (street,
 * town, region, postcode); Japanese, Korean and Chinese write them largest first, without commas
 * ("〒605-0074 京都府京都市東山区…", "충청북도 괴산군 …"). A page line that writes every part of the
 * structured address and little else is the same address in the order its own language writes it.
 */
function nativeOrder(structured: string, snippets: S[]): { value: string; id: string } | null {
  if (!EAST_ASIAN.test(structured)) return null;
  const flat = (x: string): string => x.replace(/[\s,、，〒]/gu, '');
  const keys = structured
    .split(/\s*,\s*/)
    .filter((p) => !isCountryLine(p) && !/^[A-Z]{2}$/.test(p))
    .flatMap((p) => p.split(/\s+/))
    .map(flat)
    .filter(Boolean);
  if (keys.length < 2) return null;
  for (const s of snippets) {
    if (s.method !== 'text' || s.content.length > 120 || s.content.includes('\n')) continue;
    const value = cleanAddress(s.content);
    let rest = flat(value);
    if (!keys.every((k) => rest.includes(k))) continue;
    for (const k of keys) rest = rest.replace(k, '');
    // the parts and at most a few marks besides, not a sentence that names the address
    if (rest.length <= 2 && value !== structured) return { value, id: s.id };
  }
  return null;
}

/**
 * The country of a site builder's location settings for the same address (its postcode, or its
 * street), when the written address names none: the owner typed it where the pages leave it out.
 */
function siteCountry(value: string, builder: S[], snippets: S[]): string {
  if (writesCountry(value) || /\b[A-Z]{2}\s+\d{5}\b/.test(value)) return value;
  const key = (x: string): string => ` ${words(x).join(' ')} `;
  for (const b of builder) {
    const parts = b.content.split(/\s*,\s*/);
    const country = parts[parts.length - 1]!;
    if (parts.length < 3 || !isCountryLine(country)) continue;
    const code = POSTCODES.map((p) => p.re.exec(b.content)?.[0]).find(Boolean);
    const same = (code && value.includes(code)) || key(value).includes(key(parts[0]!));
    if (same) return tidyCountry(`${value}, ${country}`, snippets);
  }
  return value;
}

/**
 * No postal address anywhere: the place names a sentence ends on ("... rises over Filettole, Pisa")
 * are the best one-line location the pages give.
 */
function localityFallback(snippets: S[]): { value: string | null; ids: string[]; parts: AddressParts } {
  const PLACE = "\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?";
  const re = new RegExp(`\\b(?:in|over|near|at|en|à|a|nel|nella|di|bei|im)\\s+(${PLACE}(?:,\\s*${PLACE}){1,3})\\s*[.!]?$`, 'u');
  const ordered = [...snippets].sort((a, b) => Number(isRoot(b.pageUrl)) - Number(isRoot(a.pageUrl)));
  // "Located in the exclusive area of Las Conchas": a location sentence ending on a place
  // (no `i` flag: with it, \p{Lu} would match lower-case words too)
  const located = new RegExp(`^(?:[Ll]ocated|[Ss]ituated|[Ss]et|[Nn]estled|[Uu]bicad[oa]|[Ss]ituad[oa]|[Ll]ocalizad[oa]|[Ss]itu[ée]e?|[Nn]ich[ée]e?|[Ss]ituat[oa]|[Ii]mmers[oa]|[Gg]elegen)\\b.*\\b(?:in|of|at|en|de|del|à|au|di|della|nel|nella|im|in der)\\s+(${PLACE}(?:,\\s*${PLACE}){0,3})\\s*[.!]?$`, 'u');
  // "the gifts of Governor Generoso, Davao Oriental and experience …": a town and its region mid-sentence
  const townRegion = new RegExp(`\\b(?:in|of|at|en|à|nel|nella|di|de|im)\\s+(${PLACE},\\s*${PLACE})(?=\\s+(?:and|et|e|y|und)\\b|\\s*[.;:!]|$)`, 'u');
  for (const pattern of [re, located, townRegion]) {
    for (const s of ordered) {
      if (s.method !== 'text' || !['description', 'point_of_interest', 'other'].includes(s.type)) continue;
      for (const sent of sentences(s.content)) {
        const m = pattern.exec(sent.trim());
        if (m?.[1] && !/\d/.test(m[1])) {
          const value = m[1];
          const first = value.split(',')[0]?.trim() ?? null;
          return { value, ids: [s.id], parts: { locality: first, region: value.split(',')[1]?.trim() ?? null } };
        }
      }
    }
  }
  return { value: null, ids: [], parts: { locality: null, region: null } };
}

export function localityOf(address: string): AddressParts {
  const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
  const noDigits = parts.filter((p) => !/\d/.test(p) || /^[A-Z]{2}\s+\d{5}/.test(p));
  let locality: string | null = null;
  let region: string | null = null;
  for (let i = parts.length - 1; i >= 0; i--) {
    const p = parts[i]!;
    const us = /^([A-Z]{2})\s+\d{5}/.exec(p) ?? /^([A-Z]{2})\s+[A-Z]\d[A-Z]/.exec(p);
    if (us) {
      region = us[1] ?? null;
      locality = parts[i - 1] && !/\d/.test(parts[i - 1]!) ? parts[i - 1]! : null;
      break;
    }
  }
  if (!locality) {
    const candidates = noDigits.filter((p) => !isCountryLine(p));
    // the town is what its postcode line holds besides the code ("4050-492 Porto", "3511 AH Utrecht", "Whitby YO21 3PU")
    const withPostcode = parts.find((p) => /^\d{5}\s+\p{L}/u.test(p)) ?? parts.find((p) => /\d/.test(p) && isPostcodeLine(p));
    const town = withPostcode ? POSTCODES.reduce((acc, pc) => acc.replace(pc.re, ' '), withPostcode).replace(/^\s*(?:[A-Z]{1,2}-)?\d{4,5}\s+/, '').replace(/\(.*?\)/g, ' ').replace(/\s+\d{1,2}$/, '').replace(/[\s,–-]+$/u, '').replace(/\s+/g, ' ').trim() : '';
    locality = town && !/\d/.test(town) ? town : (candidates[candidates.length > 1 ? 1 : 0] ?? null);
  }
  return { locality, region };
}
