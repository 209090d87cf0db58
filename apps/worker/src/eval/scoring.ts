import type { ProfileFields } from '@hotel/contracts';
import type { Truth } from './corpus.ts';

/*
 * The corpus README's scoring, implemented literally. Every string is normalised (NFKC, case-fold,
 * accents stripped except for CJK, & -> and, punctuation dropped, spaces collapsed) and may match a
 * truth value or any of its alternates.
 */

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;

export function normalize(s: string): string {
  let t = s.normalize('NFKC').toLowerCase();
  // strip accents on non-CJK characters only (NFD would also split kana voicing marks)
  t = [...t].map((ch) => (CJK.test(ch) ? ch : ch.normalize('NFD').replace(/\p{M}/gu, ''))).join('');
  t = t.replace(/&/g, ' and ');
  t = t.replace(/[^\p{L}\p{N}\s]/gu, ' ');
  return t.replace(/\s+/g, ' ').trim();
}

export function tokens(s: string): string[] {
  return normalize(s).split(' ').filter(Boolean);
}

/** How many of `a`'s tokens `b` holds, each of `b`'s tokens matched once. */
export function multisetOverlap(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const w of b) counts.set(w, (counts.get(w) ?? 0) + 1);
  let overlap = 0;
  for (const w of a) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      overlap++;
      counts.set(w, c - 1);
    }
  }
  return overlap;
}

/** Token F1 between two strings (multiset overlap). */
export function tokenF1(pred: string, truth: string): number {
  const p = tokens(pred);
  const t = tokens(truth);
  if (p.length === 0 && t.length === 0) return 1;
  if (p.length === 0 || t.length === 0) return 0;
  const overlap = multisetOverlap(p, t);
  if (overlap === 0) return 0;
  const precision = overlap / p.length;
  const recall = overlap / t.length;
  return (2 * precision * recall) / (precision + recall);
}

/** Indel-distance similarity in [0, 1] (rapidfuzz `ratio` / 100). */
export function ratio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  // LCS length via DP over code points
  const x = [...a];
  const y = [...b];
  const prev = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    let diag = 0;
    for (let j = 1; j <= y.length; j++) {
      const tmp = prev[j]!;
      prev[j] = x[i - 1] === y[j - 1] ? diag + 1 : Math.max(prev[j]!, prev[j - 1]!);
      diag = tmp;
    }
  }
  return (2 * prev[y.length]!) / (x.length + y.length);
}

/** rapidfuzz `token_set_ratio` / 100 on already-normalised strings. */
export function tokenSetRatio(a: string, b: string): number {
  const sa = new Set(a.split(' ').filter(Boolean));
  const sb = new Set(b.split(' ').filter(Boolean));
  if (sa.size === 0 || sb.size === 0) return 0;
  const inter = [...sa].filter((w) => sb.has(w)).sort();
  const diffAB = [...sa].filter((w) => !sb.has(w)).sort();
  const diffBA = [...sb].filter((w) => !sa.has(w)).sort();
  if (inter.length > 0 && (diffAB.length === 0 || diffBA.length === 0)) return 1;
  const i = inter.join(' ');
  const ab = [i, diffAB.join(' ')].filter(Boolean).join(' ');
  const ba = [i, diffBA.join(' ')].filter(Boolean).join(' ');
  return Math.max(i ? ratio(i, ab) : 0, i ? ratio(i, ba) : 0, ratio(ab, ba));
}

export function wordJaccard(a: string, b: string): number {
  const sa = new Set(a.split(' ').filter(Boolean));
  const sb = new Set(b.split(' ').filter(Boolean));
  if (sa.size === 0 && sb.size === 0) return 1;
  const inter = [...sa].filter((w) => sb.has(w)).length;
  return inter / (sa.size + sb.size - inter);
}

/** Match score of two normalised items: 0 when they do not match, else a similarity used for pairing. */
export function itemSimilarity(a: string, b: string): number {
  if (!a || !b) return 0;
  const tsr = tokenSetRatio(a, b);
  const jac = wordJaccard(a, b);
  // containment on whole words: "spa" is not contained in "espaces"
  const contains = ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
  if (!contains && tsr < 0.85 && jac < 0.5) return 0;
  // rank pairs: exact > containment > fuzzy, with a fuzzy tie-breaker
  return (a === b ? 3 : contains ? 2 : 1) + (tsr + jac) / 2;
}

function variants(value: string, alternates: Record<string, string[]> | undefined): string[] {
  return [value, ...(alternates?.[value] ?? [])].map(normalize).filter(Boolean);
}

function bestSimilarity(pred: string, truthValue: string, alternates: Record<string, string[]> | undefined): number {
  const p = normalize(pred);
  return Math.max(0, ...variants(truthValue, alternates).map((v) => itemSimilarity(p, v)));
}

export interface SetScore {
  precision: number;
  recall: number;
  f1: number;
  /** false when both truth and prediction are empty (the field is not scored). */
  scored: boolean;
  matched: { predicted: string; truth: string }[];
  missed: string[];
  extra: string[];
  optionalDropped: string[];
}

/**
 * Fuzzy one-to-one set matching: predicted items matching an optional item are dropped, then
 * pairs are taken greedily by best score.
 */
export function scoreSet(predicted: string[], required: string[], optional: string[], alternates?: Record<string, string[]>): SetScore {
  const pairs: { p: number; t: number; s: number }[] = [];
  predicted.forEach((p, pi) =>
    required.forEach((t, ti) => {
      const s = bestSimilarity(p, t, alternates);
      if (s > 0) pairs.push({ p: pi, t: ti, s });
    }),
  );
  pairs.sort((a, b) => b.s - a.s);
  const usedP = new Set<number>();
  const usedT = new Set<number>();
  const matched: SetScore['matched'] = [];
  for (const pr of pairs) {
    if (usedP.has(pr.p) || usedT.has(pr.t)) continue;
    usedP.add(pr.p);
    usedT.add(pr.t);
    matched.push({ predicted: predicted[pr.p]!, truth: required[pr.t]! });
  }
  const optionalDropped: string[] = [];
  const extra: string[] = [];
  predicted.forEach((p, pi) => {
    if (usedP.has(pi)) return;
    if (optional.some((o) => bestSimilarity(p, o, alternates) > 0)) optionalDropped.push(p);
    else extra.push(p);
  });
  const counted = predicted.length - optionalDropped.length;
  const missed = required.filter((_t, ti) => !usedT.has(ti));
  if (required.length === 0 && counted === 0) return { precision: 1, recall: 1, f1: 1, scored: false, matched, missed, extra, optionalDropped };
  const precision = counted === 0 ? (required.length === 0 ? 1 : 0) : matched.length / counted;
  const recall = required.length === 0 ? (counted === 0 ? 1 : 0) : matched.length / required.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision: required.length === 0 ? 0 : precision, recall: required.length === 0 ? 0 : recall, f1: required.length === 0 ? 0 : f1, scored: true, matched, missed, extra, optionalDropped };
}

export function equalsWithAlternates(pred: string | null, truth: string, alternates?: Record<string, string[]>): boolean {
  if (!pred) return false;
  const p = normalize(pred);
  return variants(truth, alternates).includes(p);
}

const STOPWORDS = new Set(
  'a an the and or of in on at to for with by from as is are be its it this that de la le les du des et en au aux un une di il lo gli e da con per del della dei delle el los las y con del un una al und der die das mit von im zu ein eine mit plus all each over under near from into per at by su sur sous par pour avec dans tra fra sotto sopra nach bei zum zur'.split(' '),
);

/** Deterministic fact-recall proxy: a fact counts when >= 60% of its content words occur in the text. */
export function factSupported(fact: string, text: string): boolean {
  const textTokens = new Set(tokens(text));
  const content = tokens(fact).filter((w) => !STOPWORDS.has(w));
  if (content.length === 0) return true;
  const hit = content.filter((w) => textTokens.has(w)).length;
  return hit / content.length >= 0.6;
}

export interface PropertyScore {
  slug: string;
  name: { exact: number; tokenF1: number };
  brand: { exact: number; tokenF1: number };
  address: { tokenF1: number; city: number | null; postalCode: number | null };
  amenities: SetScore;
  transportLinks: SetScore & { kindAgreement: number | null };
  nearbyAttractions: SetScore;
  descriptionFacts: { recall: number; supported: string[]; unsupported: string[]; scored: boolean };
  situatedTokenF1: number;
  mustNotContainHits: string[];
  /** Macro-average of the scored per-field F1s (see OVERALL_FIELDS). */
  overallF1: number;
}

/** The fields whose F1 make up the overall score. */
export const OVERALL_FIELDS = ['name', 'brand', 'address', 'amenities', 'transportLinks', 'nearbyAttractions', 'descriptionFacts'] as const;
export type OverallField = (typeof OVERALL_FIELDS)[number];

const TRANSPORT_KIND: [string, RegExp][] = [
  ['airport', /airport|aeroporto|aeroport|aeropuerto|flughafen|san bay|空港/i],
  ['train', /train|rail|station|gare|stazione|estacion|bahnhof|駅/i],
  ['metro', /metro|subway|underground|tram/i],
  ['bus', /\bbus\b|coach|shuttle|liner|ライナー|バス/i],
  ['taxi', /taxi|cab\b/i],
];

function kindOf(s: string): string {
  const n = normalize(s);
  return TRANSPORT_KIND.find(([, r]) => r.test(n))?.[0] ?? 'other';
}

export function fieldF1(score: PropertyScore, field: OverallField): number | null {
  switch (field) {
    case 'name':
      return score.name.exact;
    case 'brand':
      return score.brand.exact;
    case 'address':
      return score.address.tokenF1;
    case 'amenities':
      return score.amenities.scored ? score.amenities.f1 : null;
    case 'transportLinks':
      return score.transportLinks.scored ? score.transportLinks.f1 : null;
    case 'nearbyAttractions':
      return score.nearbyAttractions.scored ? score.nearbyAttractions.f1 : null;
    case 'descriptionFacts':
      return score.descriptionFacts.scored ? score.descriptionFacts.recall : null;
  }
}

export function scoreProperty(slug: string, profile: ProfileFields, truth: Truth): PropertyScore {
  const alt = truth.alternates ?? {};
  const nameExact = equalsWithAlternates(profile.name, truth.name, alt) ? 1 : 0;
  const nameTok = Math.max(0, ...variants(truth.name, alt).map((v) => tokenF1(profile.name ?? '', v)));
  let brandExact: number;
  let brandTok: number;
  if (truth.brandName === null) {
    brandExact = profile.brandName ? 0 : 1;
    brandTok = brandExact;
  } else {
    brandExact = equalsWithAlternates(profile.brandName, truth.brandName, alt) ? 1 : 0;
    brandTok = Math.max(0, ...variants(truth.brandName, alt).map((v) => tokenF1(profile.brandName ?? '', v)));
  }
  const predAddress = profile.address ?? '';
  const addrF1 = truth.address.full ? tokenF1(predAddress, truth.address.full) : predAddress ? 0 : 1;
  const predNorm = ` ${normalize(predAddress)} `;
  const city = truth.address.city
    ? variants(truth.address.city, alt).some((v) => predNorm.includes(` ${v} `)) ? 1 : 0
    : null;
  const postalCode = truth.address.postalCode
    ? normalize(predAddress).replace(/\s/g, '').includes(normalize(truth.address.postalCode).replace(/\s/g, '')) ? 1 : 0
    : // the pages give no postcode: predicting one is inventing it
      /\b\d{5}\b|\b[a-z]\d[a-z]\s?\d[a-z]\d\b|\b\d{3}-\d{4}\b/i.test(predAddress)
      ? 0
      : null;

  const amenities = scoreSet(profile.amenities, truth.amenities, truth.optional?.amenities ?? [], alt);
  const tRequired = truth.transportLinks.map((t) => t.name);
  const tOptional = (truth.optional?.transportLinks ?? []).map((t) => t.name);
  const transport = scoreSet(profile.transportLinks, tRequired, tOptional, alt);
  const kinds = transport.matched.map((m) => {
    const truthKind = truth.transportLinks.find((t) => t.name === m.truth)?.kind ?? 'other';
    return kindOf(m.predicted) === truthKind ? 1 : 0;
  });
  const kindAgreement = kinds.length ? kinds.reduce<number>((a, b) => a + b, 0) / kinds.length : null;
  const attractions = scoreSet(profile.nearbyAttractions, truth.nearbyAttractions, truth.optional?.nearbyAttractions ?? [], alt);

  const descText = `${profile.description ?? ''} ${profile.situated ?? ''}`;
  const supported = truth.descriptionFacts.filter((f) => factSupported(f, descText));
  const descriptionFacts = {
    recall: truth.descriptionFacts.length ? supported.length / truth.descriptionFacts.length : 1,
    supported,
    unsupported: truth.descriptionFacts.filter((f) => !supported.includes(f)),
    scored: truth.descriptionFacts.length > 0,
  };
  const serialized = JSON.stringify(profile).toLowerCase();
  const mustNotContainHits = truth.mustNotContain.filter((m) => serialized.includes(m.toLowerCase()));

  const score: PropertyScore = {
    slug,
    name: { exact: nameExact, tokenF1: nameTok },
    brand: { exact: brandExact, tokenF1: brandTok },
    address: { tokenF1: addrF1, city, postalCode },
    amenities,
    transportLinks: { ...transport, kindAgreement },
    nearbyAttractions: attractions,
    descriptionFacts,
    situatedTokenF1: tokenF1(profile.situated ?? '', truth.situated),
    mustNotContainHits,
    overallF1: 0,
  };
  const f1s = OVERALL_FIELDS.map((f) => fieldF1(score, f)).filter((v): v is number => v !== null);
  score.overallF1 = f1s.length ? f1s.reduce((a, b) => a + b, 0) / f1s.length : 0;
  return score;
}

export interface EvalSummary {
  properties: PropertyScore[];
  /** Per field: the macro-average over the properties where the field is scored. */
  fields: Record<OverallField, { mean: number; n: number }>;
  /** Mean of the per-field macro-averages. */
  overallF1: number;
  hardFailures: { slug: string; hits: string[] }[];
  /** Extra macro-averages reported for information (not in the overall). */
  extra: { nameTokenF1: number; addressCity: number; addressPostalCode: number; situatedTokenF1: number; transportKindAgreement: number | null; setPrecision: Record<string, number>; setRecall: Record<string, number> };
}

function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

export function summarize(properties: PropertyScore[]): EvalSummary {
  const fields = {} as EvalSummary['fields'];
  for (const f of OVERALL_FIELDS) {
    const vals = properties.map((p) => fieldF1(p, f)).filter((v): v is number => v !== null);
    fields[f] = { mean: mean(vals), n: vals.length };
  }
  const sets = ['amenities', 'transportLinks', 'nearbyAttractions'] as const;
  const kinds = properties.map((p) => p.transportLinks.kindAgreement).filter((v): v is number => v !== null);
  return {
    properties,
    fields,
    overallF1: mean(OVERALL_FIELDS.map((f) => fields[f].mean)),
    hardFailures: properties.filter((p) => p.mustNotContainHits.length).map((p) => ({ slug: p.slug, hits: p.mustNotContainHits })),
    extra: {
      nameTokenF1: mean(properties.map((p) => p.name.tokenF1)),
      addressCity: mean(properties.map((p) => p.address.city).filter((v): v is number => v !== null)),
      addressPostalCode: mean(properties.map((p) => p.address.postalCode).filter((v): v is number => v !== null)),
      situatedTokenF1: mean(properties.map((p) => p.situatedTokenF1)),
      transportKindAgreement: kinds.length ? mean(kinds) : null,
      setPrecision: Object.fromEntries(sets.map((s) => [s, mean(properties.filter((p) => p[s].scored).map((p) => p[s].precision))])),
      setRecall: Object.fromEntries(sets.map((s) => [s, mean(properties.filter((p) => p[s].scored).map((p) => p[s].recall))])),
    },
  };
}
