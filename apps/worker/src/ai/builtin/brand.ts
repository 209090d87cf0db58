import { brandKey } from './brand-key.ts';
import { BRANDS } from './brands.generated.ts';
import type { S } from './page.ts';
import { fold } from './text.ts';
import type { StructuredTrust } from './trust.ts';

/*
 * The chain or brand the hotel belongs to, from the name-suggestion-index's lodging brands
 * (brands.generated.ts); an independent hotel has none.
 */

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

interface Spelling {
  words: string[];
  brand: string;
}

/** Spellings by their first word, longest first: a name is read once, word by word. */
const BY_FIRST_WORD = new Map<string, Spelling[]>();
/** Names in unspaced scripts are matched as substrings (there are few). */
const UNSPACED: { key: string; brand: string }[] = [];
for (const [brand, spellings] of BRANDS) {
  for (const key of spellings) {
    if (CJK.test(key)) {
      UNSPACED.push({ key: key.replace(/\s+/g, ''), brand });
      continue;
    }
    const words = key.split(' ');
    const list = BY_FIRST_WORD.get(words[0]!) ?? [];
    list.push({ words, brand });
    BY_FIRST_WORD.set(words[0]!, list);
  }
}
for (const list of BY_FIRST_WORD.values()) list.sort((a, b) => b.words.length - a.words.length);
UNSPACED.sort((a, b) => b.key.length - a.key.length);

/** The lodging brand a name is written with ("La Quinta Inn & Suites Austin Airport" -> "La Quinta"), longest spelling first. */
export function findBrand(text: string): string | null {
  const key = brandKey(text);
  if (!key) return null;
  const ws = key.split(' ');
  let best: Spelling | null = null;
  for (let i = 0; i < ws.length; i++) {
    for (const sp of BY_FIRST_WORD.get(ws[i]!) ?? []) {
      if (best && sp.words.length <= best.words.length) break;
      if (sp.words.every((w, j) => ws[i + j] === w)) {
        best = sp;
        break;
      }
    }
  }
  if (best) return best.brand;
  if (CJK.test(key)) {
    const compact = key.replace(/\s+/g, '');
    return UNSPACED.find((u) => compact.includes(u.key))?.brand ?? null;
  }
  return null;
}

export function pickBrand(name: string | null, snippets: S[], trust: StructuredTrust): { value: string | null; ids: string[] } {
  for (const s of snippets) {
    if (s.type !== 'brand' || !trust.ok(s)) continue;
    const known = findBrand(s.content);
    if (known) return { value: known, ids: [s.id] };
    // markup naming the hotel itself as its brand says nothing about a chain
    if (!name || !fold(name).includes(fold(s.content))) return { value: s.content, ids: [s.id] };
  }
  if (name) {
    const brand = findBrand(name);
    if (brand) return { value: brand, ids: snippets.filter((s) => s.type === 'hotel_name' && findBrand(s.content) === brand).map((s) => s.id).slice(0, 3) };
  }
  return { value: null, ids: [] };
}
