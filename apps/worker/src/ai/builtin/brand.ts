import { CHAINS } from './lexicon.ts';
import type { S } from './page.ts';
import { fold } from './text.ts';
import type { StructuredTrust } from './trust.ts';

/* The chain or brand the hotel belongs to; an independent hotel has none. */

export function pickBrand(name: string | null, snippets: S[], trust: StructuredTrust): { value: string | null; ids: string[] } {
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
