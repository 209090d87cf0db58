import { OSM_VOCAB } from './osm-vocab.ts';

/*
 * Run-time access to the OpenStreetMap preset vocabulary (osm-vocab.ts, generated): each class is
 * compiled once into one regular expression, so a line is scanned once per class whatever the
 * number of terms. Terms match whole words in any script (`\b` is ASCII-only in JavaScript).
 */

export type VocabClass = 'amenity' | 'transport' | 'place';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

function compile(cls: VocabClass): { re: RegExp; category: Map<string, string> } {
  const category = new Map<string, string>();
  for (const [cat, terms] of Object.entries(OSM_VOCAB[cls])) for (const t of terms) if (!category.has(t)) category.set(t, cat);
  // longest first, so "bus station" wins over "bus"; CJK terms need no word boundary
  const terms = [...category.keys()].sort((a, b) => b.length - a.length);
  const latin = terms.filter((t) => !CJK.test(t));
  // a long one-word term also ends a compound ("Kinderspielplatz", "Heimatmuseum", "Hauptbahnhof")
  const compound = latin.filter((t) => t.length >= 6 && /^\p{L}+$/u.test(t)).map(escape);
  const whole = latin.map((t) => escape(t).replace(/ /g, '\\s+'));
  const cjk = terms.filter((t) => CJK.test(t)).map(escape);
  const alternatives = [
    `(?<![\\p{L}\\p{N}])(?:${whole.join('|')})(?![\\p{L}\\p{N}])`,
    `(?<![\\p{L}\\p{N}])\\p{L}{3,}(?:${compound.join('|')})(?![\\p{L}\\p{N}])`,
    ...(cjk.length ? [`(?:${cjk.join('|')})`] : []),
  ];
  return { re: new RegExp(alternatives.join('|'), 'iu'), category };
}

const COMPILED: Record<VocabClass, { re: RegExp; category: Map<string, string> }> = {
  amenity: compile('amenity'),
  transport: compile('transport'),
  place: compile('place'),
};

/** The first term of a class in `text` and its category ("gare" -> train), or null. */
export function vocabMatch(cls: VocabClass, text: string): { term: string; category: string; index: number } | null {
  const { re, category } = COMPILED[cls];
  const m = re.exec(text);
  if (!m) return null;
  const term = m[0].toLowerCase().replace(/\s+/g, ' ').normalize('NFC');
  let cat = category.get(term);
  // a compound takes the category of the term it ends with
  for (let i = 1; cat === undefined && i < term.length; i++) cat = category.get(term.slice(i));
  return { term: m[0], category: cat ?? 'other', index: m.index };
}

export function hasVocab(cls: VocabClass, text: string): boolean {
  return COMPILED[cls].re.test(text);
}

/** Transport kinds as truth.json and the profile schema name them. */
export function transportKind(text: string): 'airport' | 'train' | 'bus' | 'metro' | 'taxi' | 'other' | null {
  const m = vocabMatch('transport', text);
  if (!m) return null;
  if (m.category === 'airport' || m.category === 'train' || m.category === 'bus' || m.category === 'metro' || m.category === 'taxi') return m.category;
  return m.category === 'tram' ? 'metro' : 'other';
}
