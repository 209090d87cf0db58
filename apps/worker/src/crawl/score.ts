/**
 * Scores candidate links of a hotel site by how likely they hold profile facts, from the URL
 * path and the anchor text, with keywords in English, French, German, Spanish and Italian.
 * Pure, so the ranking is unit-tested without a network.
 */

export type PageCategory =
  | 'amenities'
  | 'rooms'
  | 'dining'
  | 'location'
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

const CATEGORY_RULES: CategoryRule[] = [
  {
    category: 'amenities',
    weight: 10,
    path: /amenit|facilit|services?\b|equipement|ausstattung|servizi|instalaciones|servicios|comodidades|wellness|spa\b|pool|piscin|leisure|features|hotel-info|infrastruttur/,
    text: /amenit|facilit|services|équipements|equipements|ausstattung|servizi|instalaciones|servicios|wellness|spa\b|pool|piscine|piscina|leisure|freizeit|hotel info|features/,
  },
  {
    category: 'rooms',
    weight: 9,
    path: /rooms?\b|suites?\b|chambres?|zimmer|camere|camera\b|habitacion|accommodation|accomodation|unterkunft|alloggi|cottages?\b|lodging|appartament|apartments?\b|villas?\b|phong/,
    text: /rooms?\b|suites?\b|chambres?|zimmer|camere|habitaciones|accommodations?|accomodation|unterkünfte|alloggi|cottages|lodging|appartamenti|apartments/,
  },
  {
    category: 'location',
    weight: 9,
    path: /location|getting-?here|directions?|transport|access\b|acces\b|anfahrt|come-?arrivare|como-?llegar|ubicacion|lage\b|map\b|how-?to-?(get|find)|find-?us|pick-?up|airport|arrival|dove-?siamo|situation|plan-?d-?acces|attractions?|things-?to-?do|nearby|surroundings|umgebung|dintorni|alrededores|environs/,
    text: /location|getting here|directions|transport|access|accès|anfahrt|come arrivare|cómo llegar|como llegar|ubicación|ubicacion|lage\b|how to (get|find)|find us|airport|pick.?up|dove siamo|plan d'accès|attractions|things to do|nearby|surroundings|umgebung|dintorni|alrededores|environs/,
  },
  {
    category: 'dining',
    weight: 8,
    path: /dining|restaurant|ristorante|bar\b|bars\b|comida|food|cuisine|gastronom|breakfast|petit-?dejeuner|colazione|fruhstuck|desayuno|eat|menu\b|kulinarik|cucina/,
    text: /dining|restaurant|ristorante|\bbar\b|comida|food|cuisine|gastronomi|breakfast|petit[- ]déjeuner|colazione|frühstück|desayuno|where to eat|kulinarik|cucina/,
  },
  {
    category: 'meetings',
    weight: 6,
    path: /meeting|events?\b|conference|seminai|tagung|eventi|eventos|weddings?|banquet|mariage|hochzeit|matrimon|bodas|mice\b|groups?\b/,
    text: /meetings?|events|conferences?|séminaires|seminaires|tagungen|eventi|eventos|weddings?|banquets?|mariages?|hochzeit|matrimoni|bodas|groups/,
  },
  {
    category: 'contact',
    weight: 8,
    path: /contact|kontakt|contatti|contacto|contactenos|inquir|enquir|impressum-kontakt|reach-us/,
    text: /contact|kontakt|contatti|contacto|contáctenos|inquiries|enquiries|reach us/,
  },
  {
    category: 'policies',
    weight: 5,
    path: /polic|faq|conditions|hotel-?rules|house-?rules|info-?prezzi|infoprezzi|prezzi|prices?\b|rates?\b|tarif|preise|precios|good-?to-?know|practical|informazioni|informations?\b/,
    text: /polic|faq|conditions|house rules|hotel rules|prices|rates|tarifs|preise|prezzi|precios|good to know|practical information|informazioni|informations/,
  },
  {
    category: 'about',
    weight: 6,
    path: /about|a-?propos|uber-?uns|ueber-?uns|chi-?siamo|nosotros|quienes-?somos|the-?hotel|das-?hotel|l-?hotel|hotel\b|introduction|gioi-?thieu|our-?story|history|storia|histoire|philosophy/,
    text: /about|à propos|a propos|über uns|ueber uns|chi siamo|nosotros|quiénes somos|the hotel|das hotel|l'hôtel|introduction|our story|history|storia|histoire/,
  },
];

const PENALTIES: Array<{ re: RegExp; on: 'path' | 'text' | 'url'; points: number; why: string }> = [
  { re: /book(ing)?(-?now|-?engine)?\b|reserv|availability|checkout|cart\b|basket|synxis|booking\.com|bookassist|secure-?booking|\/ibe\b|\/be\/|webbooking|buchen|prenota|reservar/, on: 'url', points: 25, why: 'booking engine' },
  { re: /book now|book online|reserve|réserver|buchen|prenota|reservar|check availability|booking/, on: 'text', points: 15, why: 'booking engine' },
  { re: /\/(blog|news|press|article|articles|posts?|stories|magazine|actualites|notizie|noticias|aktuelles)(\/|$)|\/\d{4}\/\d{2}\//, on: 'path', points: 20, why: 'blog post' },
  { re: /privacy|cookie|legal|terms|imprint|impressum|datenschutz|mentions-?legales|privacidad|aviso-?legal|gdpr|disclaimer|sitemap|accessibility-statement/, on: 'path', points: 30, why: 'legal page' },
  { re: /privacy|cookie|legal notice|terms of (use|service)|imprint|impressum|datenschutz|mentions légales/, on: 'text', points: 25, why: 'legal page' },
  { re: /login|sign-?in|account|register|careers?|jobs?\b|karriere|lavora|empleo|gift-?card|voucher|gutschein|shop\b|wp-admin|wp-login|feed\b|tag\/|category\/|author\//, on: 'path', points: 25, why: 'not hotel content' },
  { re: /gallery|galerie|galleria|photos?\b|fotos?\b|videos?\b|media\b|virtual-?tour/, on: 'path', points: 6, why: 'gallery' },
  { re: /\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp4|mov|mp3|ics|xml|json|txt|css|js|ico)$/i, on: 'path', points: 100, why: 'not a page' },
];

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
  return decoded
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.(html?|php|aspx?)$/, '');
}

/**
 * Scores one candidate. `homeLanguage` is the language prefix of the start page (null at the
 * root): pages under another language prefix are usually translations of pages we already have.
 */
export function scoreCandidate(c: Candidate, homeLanguage: string | null): ScoredCandidate {
  const url = new URL(c.url);
  const path = tokens(url.pathname);
  const text = c.text.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 200);
  let best: { category: PageCategory; score: number } | null = null;
  const reasons: string[] = [];
  for (const rule of CATEGORY_RULES) {
    let s = 0;
    if (rule.path.test(path)) s += rule.weight;
    if (text && rule.text.test(text)) s += rule.weight;
    if (s > 0 && (!best || s > best.score)) best = { category: rule.category, score: s };
  }
  let score = best?.score ?? 0;
  if (best) reasons.push(best.category);
  for (const p of PENALTIES) {
    const subject = p.on === 'path' ? path : p.on === 'text' ? text : `${url.hostname}${path}${url.search.toLowerCase()}`;
    if (subject && p.re.test(subject)) {
      score -= p.points;
      reasons.push(`-${p.why}`);
    }
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
 * Picks up to `max` candidates: best score first, at most two per category before any third,
 * so one site's twelve room pages do not crowd out its contact and location pages.
 */
export function selectCandidates(candidates: ScoredCandidate[], max: number): ScoredCandidate[] {
  const ranked = candidates.filter((c) => c.score > -10).sort((a, b) => b.score - a.score || a.url.length - b.url.length || (a.url < b.url ? -1 : 1));
  const picked: ScoredCandidate[] = [];
  const perCategory = new Map<string, number>();
  for (const cap of [2, Infinity]) {
    for (const c of ranked) {
      if (picked.length >= max) return picked;
      if (picked.includes(c)) continue;
      const key = c.category ?? 'none';
      if ((perCategory.get(key) ?? 0) >= cap) continue;
      perCategory.set(key, (perCategory.get(key) ?? 0) + 1);
      picked.push(c);
    }
  }
  return picked;
}
