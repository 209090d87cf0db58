/**
 * Scores candidate links of a hotel site by how likely they hold profile facts, from the URL
 * path and the anchor text.
 * Pure, so the ranking is unit-tested without a network.
 */
import { sectionKind, type SectionKind } from '../extract/classify.ts';
import { foldAccents } from '../extract/text-utils.ts';

export type PageCategory =
  | 'amenities'
  | 'rooms'
  | 'dining'
  | 'location'
  | 'surroundings'
  | 'meetings'
  | 'contact'
  | 'policies'
  | 'about';

interface CategoryRule {
  category: PageCategory;
  weight: number;
  /** Matched against the URL path (tokens split on / - _ .). */
  path: RegExp;
  /** Matched against anchor text / title / aria-label. */
  text: RegExp;
}

/*
 * Keywords in English, French, German, Spanish, Italian, Portuguese and Dutch (and the few
 * Japanese section names the corpus shows), plus the Czech and Polish words for rooms and
 * restaurants that the extractor's heading vocabulary leaves out on purpose (it does not widen
 * room and meal headings) while a link still needs them to rank. Path and text are both lower-cased with accents
 * removed before matching (see foldAccents()), so the patterns are written without accents ('acces'
 * matches 'Accès', 'uber uns' matches 'Über uns'). Words of a path are joined by '-' in the
 * patterns and by any of - _ + or a space in the URL.
 */
const CATEGORY_RULES: CategoryRule[] = [
  {
    category: 'amenities',
    weight: 10,
    path: /amenit|facilit|services?\b|servicos|equipement|ausstattung|einrichtung|servizi|dotazion|instalaciones|instalacoes|servicios|comodidades|faciliteiten|voorzieningen|wellness|spa\b|pool|piscin|zwembad|leisure|lazer|freizeit|features|hotel-info|infrastruttur|(the|our)-?property|propriete|unser-?haus|das-?haus|\bhaus\b|la-?struttura|struttura\b|establecimiento|het-?huis/,
    text: /amenit|facilit|services|servicos|equipements|prestations|ausstattung|einrichtungen|servizi|dotazioni|instalaciones|instalacoes|servicios|comodidades|faciliteiten|voorzieningen|wellness|spa\b|pool|piscine|piscina|zwembad|leisure|lazer|freizeit|hotel info|features|(the|our) property|la propriete|unser haus|das haus|la struttura|el establecimiento|het huis/,
  },
  {
    category: 'rooms',
    weight: 9,
    path: /rooms?\b|suites?\b|chambres?|hebergements?\b|zimmer|camere|camera\b|stanze|habitacion|alojamiento|quartos?\b|acomodac|alojamento|kamers?\b|accommodati|accomodation|unterkunft|unterku(e)?nfte|alloggi|cottages?\b|cabins?\b|chalets?\b|lodging|appartament|apartamentos?\b|apartments?\b|appartementen|villas?\b|phong|\bpokoj|noclegi|ubytovani/,
    text: /rooms?\b|suites?\b|chambres?|hebergements?\b|zimmer|camere|stanze|habitaciones|alojamiento|quartos|acomodacoes|alojamento|kamers|accommodati|accomodation|unterku(e)?nfte|alloggi|cottages|cabins|chalets|lodging|appartamenti|apartamentos|apartments|appartementen|\bpokoj|noclegi|ubytovani/,
  },
  {
    category: 'location',
    weight: 9,
    path: /location|localizacao|localizacion|locatie|ligging|getting-?here|directions?|transport|access\b|acces\b|acesso|anfahrt|anreise|wegbeschreibung|come-?arrivare|como-?llegar|como-?chegar|ubicacion|posizione|bereikbaarheid|routebeschrijving|route\b|lage\b|map\b|mapa\b|plan\b|how-?to-?(get|find)|find-?us|pick-?up|airport|arrival|dove-?siamo|situation|situacion|plan-?d-?acces/,
    text: /location|localizacao|localizacion|locatie|ligging|getting here|directions|transport|access|acces\b|acesso|anfahrt|anreise|wegbeschreibung|come arrivare|como llegar|como chegar|ubicacion|situacion|posizione|bereikbaarheid|routebeschrijving|lage\b|how to (get|find)|find us|so finden sie uns|airport|pick.?up|dove siamo|plan d'acces|comment venir|アクセス|交通/,
  },
  {
    // what is near the hotel (the profile's attractions), a field of its own beside directions
    category: 'surroundings',
    weight: 9,
    path: /attractions?|atracoes|bezienswaardigheden|sehenswu(e)?rdigkeiten|ausflugsziele|things-?to-?do|explore|excursion|escursion|excursoes|ausfluge|ausfluege|uitstapjes|activities|activites|attivita|actividades|atividades|aktivitaten|aktivitaeten|activiteiten|(the|local)-?area|nearby|surroundings|umgebung|omgeving|dintorni|alrededores|entorno|entorn\b|arredores|environs|a-?proximite|que-?hacer|que-?fazer|cosa-?fare|cosa-?vedere/,
    text: /attractions|atracoes|bezienswaardigheden|sehenswu(e)?rdigkeiten|ausflugsziele|things to do|explore|excursion|escursion|excursoes|ausfluge|uitstapjes|activities|activites|attivita|actividades|atividades|aktivitaten|activiteiten|(the|local) area|nearby|surroundings|umgebung|omgeving|dintorni|alrededores|entorno|entorn\b|arredores|environs|a proximite|que hacer|que fazer|cosa fare|cosa vedere|周辺/,
  },
  {
    category: 'dining',
    weight: 8,
    path: /dining|restaurant|ristorante|restaurante|restaurac|bar\b|bars\b|comida|food|cuisine|gastronom|breakfast|petit-?dejeuner|colazione|fruhstuck|fruehstueck|desayuno|pequeno-?almoco|ontbijt|\beat\b|menu\b|kulinarik|cucina/,
    text: /dining|restaurant|ristorante|restaurante|restaurac|\bbar\b|comida|food|cuisine|gastronomi|breakfast|petit[- ]dejeuner|colazione|fruhstuck|desayuno|pequeno[- ]almoco|ontbijt|where to eat|eten en drinken|kulinarik|cucina/,
  },
  {
    category: 'meetings',
    weight: 6,
    path: /meeting|events?\b|conference|seminai|tagung|eventi|eventos|evenementen|vergader|weddings?|banquet|mariage|hochzeit|matrimon|bodas|casamentos?|bruiloft|trouwen|reunioes|mice\b|groups?\b/,
    text: /meetings?|events|conferences?|seminaires|tagungen|eventi|eventos|evenementen|vergaderen|weddings?|banquets?|mariages?|hochzeit|matrimoni|bodas|casamentos|bruiloften|trouwen|reunioes|groups/,
  },
  {
    category: 'contact',
    weight: 8,
    path: /contact|kontakt|contatti|contacto|contactos|contato|contactenos|fale-?conosco|inquir|enquir|impressum-kontakt|reach-us/,
    text: /contact|kontakt|contatti|contacto|contactos|contato|contactenos|fale conosco|inquiries|enquiries|reach us/,
  },
  {
    category: 'policies',
    weight: 5,
    path: /polic|faq|conditions|hotel-?rules|house-?rules|huisregels|info-?prezzi|infoprezzi|prezzi|prices?\b|precos|prijzen|tarieven|rates?\b|tarif|preise|precios|good-?to-?know|practical|praktische|informazioni|informacoes|informations?\b|veelgestelde-?vragen|perguntas-?frequentes/,
    text: /polic|faq|conditions|house rules|hotel rules|huisregels|prices|rates|tarifs|tarifas|preise|prezzi|precios|precos|prijzen|tarieven|good to know|practical information|praktische informatie|informazioni|informacoes|informations|veelgestelde vragen|perguntas frequentes/,
  },
  {
    category: 'about',
    weight: 6,
    path: /about|a-?propos|uber-?uns|ueber-?uns|chi-?siamo|nosotros|quienes-?somos|sobre-?nos|quem-?somos|over-?ons|the-?hotel|das-?hotel|l-?hotel|el-?hotel|o-?hotel|het-?hotel|hotel\b|introduction|gioi-?thieu|our-?story|history|storia|histoire|historia|geschichte|geschiedenis|philosophy/,
    text: /about|a propos|uber uns|ueber uns|chi siamo|nosotros|quienes somos|sobre nos|quem somos|over ons|the hotel|das hotel|l'hotel|el hotel|o hotel|het hotel|introduction|our story|history|storia|histoire|historia|geschichte|geschiedenis/,
  },
];

/*
 * Legal, job, voucher and press pages hold nothing a profile reads; where they score 0 they take
 * the places of unnamed content pages in the last round of the budget. The words cover the paths
 * such pages sit at (which the heading vocabulary never sees) and the link texts it lacks:
 * Central European, Romanian, Catalan, Hungarian, Estonian and Nordic footers, not only the
 * languages of the category words.
 */
const PENALTIES: Array<{ re: RegExp; on: 'path' | 'text' | 'url'; points: number; why: string }> = [
  { re: /book(ing)?(-?now|-?engine)?\b|reserv|rezerv|rezerw|availability|checkout|cart\b|basket|synxis|booking\.com|bookassist|secure-?booking|\/ibe\b|\/be\/|webbooking|buchen|prenota|boeken|beschikbaarheid/, on: 'url', points: 25, why: 'booking engine' },
  { re: /book now|book online|reserve|reserver|rezerv|rezerw|buchen|prenota|reservar|boeken|check availability|booking/, on: 'text', points: 15, why: 'booking engine' },
  { re: /\/(blog|news|press|article|articles|posts?|stories|magazine|actualites|notizie|noticias|noticia|nieuws|aktuelles)(\/|$)|\/\d{4}\/\d{2}\//, on: 'path', points: 20, why: 'blog post' },
  { re: /privacy|privacidade|cookie|legal|terms|termos|imprint|impressum|datenschutz|mentions-?legales|privacidad|aviso-?legal|gdpr|rgpd|disclaimer|sitemap|accessibility-statement|agb\b|cgv\b|conditions-?generales|condiciones-?generales|condizioni-?generali|algemene-?voorwaarden|confidentialit|privacitat|galetes|prywatnosc|osobnich-udaju|osobnych-udajov|adatvedelem|adatkezeles|impresszum|impresum|terminos|termeni|obchodni-podminky|obchodne-podmienky|handelsbetingelser|salgsbetingelser|livro-de-reclamacoes/, on: 'path', points: 30, why: 'legal page' },
  { re: /privacy|privacidade|cookie|legal notice|terms of (use|service)|termos|imprint|impressum|datenschutz|mentions legales|agb\b|cgv\b|conditions generales|algemene voorwaarden|confidentialit|privacitat|galetes|prywatnosci|osobnich udaju|osobnych udajov|adatvedelm|impresszum|impresum|terminos y condiciones|termeni si conditii|obchodni podminky|obchodne podmienky|handelsbetingelser|salgsbetingelser|livro de reclamacoes/, on: 'text', points: 25, why: 'legal page' },
  { re: /login|sign-?in|account|register|careers?|jobs?\b|karriere|lavora|empleo|vacatures|carreiras|gift-?card|voucher|gutschein|cadeaubon|shop\b|wp-admin|wp-login|feed\b|tag\/|category\/|author\/|recrut|kariera|cariere|kariyer|karrier|stellenangebote|poukaz|kinkekaart|tarjetas?-de-regalo|cheques?-regalo|xecs?-regal|bony?-podarunkow|ajandekutalvany|gavekort|presentkort|vales?-(presente|oferta)|\bpresse?\b|\bprensa\b/, on: 'path', points: 25, why: 'not hotel content' },
  { re: /nous recrutons|recrutement|pracovne ponuky|volna mista|cariere|kariera|kariyer|toopakkumised|darkove poukazy|poukazy|tarjetas? de regalo|cheques? regalo|xecs? regal|vouchere|kinkekaart|gift (cards?|vouchers?)|vales?[- ](presente|oferta)|\bpresse?\b|\bprensa\b/, on: 'text', points: 25, why: 'not hotel content' },
  { re: /gallery|galerie|galleria|galeria|photos?\b|fotos?\b|videos?\b|media\b|virtual-?tour/, on: 'path', points: 6, why: 'gallery' },
  { re: /\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp4|mov|mp3|ics|xml|json|txt|css|js|ico)$/i, on: 'path', points: 100, why: 'not a page' },
];

/**
 * A link's text is what a person reads to choose where to click, and it is written like the
 * heading of the page it opens. Where the crawler's own section words find no category, the
 * extractor's heading vocabulary (sectionKind: the same sections in some thirty languages, among
 * them the Nordic, Central European and Baltic ones this file does not list) names it, so
 * "Okolica in dostop" or "Tipy na výlety" is opened like "Surroundings". Its chrome headings (legal
 * notices, jobs, vouchers, newsletters, other houses) rank a link down, as the legal words here do.
 */
const KIND_CATEGORY: Partial<Record<NonNullable<SectionKind>, PageCategory>> = {
  room: 'rooms',
  amenity: 'amenities',
  poi: 'surroundings',
  transport: 'location',
  dining: 'dining',
  meetings: 'meetings',
  policy: 'policies',
  contact: 'contact',
  about: 'about',
};
/** Longer link texts are cards or merged anchors, no longer a heading (sectionKind reads up to 80). */
const HEADING_TEXT_MAX = 80;

function headingKind(text: string): SectionKind {
  const t = text.replace(/\s+/g, ' ').trim();
  return t && t.length <= HEADING_TEXT_MAX ? sectionKind([t]) : null;
}

const LANGUAGE_SEGMENT = /^\/([a-z]{2})(?:[-_][a-z]{2})?(?:\/|$)/i;

export interface Candidate {
  url: string;
  /** Anchor texts / titles that pointed at it (joined). */
  text: string;
  fromSitemap?: boolean;
}

export interface ScoredCandidate extends Candidate {
  score: number;
  category: PageCategory | null;
  reasons: string[];
}

/** The two-letter language prefix of a path ('/en/rooms' -> 'en'), or null. */
export function pathLanguage(pathname: string): string | null {
  return LANGUAGE_SEGMENT.exec(pathname)?.[1]?.toLowerCase() ?? null;
}

function tokens(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    /* keep raw */
  }
  return foldAccents(decoded)
    .replace(/[_+ ]+/g, '-')
    .replace(/\.(html?|php|aspx?)$/, '');
}

/**
 * Scores one candidate. `homeLanguage` is the language prefix of the start page (null at the
 * root): pages under another language prefix are usually translations of pages we already have.
 */
export function scoreCandidate(c: Candidate, homeLanguage: string | null): ScoredCandidate {
  const url = new URL(c.url);
  const path = tokens(url.pathname);
  const text = foldAccents(c.text).replace(/\s+/g, ' ').trim().slice(0, 200);
  let best: { category: PageCategory; score: number } | null = null;
  const reasons: string[] = [];
  for (const rule of CATEGORY_RULES) {
    let s = 0;
    if (rule.path.test(path)) s += rule.weight;
    if (text && rule.text.test(text)) s += rule.weight;
    if (s > 0 && (!best || s > best.score)) best = { category: rule.category, score: s };
  }
  const kind = headingKind(c.text);
  const kindCategory = kind ? KIND_CATEGORY[kind] : undefined;
  if (!best && kindCategory) best = { category: kindCategory, score: CATEGORY_RULES.find((r) => r.category === kindCategory)!.weight };
  let score = best?.score ?? 0;
  if (best) reasons.push(best.category);
  for (const p of PENALTIES) {
    const subject = p.on === 'path' ? path : p.on === 'text' ? text : `${url.hostname}${path}${url.search.toLowerCase()}`;
    if (subject && p.re.test(subject)) {
      score -= p.points;
      reasons.push(`-${p.why}`);
    }
  }
  if ((kind === 'chrome' || kind === 'other-property') && !reasons.some((r) => r === '-legal page' || r === '-not hotel content')) {
    score -= 25;
    reasons.push('-not hotel content');
  }
  const lang = pathLanguage(url.pathname);
  if (lang && lang !== homeLanguage) {
    score -= 8;
    reasons.push('-other language');
  } else if (!lang && homeLanguage) {
    score -= 4;
    reasons.push('-other language');
  }
  if (url.search) score -= 2;
  // Deep paths are more often articles or individual offers than section pages.
  const depth = url.pathname.split('/').filter(Boolean).length;
  if (depth > 3) score -= depth - 3;
  if (c.fromSitemap && !c.text) score -= 1;
  return { ...c, score, category: best?.category ?? null, reasons };
}

/**
 * Rounds of the page budget: one page of every category first, then a second of each, then the
 * rest by score, so one site's twelve room pages do not crowd out its location, amenities and
 * contact pages. Links of no category wait for the last round.
 */
const CATEGORY_ROUNDS: Array<{ cap: number; categorizedOnly: boolean }> = [
  { cap: 1, categorizedOnly: true },
  { cap: 2, categorizedOnly: false },
  { cap: Infinity, categorizedOnly: false },
];

const better = (a: ScoredCandidate, b: ScoredCandidate | undefined): boolean =>
  !b || a.score > b.score || (a.score === b.score && (a.url.length < b.url.length || (a.url.length === b.url.length && a.url < b.url)));

/** Candidates scoring this or lower (a legal, booking or file link) are never picked. */
export const NEVER_PICKED = -10;

/**
 * The next candidate to fetch given how many pages of each category are already picked: the
 * best-scoring one of the earliest round that still has one (see CATEGORY_ROUNDS). Candidates
 * at NEVER_PICKED or below are never picked.
 */
export function pickNextCandidate(candidates: Iterable<ScoredCandidate>, picked: ReadonlyMap<string, number>): ScoredCandidate | undefined {
  const bestOf: Array<ScoredCandidate | undefined> = CATEGORY_ROUNDS.map(() => undefined);
  for (const c of candidates) {
    if (c.score <= NEVER_PICKED) continue;
    const count = picked.get(c.category ?? 'none') ?? 0;
    const round = CATEGORY_ROUNDS.findIndex((r) => count < r.cap && (!r.categorizedOnly || c.category !== null));
    if (better(c, bestOf[round])) bestOf[round] = c;
  }
  return bestOf.find(Boolean);
}

/** Picks up to `max` candidates in the order the crawl fetches them (pickNextCandidate). */
export function selectCandidates(candidates: ScoredCandidate[], max: number): ScoredCandidate[] {
  const left = new Set(candidates);
  const perCategory = new Map<string, number>();
  const picked: ScoredCandidate[] = [];
  while (picked.length < max) {
    const next = pickNextCandidate(left, perCategory);
    if (!next) break;
    left.delete(next);
    perCategory.set(next.category ?? 'none', (perCategory.get(next.category ?? 'none') ?? 0) + 1);
    picked.push(next);
  }
  return picked;
}
