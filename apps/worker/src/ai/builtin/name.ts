import { LODGING_WORDS } from '../../extract/lexicon.ts';
import { findBrand } from './brand.ts';
import { isHome, isRoot, siteKey, type S } from './page.ts';
import { GENERIC_PAGE, TITLE_SEPARATORS, words } from './text.ts';
import { isStructured, type StructuredTrust } from './trust.ts';

/* The hotel's name: structured data, og:site_name, the h1 and the title fragment the pages repeat. */

const TAGLINE = /^(home|home ?page|accueil|inicio|início|startseite|start|homepagina|trang chủ|official (?:web)?site|site officiel|site oficial|sitio oficial|sito ufficiale|offizielle (?:web)?seite|officiële (?:web)?site|página oficial|welcome|bienvenue|benvenuti|bienvenidos|bem-vindos?|willkommen|welkom)$/i;

/** What kind of house it is, written after its name in a title ("… B&B", "… Guest House", "… Chambres d'hôtes"). */
const KIND_SUFFIX = /^[\s,–—-]*(?:b\s?&\s?b|bnb|bed\s+(?:&|and)\s+breakfast|guest\s?house|chambres?\s+d['’]h[ôo]tes?|maison\s+d['’]h[ôo]tes?|alojamento\s+local|pensione|pension|gästehaus|agriturismo|casa\s+rural|boutique\s+hotel)$/iu;

/**
 * A welcome line's opening, up to where the name it welcomes to begins ("Welcome to the Harbour Inn",
 * "Herzlich willkommen im Gasthof X", "Bienvenue à l'Hôtel X"; the article may be elided onto the name).
 */
const WELCOME_TO =
  /^(?:(?:a\s+)?(?:warm\s+)?welcome\s+(?:to|at)|(?:herzlich\s+)?willkommen\s+(?:im|in\s+der|in|bei|auf\s+dem|auf\s+der|zum|zur|am)|bienvenue\s+(?:à|au|aux|chez)|benvenut[ioae]\s+(?:a|al|alla|allo|ai|agli|nel|nella|presso)|bienvenid[oa]s?\s+(?:a|al)|bem[\s-]vind[oa]s?\s+(?:a|ao|à)|welkom\s+(?:bij|in|op)|witamy\s+w|välkommen\s+till|velkommen\s+til)\s+(?:l['’]\s*)?|^benvenut[ioae]\s+(?:all|nell)['’]\s*/iu;
/** A line that welcomes the reader ("Welcome!", "Bienvenue dans nos chambres d'hôtes", "Herzlich willkommen"). */
const WELCOME = /^(?:(?:a\s+)?(?:warm\s+)?welcome|(?:herzlich\s+)?willkommen|bienvenue|benvenut[ioae]|bienvenid[oa]s?|bem[\s-]vind[oa]s?|welkom|witamy|välkommen|velkommen)\b/iu;
/** A salutation ("Dear guests", "Liebe Gäste", "Chers amis", "Cari ospiti", "Queridos huéspedes", "Beste gasten"). */
const SALUTATION = /^(?:dear|liebe[rs]?|chers?|chères?|cari|care|car[oa]|querid[oa]s?|estimad[oa]s?|beste|lieve|drodzy|kære|kjære|kära)\s+\p{L}+(?:\s+\p{L}+){0,2}[\s,!.]*$/iu;
/** What a welcome line welcomes to when it describes the house instead of naming it ("nos chambres d'hôtes", "unser Ferienhaus", "our cottage"). */
const POSSESSIVE = /^(?:our|nos|notre|unser(?:e[mnrs]?)?|nuestr[oa]s?|nostr[oaie]|ons|onze|nossa?s?|nosso|nasz[aey]?|vår[ta]?|vores)\b/iu;
/** A welcome to "us" ("Välkommen till oss i Delsbo", "Willkommen bei uns", "Bienvenue chez nous"): the hosts, not a name. */
const US = /^(?:us|uns|nous|noi|nosotros|nós|oss|os|nas|nás)(?![\p{L}])/iu;
/**
 * The name a welcome written in Chinese or Japanese gives ("欢迎来到逸拾光", "歡迎光臨花月", "ようこそ花月へ",
 * "花月へようこそ"): those scripts set no space between the greeting and the name; undefined when the line is no such welcome.
 */
function cjkWelcomed(t: string): string | null | undefined {
  const m = /^(?:欢迎|歡迎)(?:来到|來到|光临|光臨|入住)?(.*?)[!！。]*$/u.exec(t) ?? /^ようこそ[、,\s]*(.*?)へ?[!！。]*$/u.exec(t) ?? /^(.*?)(?:へ|に)ようこそ[!！。]*$/u.exec(t);
  if (!m) return undefined;
  const name = (m[1] ?? '').trim();
  return /\p{L}/u.test(name) ? name : null;
}

/** The name a welcome line gives ("Welcome to the Harbour Inn" -> "The Harbour Inn"); null when the line greets without one. */
export function welcomedName(line: string): string | null {
  const t = line.trim();
  if (SALUTATION.test(t) && !LODGING_WORDS.test(t)) return null;
  const cjk = cjkWelcomed(t);
  if (cjk !== undefined) return cjk;
  if (!WELCOME.test(t)) return t;
  const m = WELCOME_TO.exec(t);
  if (!m) {
    // "Welcome Inn": the greeting is the name when a kind of house follows it
    const next = t.replace(WELCOME, '').trim().split(/\s+/)[0] ?? '';
    return next && LODGING_WORDS.test(next) ? t : null;
  }
  const rest = t
    .slice(m[0].length)
    // "Welcome to the X Website!": the site, not the house
    .replace(/\s+(?:(?:official\s+)?(?:web)?site|home\s?page|webseite|internetseite|site\s+internet|sitio\s+web|sito(?:\s+web)?)\s*[.!]*$/iu, '')
    .replace(/[\s.!]+$/u, '')
    .replace(/^the\s+/u, 'The ');
  if (!rest || POSSESSIVE.test(rest) || US.test(rest) || WELCOME.test(rest)) return null;
  return rest;
}

/** Words for the website itself, which a house's name never holds (folded as `words` folds them). */
const WEBSITE = new Set(['site', 'website', 'webseite', 'homepage', 'sito', 'sitio', 'blog', 'wordpress', 'webpage', 'webside', 'webbplats', 'strona']);

/** The name a logo's alt text gives: without the word "logo", up to a tagline ("X — Town", "X – boutique hotel"); null for a file name. */
function logoText(alt: string): string | null {
  if (/\.(?:png|jpe?g|gif|svg|webp)$/i.test(alt) || /^[\w-]+$/.test(alt) && /[_]|\w-\w/.test(alt)) return null;
  const t = alt.replace(/(^|\s)logo(?:\s|$)/giu, ' ').trim();
  return titleParts(t)[0] ?? null;
}

/**
 * A name written as one lower-case token ("hotelseeblick", "casa-rosa.com"): a domain, handle or file
 * name the site squeezed the name into, which a page's own spelling ("Hotel Seeblick") beats.
 */
const SQUEEZED = /^(?:www\.)?[\p{Ll}\p{N}_-]{6,}(?:\.[a-z]{2,3})?$/u;

/** A name's letters and digits, as a squeezed token and the spaced name it comes from share them. */
function compact(v: string): string {
  return words(v.replace(/^www\./i, '').replace(/\.[a-z]{2,3}$/i, '')).join('');
}

/**
 * The name a logo gives after its monogram ("T Toffee Homestay", "MR Maison Rose"): a logo often sets the
 * house's initials as a letter of their own before its name; null when the logo opens on no monogram.
 */
function afterMonogram(logo: string): string | null {
  const [first = '', ...rest] = logo.split(/\s+/);
  if (!/^\p{Lu}{1,3}$/u.test(first) || rest.length < first.length) return null;
  const initials = rest.slice(0, first.length).map((w) => w.charAt(0)).join('');
  return initials === first ? rest.join(' ') : null;
}

function tidyName(v: string): string {
  let t = v
    .replace(/\s+(official site|official website|site officiel|sito ufficiale|sitio oficial|site oficial|offizielle website|officiële website)$/i, '')
    .replace(/[\s\-–—|:·•»*★☆]+$/u, '')
    .trim();
  // "X Berkeley, CA Hotel" / "X Bozeman Hotel": a trailing category word after a real name
  if (LODGING_WORDS.test(t.replace(/\s+(hotels?|lodging)$/i, ''))) t = t.replace(/(,\s*[A-Z]{2})?\s+(hotels?|lodging)$/i, '');
  t = t.replace(/,\s*[A-Z]{2}$/, '');
  if (/^[A-Z0-9 &'’.-]{5,}$/.test(t) && /[A-Z]{3}/.test(t)) t = t.toLowerCase().replace(/(^|\s)\p{L}/gu, (m) => m.toUpperCase());
  return t;
}

/**
 * A title's fragments; old titles also separate them with a row of stars ("Gasthof X *** Town ***
 * Region"), glued to the name or not ("Hotel X*** Town"): a star rating ends the name it rates.
 */
function titleParts(title: string): string[] {
  return title
    .split(TITLE_SEPARATORS)
    .flatMap((p) => p.split(/\s*[*★☆]{2,}\s+/u))
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The candidates, best first. `withTown` is the longer form the titles write ("Hotel X Praha") when the
 * name is given without its town: the house's own sentences and other houses are told by that form.
 */
export function nameCandidates(snippets: S[], trust: StructuredTrust): { value: string; ids: string[]; score: number; withTown?: string }[] {
  const cands = new Map<string, { value: string; ids: string[]; score: number; sources: number; pages: Set<string>; headed: Set<string>; titled: string[]; topic?: boolean }>();
  const bump = (value: string, s: S, w: number, role: 'headed' | 'titled' | 'logo' | 'footer' | null = null): void => {
    // a salutation ends on a comma ("Liebe Gäste,", "Dear friends,"); a name never does
    if (/,\s*$/.test(value)) return;
    const welcomed = welcomedName(value);
    if (welcomed === null) return;
    const v = tidyName(welcomed);
    if (v.length < 2 || v.length > 80 || TAGLINE.test(v)) return;
    const ws = words(v);
    if (ws.length === 0 || ws.every((x) => GENERIC_PAGE.has(x))) return;
    const key = ws.join(' ');
    const c = cands.get(key) ?? { value: v, ids: [], score: 0, sources: 0, pages: new Set<string>(), headed: new Set<string>(), titled: [] as string[] };
    c.score += w * (isHome(s.pageUrl) ? 1.5 : 1);
    // a footer is on every page: it adds no page and no source of its own to the name it writes
    if (role !== 'footer') c.pages.add(s.pageUrl);
    if (role !== 'logo' && role !== 'footer') c.sources++;
    if (role === 'headed') c.headed.add(s.pageUrl);
    else if (role === 'titled') c.titled.push(s.pageUrl);
    if (!c.ids.includes(s.id)) c.ids.push(s.id);
    cands.set(key, c);
  };
  // what the titles, headings and markup call the house: the witnesses a logo's reading is checked against
  const spelled = snippets.filter((s) => (s.type === 'hotel_name' || s.type === 'name') && s.section !== 'logo').map((s) => s.content.split('\n')[0] ?? '');
  const witnesses = snippets
    .filter((s) => (s.type === 'hotel_name' || s.type === 'name') && s.section !== 'logo' && (!isStructured(s) || trust.ok(s)))
    .map((s) => ({ s, ws: words(s.content.split('\n')[0] ?? '') }));
  /**
   * "Contact Chambres d'Hôtes", "Zimmer Haus Seeblick": a title that opens on its page's name with no separator
   * before the site's. The rest is the name when another of the site's names (another page's title, a heading,
   * the markup) writes it without that word; null otherwise ("Home Hotel Lisboa" stays whole).
   */
  const afterPageName = (part: string, s: S): string | null => {
    const raw = part.trim().split(/\s+/);
    const lead = words(raw[0] ?? '');
    // an article or a kind of house opens names ("The Harbour Rooms", "Hotel Leeuwenhof"): only a page's name is cut off
    if (raw.length < 2 || lead.length !== 1 || lead[0]!.length <= 3 || !GENERIC_PAGE.has(lead[0]!) || LODGING_WORDS.test(raw[0]!)) return null;
    const all = words(part);
    const rest = words(raw.slice(1).join(' '));
    if (rest.every((w) => GENERIC_PAGE.has(w))) return null;
    const witnessed = witnesses.some((o) => o.s !== s && (o.s.section !== s.section || o.s.pageUrl !== s.pageUrl) && positions(o.ws, rest).length > 0 && positions(o.ws, all).length === 0);
    return witnessed ? raw.slice(1).join(' ') : null;
  };
  for (const s of snippets) {
    if (s.type !== 'hotel_name' && s.type !== 'name') continue;
    const c = s.content.split('\n')[0] ?? '';
    if (isStructured(s)) {
      if (trust.ok(s)) bump(c, s, 3);
    } else if (s.section === 'og:site_name') bump(c, s, 3);
    else if (s.section === 'logo') {
      // a weak candidate of its own (a chain's logo is the chain's), a witness for the name the other sources give
      let first = logoText(c);
      // the monogram is no part of the name, unless the house's other names write it too ("A Aldeia")
      const bare = first ? afterMonogram(first) : null;
      if (first && bare && !spelled.some((v) => words(v).join(' ').includes(words(first!).join(' '))) && spelled.some((v) => words(v).join(' ').includes(words(bare).join(' ')))) first = bare;
      if (first && !findBrand(first)) bump(first, s, 1.5, 'logo');
    }
    else if (s.section === 'h1') bump(c, s, 1.5, 'headed');
    // the footer's copyright notice ("© 2024 Pension X"): one more, weak, witness of the name
    else if (s.section === 'copyright') bump(c.replace(/^©\s*/u, ''), s, 1, 'footer');
    else {
      // titles: every fragment is a candidate; the site name is the one repeated across pages
      const parts = titleParts(c);
      parts.forEach((p, i) => bump(afterPageName(p, s) ?? p, s, i === 0 ? 1 : 0.8, i === 0 ? 'titled' : null));
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
  // "Zimmer & Preise - Gasthof Steinbock", "Rooms | Hotel X": a title that opens on a topic and ends on the
  // name of a house the other pages' titles repeat names its page, not the hotel
  // the same house when the words agree up to the shorter name, or on three or more ("… Praha" and "… Prague")
  const agree = (ws: string[], ks: string[]): boolean => {
    let n = 0;
    while (n < ws.length && n < ks.length && ws[n] === ks[n]) n++;
    return n >= 2 && (n >= 3 || n === Math.min(ws.length, ks.length));
  };
  const repeated = (part: string): boolean => {
    const ws = words(tidyName(part));
    return [...cands.entries()].some(([key, c]) => c.pages.size >= 2 && agree(ws, key.split(' ')));
  };
  // each page's title cut into fragments: what the titles of other pages repeat is the site's name, what only one page's title says is that page's
  const titles = snippets
    .filter((s) => s.type === 'hotel_name' && s.method === 'meta' && (s.section === 'title' || s.section === 'og:title'))
    .map((s) => ({ page: s.pageUrl, parts: titleParts(s.content.split('\n')[0] ?? '').map((p) => words(tidyName(p))) }));
  const echoed = (ws: string[], page: string): boolean =>
    titles.some((t) => t.page !== page && t.parts.some((ks) => agree(ws, ks) || (ws.length > 0 && ws.join(' ') === ks.join(' '))));
  // the names the markup and the logo give, which a title fragment agreeing with them is never a topic against
  const declared = snippets
    .filter((s) => s.type === 'hotel_name' && (s.section === 'og:site_name' || s.section === 'logo' || (isStructured(s) && trust.ok(s))))
    .map((s) => words(tidyName(s.section === 'logo' ? (logoText(s.content.split('\n')[0] ?? '') ?? '') : (s.content.split('\n')[0] ?? ''))));
  const topics = new Set<string>();
  for (const s of snippets) {
    if (s.type !== 'hotel_name' || s.method !== 'meta' || (s.section !== 'title' && s.section !== 'og:title')) continue;
    const parts = titleParts(s.content.split('\n')[0] ?? '');
    const [first, ...rest] = parts;
    if (!first || rest.length === 0 || LODGING_WORDS.test(first)) continue;
    const ws = words(tidyName(first));
    if (s.section === 'title' && rest.some((p) => LODGING_WORDS.test(p) && repeated(p))) topics.add(ws.join(' '));
    // "Pokoje - Pod Lipami Zakopane", "Stay by the sea | Kahu Ridge": a fragment no other page's title has, beside
    // one the other pages' titles repeat, is this page's topic or tagline, whatever the language
    else if (!echoed(ws, s.pageUrl) && !declared.some((d) => agree(ws, d) || ws.join(' ') === d.join(' ')) && rest.some((p) => echoed(words(tidyName(p)), s.pageUrl))) topics.add(ws.join(' '));
  }
  for (const key of topics) {
    const c = cands.get(key);
    if (c) c.topic = true;
  }
  const logos = new Set(snippets.filter((s) => s.type === 'hotel_name' && s.section === 'logo').map((s) => words(tidyName(logoText(s.content.split('\n')[0] ?? '') ?? '')).join(' ')));
  const list = [...cands.values()];
  // "Seaview House B&B" in the title, "Seaview House" in the h1: they agree on the name, the title adds what kind of house it is
  for (const c of list) {
    if (!c.headed.size) continue;
    for (const t of list) {
      if (t === c || !t.value.startsWith(c.value) || !KIND_SUFFIX.test(t.value.slice(c.value.length))) continue;
      c.score += t.score;
      c.titled.push(...t.titled);
      t.score = 0;
    }
  }
  // "penzionuhonysku" in the logo, "Penzion U Honýsků" in the title: one name, the page's spelling of it
  const merged = new Set<(typeof list)[number]>();
  for (const c of list) {
    if (!SQUEEZED.test(c.value)) continue;
    const key = compact(c.value);
    const spaced = list.find((t) => t !== c && /\s/.test(t.value) && compact(t.value) === key);
    if (spaced) {
      spaced.score += c.score;
      for (const p of c.pages) spaced.pages.add(p);
      spaced.ids.push(...c.ids.filter((id) => !spaced.ids.includes(id)));
      c.score = 0;
      merged.add(c);
    } else {
      const own = spacedSpelling(key, snippets);
      if (own) c.value = own;
    }
  }
  for (const c of list) {
    if (LODGING_WORDS.test(c.value)) c.score += 1.5;
    const ws = c.value.split(/\s+/);
    const lowerFunction = ws.filter((w) => /^(and|in|of|the|with|for|et|de|des|du|di|e|y|en|con|per|und|mit|im)$/.test(w)).length;
    // taglines read like sentences ("Authentic X and Y in Z")
    if (/[.!?]$/.test(c.value) || ws.length > 8 || (lowerFunction >= 2 && ws.length > 4)) c.score -= 3;
    // a name for the website itself, as a template leaves it ("Mon site", "My WordPress Site", "Il mio sito web")
    if (words(c.value).some((w) => WEBSITE.has(w))) c.score -= 3;
    if (c.pages.size > 1) c.score += 0.5 * (c.pages.size - 1);
    if (c.sources > 0 && logos.has(words(c.value).join(' '))) c.score += 1;
    // a page whose main heading and title (or og:title and title) open with the same name is about that hotel; the site's
    // name (og:site_name, a title suffix) may be its owner's, a hotel group or a booking portal
    if (!c.topic && c.titled.some((p, i) => c.headed.has(p) || c.titled.indexOf(p) !== i)) c.score += 2;
    if (c.topic) c.score -= 3;
    if ([...c.pages].some(isRoot)) c.score += 1.5;
    if ((c.value.match(/[\u3040-\u30ff\u3400-\u9fff]/gu) ?? []).length > 10) c.score -= 3;
  }
  for (const c of merged) list.splice(list.indexOf(c), 1);
  // "maselroure.example" for "Mas el Roure": the site's own domain spells the name, in any language; it backs
  // a candidate that is no longer or shorter form of a better one (those are told apart by the rules above)
  const site = siteKey(snippets);
  const within = (a: string[], b: string[]): boolean => positions(b, a).length > 0;
  for (const c of list) {
    if (!site || compact(c.value) !== site) continue;
    const ws = words(c.value);
    if (list.some((t) => t !== c && t.score > c.score && (within(ws, words(t.value)) || within(words(t.value), ws)))) continue;
    c.score += 2;
  }
  list.sort((a, b) => b.score - a.score || a.value.length - b.value.length);
  const townless = list[0] ? withoutTown(list[0], snippets, trust) : null;
  if (townless) list.unshift({ ...townless, sources: 1 });
  return list;
}

/** The spaced spelling the site's text gives a squeezed name ("© 2018 Penzion u Honýsků" for "penzionuhonysku"), as written there. */
function spacedSpelling(key: string, snippets: S[]): string | null {
  for (const s of snippets) {
    for (const line of s.content.split('\n')) {
      const raw = line.split(/\s+/).filter(Boolean);
      for (let i = 0; i < raw.length; i++) {
        let acc = '';
        for (let j = i; j < raw.length && acc.length < key.length; j++) {
          acc += compact(raw[j]!);
          if (j > i && acc === key && /^\p{Lu}/u.test(raw[i]!)) return raw.slice(i, j + 1).join(' ');
        }
      }
    }
  }
  return null;
}

/** Where the word sequence `needle` starts in `hay`. */
function positions(hay: string[], needle: string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + needle.length <= hay.length; i++) if (needle.every((w, j) => hay[i + j] === w)) out.push(i);
  return out;
}

/**
 * "Pensiunea X Brașov", "Kontakt | Hotel Y Praha": titles often add the town to the name. When the
 * site's own text (its headings, address block, structured data, home-page title and prose) keeps
 * writing the name without that town, and more often than with it, the name is the shorter one; a
 * name the site writes with its town ("Adventure Inn Durango", a chain's "… Austin Airport") stays.
 */
function withoutTown(top: { value: string; score: number }, snippets: S[], trust: StructuredTrust): { value: string; ids: string[]; score: number; pages: Set<string>; headed: Set<string>; titled: string[]; withTown: string } | null {
  const raw = top.value.split(/\s+/);
  if (raw.length < 3 || findBrand(top.value)) return null;
  // the site's town: a word of its address, or a title fragment of its own
  const places = new Set<string>();
  const fragments = new Set<string>();
  for (const s of snippets) {
    if (s.type === 'address') for (const w of words(s.content)) places.add(w);
    if (s.type === 'hotel_name' && s.method === 'meta' && s.section === 'title') for (const f of titleParts(s.content.split('\n')[0] ?? '').slice(1)) fragments.add(words(f).join(' '));
  }
  for (let k = 1; k <= 2 && raw.length - k >= 2; k++) {
    const shortRaw = raw.slice(0, -k).join(' ');
    const short = words(shortRaw);
    const town = words(raw.slice(-k).join(' '));
    if (short.length < 2 || (!LODGING_WORDS.test(shortRaw) && short.length < 3)) continue;
    if (short.every((w) => GENERIC_PAGE.has(w) || LODGING_WORDS.test(w))) continue;
    if (!town.every((w) => w.length >= 3 && /^\p{L}/u.test(w) && places.has(w)) && !fragments.has(town.join(' '))) continue;
    const full = [...short, ...town];
    // evidence by page and kind, so that a footer repeated on every snippet of a page counts once
    const forShort = new Set<string>();
    const forFull = new Set<string>();
    const ids = new Set<string>();
    const note = (set: Set<string>, key: string, s: S): void => {
      set.add(key);
      if (set === forShort) ids.add(s.id);
    };
    const same = (v: string, ws: string[]): boolean => {
      const vs = words(tidyName(v));
      return vs.length === ws.length && vs.every((w, i) => w === ws[i]);
    };
    // a line of its own (the address block, a footer) or the prose
    const scan = (s: S): void => {
      for (const line of s.content.split(/\n|\s+\/\s+/)) {
        const ws = words(line);
        for (const i of positions(ws, short)) {
          if (town.every((w, j) => ws[i + short.length + j] === w)) note(forFull, `text ${s.pageUrl} ${s.id} ${i}`, s);
          else note(forShort, `text ${s.pageUrl} ${s.id} ${i}`, s);
        }
      }
    };
    for (const s of snippets) {
      const first = s.content.split('\n')[0] ?? '';
      const structured = isStructured(s);
      if (s.type === 'hotel_name' || s.type === 'name') {
        if (structured && !trust.ok(s)) continue;
        // the footer's copyright notice too: "© Pensiunea X" writes the name as plainly as a heading
        if (structured || s.section === 'og:site_name' || s.section === 'h1' || s.section === 'copyright') {
          if (same(first, short)) note(forShort, `name ${s.section} ${s.pageUrl}`, s);
          else if (same(first, full)) note(forFull, `name ${s.section} ${s.pageUrl}`, s);
          // a heading that says more ("Welcome to X in Town") is read as text
          else if (s.section === 'h1') {
            scan(s);
            continue;
          }
          continue;
        } else if (s.section === 'title') {
          // the home page's title: "Name – tagline" or "Name Town – tagline"
          if (!isHome(s.pageUrl)) continue;
          const [head, ...rest] = titleParts(first);
          if (!head || rest.length === 0) continue;
          if (same(head, short)) note(forShort, `title ${s.pageUrl}`, s);
          else if (same(head, full)) note(forFull, `title ${s.pageUrl}`, s);
          continue;
        } else continue;
      }
      if (structured) continue;
      // a heading the site sets over its own text
      if (s.method === 'text' && s.section && s.section !== 'h1') {
        if (same(s.section, short)) note(forShort, `heading ${s.pageUrl}`, s);
        else if (same(s.section, full)) note(forFull, `heading ${s.pageUrl}`, s);
      }
      scan(s);
    }
    if (forShort.size >= 2 && forShort.size > forFull.size) return { value: shortRaw, ids: [...ids], score: top.score, pages: new Set(), headed: new Set(), titled: [], withTown: top.value };
  }
  return null;
}
