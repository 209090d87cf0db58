import type { ProfileFields, Provenance } from '@hotel/contracts';
import type { SnippetForProfile } from '../types.ts';
import { AMENITIES, CHAINS, LODGING_WORDS } from './lexicon.ts';
import { pickAmenities } from './amenities.ts';
import { pickAttractions } from './attractions.ts';
import { capitalize, CJK_RE, fold, GENERIC_PAGE, sentences, TITLE_SEPARATORS, words } from './text.ts';
import { pickTransport } from './transport.ts';
import { StructuredTrust } from './trust.ts';

/*
 * The built-in, deterministic, offline profile model: rules over structured data and typed
 * snippets. Every value it writes comes from a snippet, and the ids of those snippets are kept as
 * the field's provenance.
 */

type S = SnippetForProfile;

const INJECTION = /\b(ignore|disregard)\b.{0,40}\b(instructions?|prompts?|above)\b|\byou are now\b|\bsystem prompt\b|\bas an ai\b|\bassistant\s*:/i;

/** The site's root page: the language the site speaks first. */
function isRoot(url: string): boolean {
  try {
    return /^\/?(index\.[a-z]+)?$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

function isHome(url: string): boolean {
  try {
    return /^\/?((en|fr|de|es|it|ja|vi)\/?)?(index\.[a-z]+)?$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

function add(prov: Provenance, path: string, ids: string[]): void {
  const list = prov[path] ?? [];
  for (const id of ids) if (!list.includes(id)) list.push(id);
  prov[path] = list;
}

// ---------------------------------------------------------------- name and brand

const TAGLINE = /^(home|homepage|accueil|inicio|startseite|trang chủ|official site|site officiel|welcome|bienvenue|benvenuti|bienvenidos|willkommen)$/i;


function tidyName(v: string): string {
  let t = v
    .replace(/^(welcome to|bienvenue (à|au|chez)|benvenuti (a|al|alla|all')|bienvenidos a|willkommen (im|in))\s+/i, '')
    .replace(/\s+(official site|official website|site officiel|sito ufficiale|sitio oficial)$/i, '')
    .replace(/[\s\-–—|:·•»*★☆]+$/u, '')
    .trim();
  // "X Berkeley, CA Hotel" / "X Bozeman Hotel": a trailing category word after a real name
  if (LODGING_WORDS.test(t.replace(/\s+(hotels?|lodging)$/i, ''))) t = t.replace(/(,\s*[A-Z]{2})?\s+(hotels?|lodging)$/i, '');
  t = t.replace(/,\s*[A-Z]{2}$/, '');
  if (/^[A-Z0-9 &'’.-]{5,}$/.test(t) && /[A-Z]{3}/.test(t)) t = t.toLowerCase().replace(/(^|\s)\p{L}/gu, (m) => m.toUpperCase());
  return t;
}

function nameCandidates(snippets: S[], trust: StructuredTrust): { value: string; ids: string[]; score: number }[] {
  const cands = new Map<string, { value: string; ids: string[]; score: number; pages: Set<string> }>();
  const bump = (value: string, s: S, w: number): void => {
    const v = tidyName(value);
    if (v.length < 2 || v.length > 80 || TAGLINE.test(v)) return;
    const ws = words(v);
    if (ws.length === 0 || ws.every((x) => GENERIC_PAGE.has(x))) return;
    const key = ws.join(' ');
    const c = cands.get(key) ?? { value: v, ids: [], score: 0, pages: new Set<string>() };
    c.score += w * (isHome(s.pageUrl) ? 1.5 : 1);
    c.pages.add(s.pageUrl);
    if (!c.ids.includes(s.id)) c.ids.push(s.id);
    cands.set(key, c);
  };
  for (const s of snippets) {
    if (s.type !== 'hotel_name' && s.type !== 'name') continue;
    const c = s.content.split('\n')[0] ?? '';
    if (s.method === 'json-ld' || s.method === 'microdata' || s.method === 'rdfa') {
      if (trust.ok(s)) bump(c, s, 3);
    } else if (s.section === 'og:site_name') bump(c, s, 3);
    else if (s.section === 'h1') bump(c, s, 1.5);
    else {
      // titles: every fragment is a candidate; the site name is the one repeated across pages
      const parts = c.split(TITLE_SEPARATORS).map((p) => p.trim()).filter(Boolean);
      parts.forEach((p, i) => bump(p, s, i === 0 ? 1 : 0.8));
    }
  }
  // names the prose keeps using ("... at El Don Resort"): a fallback for sites without titles
  const prose = new Map<string, { value: string; s: S; count: number }>();
  const NAME_IN_PROSE = /\b((?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:Resort|Hotel|Inn|Lodge|Hostel|Motel|Cottages|Villas|Auberge|Agriturismo|Ryokan))\b/gu;
  for (const s of snippets) {
    if (s.method !== 'text' || s.type !== 'description') continue;
    for (const m of s.content.matchAll(NAME_IN_PROSE)) {
      const v = (m[1] ?? '').replace(/^(The|At|In|Welcome|Visit|Stay|Our|Enjoy|Book)\s+/, '');
      if (v.split(/\s+/).length < 2) continue;
      const key = words(v).join(' ');
      const e = prose.get(key) ?? { value: v, s, count: 0 };
      e.count++;
      prose.set(key, e);
    }
  }
  const existing = [...cands.keys()];
  for (const e of prose.values()) if (e.count >= 2 && !existing.some((k) => k.includes(words(e.value).join(' ')))) bump(e.value, e.s, Math.min(2, 0.5 * e.count) / (isHome(e.s.pageUrl) ? 1.5 : 1));
  const list = [...cands.values()];
  for (const c of list) {
    if (LODGING_WORDS.test(c.value)) c.score += 1.5;
    const ws = c.value.split(/\s+/);
    const lowerFunction = ws.filter((w) => /^(and|in|of|the|with|for|et|de|des|du|di|e|y|en|con|per|und|mit|im)$/.test(w)).length;
    // taglines read like sentences ("Authentic X and Y in Z")
    if (/[.!?]$/.test(c.value) || ws.length > 8 || (lowerFunction >= 2 && ws.length > 4)) c.score -= 3;
    if (c.pages.size > 1) c.score += 0.5 * (c.pages.size - 1);
    if ([...c.pages].some(isRoot)) c.score += 1.5;
    if ((c.value.match(/[\u3040-\u30ff\u3400-\u9fff]/gu) ?? []).length > 10) c.score -= 3;
  }
  return list.sort((a, b) => b.score - a.score || a.value.length - b.value.length);
}

function pickBrand(name: string | null, snippets: S[], trust: StructuredTrust): { value: string | null; ids: string[] } {
  for (const s of snippets) {
    if (s.type === 'brand' && trust.ok(s) && (!name || !fold(name).includes(fold(s.content)) || CHAINS.some((c) => c.pattern.test(s.content)))) {
      const chain = CHAINS.find((c) => c.pattern.test(s.content));
      return { value: chain ? chain.brand : s.content, ids: [s.id] };
    }
  }
  if (name) {
    const chain = CHAINS.find((c) => c.pattern.test(name));
    if (chain) return { value: chain.brand, ids: snippets.filter((s) => s.type === 'hotel_name' && chain.pattern.test(s.content)).map((s) => s.id).slice(0, 3) };
  }
  return { value: null, ids: [] };
}

// ---------------------------------------------------------------- address

const CONTACT_CUT = /\s*(?:\b(?:tel|phone|telephone|téléphone|telefono|teléfono|fax|hotline|mobile|email|e-mail|website|call us|reservations?)\b\.?\s*:?|\+\d|\(\d{3}\)|\b\d{3}[.-]\d{3}[.-]\d{4}\b|[\w.+-]+@).*/is;

function cleanAddress(s: string): string {
  let a = s.replace(/\n/g, ', ');
  a = a.replace(/^.*?\b(address|adresse|indirizzo|dirección|direccion|add|addr|địa chỉ|住所)\s*[:：]\s*/i, '');
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
  for (const p of a.split(/\s*,\s*/)) {
    const w = ` ${words(p).join(' ')} `;
    if (w.trim() && !parts.some((q) => ` ${words(q).join(' ')} `.includes(w))) parts.push(p);
  }
  return parts.join(', ').replace(/\s+/g, ' ').trim();
}

const COUNTRY_LINE = /^(?:italy|italia|france|españa|spain|espagne|deutschland|germany|allemagne|österreich|austria|schweiz|suisse|switzerland|svizzera|portugal|belgique|belgium|nederland|netherlands|canada|mexico|méxico|usa|united states|united kingdom|uk|japan|vietnam|việt nam|philippines|honduras)$/iu;
/** "38030 Ziano di Fiemme (TN)", "69001 Lyon", "Durango CO 81301": the postcode-and-town line of an address. */
const POSTCODE_TOWN = /^(?:\d{4,5}\s+\p{Lu}[\p{L}'’. -]{1,40}(?:\s*\(\s*\p{Lu}{2}\s*\))?|\p{Lu}[\p{L}'’. -]{1,30},?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?)$/u;

/**
 * A street without its town ("Via Sentiero degli alpini 2"): the site's postcode-and-town line,
 * and the country line that follows it, complete it.
 */
function completeAddress(value: string, ids: string[], snippets: S[]): { value: string; ids: string[] } {
  if (/\d{4,5}|[A-Z]{2}\s+\d{5}|,/.test(value.replace(/^\S*\d+\S*\s/, ''))) return { value, ids };
  const text = snippets.filter((s) => s.method === 'text' && ['address', 'contact', 'transport', 'other', 'description'].includes(s.type));
  for (let i = 0; i < text.length; i++) {
    const line = text[i]!.content.trim();
    if (line.length > 50 || !POSTCODE_TOWN.test(line)) continue;
    let out = `${value}, ${line.replace(/(\p{L})\(/gu, '$1 (')}`;
    const outIds = [...ids, text[i]!.id];
    const next = text[i + 1];
    if (next && next.pageUrl === text[i]!.pageUrl && COUNTRY_LINE.test(next.content.trim())) {
      out += `, ${next.content.trim()}`;
      outIds.push(next.id);
    }
    return { value: out, ids: outIds };
  }
  return { value, ids };
}

const COUNTRY_CODES: Record<string, string> = { CA: 'Canada', MX: 'Mexico', FR: 'France', IT: 'Italy', ES: 'Spain', DE: 'Germany', JP: 'Japan', VN: 'Vietnam', GB: 'United Kingdom', UK: 'United Kingdom', AU: 'Australia', PH: 'Philippines', HN: 'Honduras' };

/** Structured addresses carry ISO country codes; US addresses are written without the country. */
function tidyCountry(a: string): string {
  const m = /,\s*([A-Z]{2}|USA)$/.exec(a);
  if (!m) return a;
  const code = m[1]!;
  if (code === 'US' || code === 'USA') return /\b[A-Z]{2}\s+\d{5}/.test(a) ? a.slice(0, m.index) : a;
  const name = COUNTRY_CODES[code];
  return name ? `${a.slice(0, m.index)}, ${name}` : a;
}

function addressScore(a: string): number {
  let s = 0;
  if (/\b\d{1,6}\b/.test(a)) s += 1;
  if (/\b[A-Z]{2}\s+\d{5}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\b\d{5}\b|\d{3}-\d{4}/.test(a)) s += 2;
  s += Math.min(a.split(',').length, 5) * 0.5;
  if (a.length > 150) s -= 3;
  return s;
}

function pickAddress(snippets: S[], trust: StructuredTrust): { value: string | null; ids: string[]; parts: { locality: string | null; region: string | null } } {
  const structured = snippets.filter((s) => s.type === 'address' && s.method !== 'text' && trust.ok(s));
  if (structured.length) {
    const rank = (s: S): number => addressScore(s.content) + (isHome(s.pageUrl) ? 1 : 0);
    const best = structured.sort((a, b) => rank(b) - rank(a))[0]!;
    const value = tidyCountry(best.content);
    return { value, ids: [best.id], parts: localityOf(value) };
  }
  // text: adjacent address lines on one page ("street" then "city, ST zip") are one address
  const text = snippets.filter((s) => s.type === 'address' && s.method === 'text');
  const cands: { value: string; ids: string[]; score: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const s = text[i]!;
    const a = cleanAddress(s.content);
    if (!a) continue;
    cands.push({ value: a, ids: [s.id], score: addressScore(a) });
    const next = text[i + 1];
    if (next && next.pageUrl === s.pageUrl && /,$|\d\s*$|[a-z.]$/i.test(s.content.trim()) && s.content.length < 80) {
      const b = cleanAddress(next.content);
      const joined = b ? dedupeParts(`${a}, ${b}`) : a;
      if (joined !== a) cands.push({ value: joined, ids: [s.id, next.id], score: addressScore(joined) + 0.5 });
    }
  }
  cands.sort((x, y) => y.score - x.score);
  const best = cands[0];
  if (!best || best.score < 1.5) return localityFallback(snippets);
  const done = completeAddress(best.value, best.ids, snippets);
  return { value: done.value, ids: done.ids, parts: localityOf(done.value) };
}

/**
 * No postal address anywhere: the place names a sentence ends on ("... rises over Filettole, Pisa")
 * are the best one-line location the pages give.
 */
function localityFallback(snippets: S[]): { value: string | null; ids: string[]; parts: { locality: string | null; region: string | null } } {
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

function localityOf(address: string): { locality: string | null; region: string | null } {
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
    const candidates = noDigits.filter((p) => !/^(usa?|united states|canada|italia|italy|france|españa|spain|mexico|méxico|japan|vietnam|deutschland|germany)$/i.test(p));
    const withPostcode = parts.find((p) => /^\d{5}\s+\p{L}/u.test(p));
    locality = withPostcode ? withPostcode.replace(/^\d{5}\s+/, '') : (candidates[candidates.length > 1 ? 1 : 0] ?? null);
  }
  return { locality, region };
}

// ---------------------------------------------------------------- description and situated

const DESC_JUNK = /(book (now|direct)|best rates?|call (us|now)|click|reserve|newsletter|subscribe|cookie|copyright|©|all rights|\bphone\b|\btel\b|@|https?:|www\.|continue reading|read more|javascript|thank you for considering|points? for a free night)/i;
/**
 * Opening hours, schedules and prices say when and for how much, not what the hotel is ("Available
 * 7 days a week between 8am to 5pm", "For a package of SIX THOUSAND PESOS", "Orari: 8-20").
 */
const DESC_SCHEDULE_OR_PRICE = /(\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\b\d+\s*days? a week\b|\bopening hours\b|\bopen daily\b|\bhours of operation\b|\boperating hours\b|\bhoraires? d'ouverture\b|\borari(?:o)? di apertura\b|\bhorario de atención\b|\böffnungszeiten\b|\b(?:pesos|php|usd|eur|euros?|dollars?|vnd|yen)\b|[$€£¥₱]\s?\d|\d\s?[$€£¥₱])/i;

function pickDescription(snippets: S[], trust: StructuredTrust, name: string | null): { value: string | null; ids: string[] } {
  const pool: { text: string; id: string; score: number; order: number }[] = [];
  let order = 0;
  const nameWords = new Set(name ? words(name) : []);
  const seen = new Set<string>();
  for (const s of snippets) {
    const structured = s.method !== 'text';
    const usable =
      (s.type === 'description' && (!structured || trust.ok(s))) ||
      ((s.type === 'amenity' || s.type === 'transport' || s.type === 'dining' || s.type === 'room' || s.type === 'point_of_interest') && s.method === 'text' && !s.content.includes('\n') && s.content.length > 80);
    if (!usable) continue;
    for (const sent of sentences(s.content)) {
      order++;
      const ws = words(sent);
      if (ws.length < 6 || ws.length > 60 || DESC_JUNK.test(sent) || DESC_SCHEDULE_OR_PRICE.test(sent) || INJECTION.test(sent)) continue;
      // a fragment cut from the middle of a sentence
      if (/^\p{Ll}/u.test(sent)) continue;
      // keep to the name's script: a Latin-named hotel's profile does not mix in its Japanese page
      if (name && CJK_RE.test(sent) !== CJK_RE.test(name)) continue;
      // reviews and quotes are opinions ("Je conseille à 100%")
      if (/^["“«]|\b(je|j'|i|i'm|i've|my|mon|ma|mes|io|mio|mi)\b/iu.test(sent) && !/\bi-\d/i.test(sent)) continue;
      const key = ws.slice(0, 8).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      let score = 0;
      if (s.type === 'description') score += 2;
      if (isHome(s.pageUrl)) score += 1;
      if (s.method === 'meta' || s.method === 'json-ld') score += 1;
      if (ws.some((w) => nameWords.has(w) && w.length > 3)) score += 1.5;
      if (/\b(located|situated|nestled|set in|set on|perched|lies|in the heart|overlooking|minutes? from|situ[ée]e?|si trova|ubicad[ao]|immers[ao]|au cœur|nel cuore|en el corazón|near|close to|steps from)\b/iu.test(sent)) score += 2;
      if (/\d/.test(sent)) score += 0.5;
      if (AMENITIES.some((a) => a.pattern.test(sent))) score += 1;
      if (/\b(we|our|you|your|vous|nous|noi|nostro|nuestro)\b/i.test(sent)) score -= 0.5;
      score -= Math.max(0, ws.length - 35) * 0.05;
      pool.push({ text: sent, id: s.id, score, order });
    }
  }
  if (!pool.length) return { value: null, ids: [] };
  const chosen: typeof pool = [];
  for (const p of [...pool].sort((a, b) => b.score - a.score)) {
    if (chosen.length >= 4) break;
    const pw = new Set(words(p.text));
    // skip near-duplicates of a sentence already chosen
    if (chosen.some((c) => { const cw = words(c.text); return cw.filter((w) => pw.has(w)).length / Math.max(1, Math.min(cw.length, pw.size)) > 0.6; })) continue;
    chosen.push(p);
  }
  chosen.sort((a, b) => a.order - b.order);
  const value = chosen.map((c) => (/[.!?。！？]$/u.test(c.text) ? c.text : `${c.text}.`)).join(' ');
  return { value, ids: [...new Set(chosen.map((c) => c.id))] };
}

type Lang = 'en' | 'fr' | 'it' | 'es' | 'de';

const LANG_WORDS: Record<Lang, RegExp> = {
  en: /\b(the|and|with|of|is|our|you|to)\b/gi,
  fr: /\b(le|la|les|et|avec|des|du|est|nous|vous)\b/gi,
  it: /\b(il|la|e|con|della|del|di|nostro|sono|una)\b/gi,
  es: /\b(el|la|los|las|y|con|del|es|nuestro|una)\b/gi,
  de: /\b(der|die|das|und|mit|ist|wir|sie|ein|eine)\b/gi,
};

/** The language most of the hotel's own prose is written in (for the few words the model adds). */
function proseLanguage(snippets: S[]): Lang {
  // the hotel's descriptions; a site whose prose is all typed otherwise (transport, amenities…) by its paragraphs
  let text = snippets.filter((s) => s.type === 'description' && s.method === 'text').map((s) => s.content).join(' ');
  if (text.length < 80) text = snippets.filter((s) => s.method === 'text' && s.content.length > 60 && !s.content.includes('\n')).map((s) => s.content).join(' ');
  let best: Lang = 'en';
  let bestCount = 0;
  for (const [lang, re] of Object.entries(LANG_WORDS) as [Lang, RegExp][]) {
    const n = (text.match(re) ?? []).length;
    if (n > bestCount * 1.2) {
      best = lang;
      bestCount = n;
    }
  }
  return best;
}

const FRAMES: Record<Lang, { nearby: string; access: string; amenities: string; and: string; checkIn: string; checkOut: string; floors: string; rooms: string; suites: string }> = {
  en: { nearby: 'Nearby are', access: 'getting there:', amenities: 'Amenities include', and: 'and', checkIn: 'check-in', checkOut: 'check-out', floors: 'floors', rooms: 'rooms', suites: 'suites' },
  fr: { nearby: 'À proximité :', access: 'accès :', amenities: 'Services et équipements :', and: 'et', checkIn: 'arrivée', checkOut: 'départ', floors: 'étages', rooms: 'chambres', suites: 'suites' },
  it: { nearby: 'Nei dintorni:', access: 'come arrivare:', amenities: 'Servizi:', and: 'e', checkIn: 'check-in', checkOut: 'check-out', floors: 'piani', rooms: 'camere', suites: 'suite' },
  es: { nearby: 'Cerca:', access: 'cómo llegar:', amenities: 'Servicios:', and: 'y', checkIn: 'entrada', checkOut: 'salida', floors: 'pisos', rooms: 'habitaciones', suites: 'suites' },
  de: { nearby: 'In der Nähe:', access: 'Anreise:', amenities: 'Ausstattung:', and: 'und', checkIn: 'Check-in', checkOut: 'Check-out', floors: 'Etagen', rooms: 'Zimmer', suites: 'Suiten' },
};

function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** A factual sentence from the property details (size, check-in/out) when the pages state them. */
function practicalSentence(snippets: S[], lang: Lang): { text: string | null; ids: string[] } {
  const f = FRAMES[lang];
  const parts: string[] = [];
  const ids: string[] = [];
  const find = (re: RegExp): string | null => {
    for (const s of snippets) {
      if (s.type !== 'policy') continue;
      const m = re.exec(s.content);
      if (m?.[1]) {
        if (!ids.includes(s.id)) ids.push(s.id);
        return m[1];
      }
    }
    return null;
  };
  const floors = find(/\bfloors?\s*:\s*(\d+)/i);
  const rooms = find(/\brooms?\s*:\s*(\d+)/i);
  const suites = find(/\bsuites?\s*:\s*(\d+)/i);
  const size = [floors && `${floors} ${f.floors}`, rooms && `${rooms} ${f.rooms}`, suites && `${suites} ${f.suites}`].filter((x): x is string => Boolean(x));
  if (size.length) parts.push(joinList(size, f.and));
  const checkIn = find(/\bcheck-?in(?: time)?\s*:?\s*(\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?|h)?)/i);
  const checkOut = find(/\bcheck-?out(?: time)?\s*:?\s*(\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?|h)?)/i);
  const times = [checkIn && `${f.checkIn} ${checkIn.trim()}`, checkOut && `${f.checkOut} ${checkOut.trim()}`].filter((x): x is string => Boolean(x));
  if (times.length) parts.push(times.join(', '));
  if (!parts.length) return { text: null, ids: [] };
  return { text: `${capitalize(parts.join('; '))}.`, ids };
}

/** "... of the property", "on the grounds": a place inside the hotel, not where the hotel is. */
const INSIDE_PROPERTY = /\b(?:(?:of|on|in|within|at) (?:the|our) (?:property|premises|grounds|hotel|resort|inn|estate|site)|on[- ]site)\b/i;

function pickSituated(address: { locality: string | null; region: string | null }, description: string | null, hotelName: string | null = null): string | null {
  const where = address.locality ? [address.locality, address.region].filter(Boolean).join(', ') : null;
  let phrase: string | null = null;
  // "located/situated in …" first, then "in the heart of …", each in the first sentence that says it of the hotel
  const finders: ((sentence: string) => { text: string; at: number } | null)[] = [
    (sentence) => {
      const m = /\b(?:is |are )?(?:located|situated|nestled|set|lies|sits) (in|on|at|near|between|along|within|right|just) ([^.;!?]{5,110})/i.exec(sentence);
      return m ? { text: `${m[1]} ${m[2]}`, at: m.index } : null;
    },
    (sentence) => {
      const m = /\b(in the heart of [^.;!?]{3,80}|au cœur d[eu]s? [^.;!?]{3,80}|nel cuore d[ei]l?l?[a-z']* [^.;!?]{3,80}|en el corazón de [^.;!?]{3,80})/iu.exec(sentence);
      return m?.[1] ? { text: m[1], at: m.index } : null;
    },
  ];
  const all = description ? sentences(description) : [];
  for (const find of finders) {
    for (const sentence of all) {
      const found = find(sentence);
      if (!found) continue;
      // the sentence must be about where the hotel is: "A swimming pool ... is located in the middle of the property" is not
      const subject = sentence.slice(0, found.at);
      if (AMENITIES.some((a) => a.pattern.test(subject)) || INSIDE_PROPERTY.test(found.text)) continue;
      phrase = found.text;
      break;
    }
    if (phrase) break;
  }
  if (phrase) {
    // a short phrase: stop at the clause that follows ("..., Auberge X offers its guests ...")
    const parts = phrase.split(/,\s+/);
    let out = parts[0] ?? phrase;
    for (const p of parts.slice(1)) {
      if (/^\p{Lu}/u.test(p) && p.split(' ').length <= 3 && !/\b(is|are|offers?|has|have|offre|offre|ofrece|bietet)\b/i.test(p)) out += `, ${p}`;
      else break;
    }
    out = out.split(/\s(?:is|are|offers?|offriamo|offre|ofrece|bietet|has)\s/)[0] ?? out;
    // a missing comma runs the phrase into the subject: "just west of downtown the La Quinta Inn Berkeley"
    if (hotelName) out = out.split(hotelName)[0] ?? out;
    out = out.replace(/\s+(?:the|our|l['’]|la|le|il|el)\s*(?:\p{Lu}[\p{L}&'’-]*\s+){0,5}(?:hotel|inn|resort|lodge|motel|suites|auberge|albergo|hôtel)\b.*$/iu, '');
    out = out.split(/\s+/).slice(0, 12).join(' ').replace(/[,\s]+$/, '').replace(/\s+(?:the|a|an|and|of|de|la|le|del|di)$/i, '');
    if (where && !fold(out).includes(fold(address.locality ?? ''))) out += ` (${where})`;
    return out;
  }
  return where ? `in ${where}` : null;
}

// ---------------------------------------------------------------- lists

const NEARBY_IN_DESCRIPTION = 6;

export function buildProfile(input: SnippetForProfile[]): { fields: ProfileFields; provenance: Provenance } {
  // defence in depth: the extractor drops injected text, and the model never reads it either
  const clean = input.filter((s) => !INJECTION.test(s.content));
  const snippets = clean.filter((s) => s.type !== 'other');
  const trust = new StructuredTrust(input);
  const prov: Provenance = {};

  const names = nameCandidates(snippets, trust);
  const name = names[0]?.value ?? null;
  if (names[0]) add(prov, 'name', names[0].ids);

  const brand = pickBrand(name, snippets, trust);
  if (brand.value) add(prov, 'brandName', brand.ids);

  const address = pickAddress(snippets, trust);
  if (address.value) add(prov, 'address', address.ids);

  const prose = pickDescription(snippets, trust, name);
  // amenities also read untyped snippets (the paragraphs under an amenities page's headings)
  const amenities = pickAmenities(clean, trust);
  const transport = pickTransport(snippets, name);
  const attractions = pickAttractions(snippets, name);
  // The description is 2-4 sentences: the best prose, then what the hotel offers and its key details.
  const lang = proseLanguage(snippets);
  const practical = practicalSentence(snippets, lang);
  const proseSentences = prose.value ? sentences(prose.value) : [];
  const extraSentences: string[] = [];
  const descIds = [...prose.ids];
  if (amenities.values.length >= 3) {
    const listed = amenities.values.slice(0, 14);
    // lower-case common nouns ("Outdoor pool" -> "outdoor pool") but keep names and acronyms ("WiFi", "BBQ")
    // (German nouns keep their capital)
    const inSentence = (a: string): string => (lang === 'de' ? a : a.split(' ').map((w) => (/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u.test(w) ? w.toLowerCase() : w)).join(' '));
    extraSentences.push(`${FRAMES[lang].amenities} ${joinList(listed.map(inSentence), FRAMES[lang].and)}.`);
    amenities.ids.slice(0, 14).forEach((ids) => descIds.push(...ids));
  }
  // nearby places, then the named airports and stations with their distance, in one sentence
  const nearbyParts: string[] = [];
  if (attractions.values.length >= 2) {
    const listed = attractions.values.slice(0, NEARBY_IN_DESCRIPTION);
    nearbyParts.push(joinList(listed, FRAMES[lang].and));
    attractions.ids.slice(0, NEARBY_IN_DESCRIPTION).forEach((ids) => descIds.push(...ids));
  }
  const named = transport.values.map((v, i) => ({ v, i })).filter(({ v }) => /airport|station|a[eé]ro|stazione|gare|estaci|bahnhof|flughafen|空港|駅/iu.test(v)).slice(0, 3);
  if (named.length) {
    nearbyParts.push(`${FRAMES[lang].access} ${joinList(named.map(({ v }) => v), FRAMES[lang].and)}`);
    named.forEach(({ i }) => descIds.push(...(transport.ids[i] ?? [])));
  }
  if (nearbyParts.length) extraSentences.push(capitalize(attractions.values.length >= 2 ? `${FRAMES[lang].nearby} ${nearbyParts.join('; ')}.` : `${nearbyParts.join('; ')}.`));
  if (practical.text) {
    extraSentences.push(practical.text);
    descIds.push(...practical.ids);
  }
  // a prose sentence that only lists what a composed sentence lists again ("Nearby: A, B and C.") goes
  const composedWords = new Set(extraSentences.flatMap((x) => words(x)));
  const proseKept = proseSentences.filter((p, i) => {
    const ws = words(p);
    return i === 0 || ws.filter((w) => composedWords.has(w)).length / Math.max(1, ws.length) < 0.6;
  });
  const keep = Math.max(1, 4 - extraSentences.length);
  const descParts = [...proseKept.slice(0, keep), ...extraSentences].slice(0, 4);
  const description = { value: descParts.length ? descParts.join(' ') : null, ids: [...new Set(descIds)] };
  if (description.value) add(prov, 'description', description.ids);

  const situated = pickSituated(address.parts, prose.value, name);
  if (situated) add(prov, 'situated', [...address.ids, ...description.ids]);

  amenities.ids.forEach((ids, i) => add(prov, `amenities.${i}`, ids));
  transport.ids.forEach((ids, i) => add(prov, `transportLinks.${i}`, ids));
  attractions.ids.forEach((ids, i) => add(prov, `nearbyAttractions.${i}`, ids));

  return {
    fields: {
      name,
      brandName: brand.value,
      address: address.value,
      situated,
      description: description.value,
      amenities: amenities.values,
      transportLinks: transport.values,
      nearbyAttractions: attractions.values,
    },
    provenance: prov,
  };
}
