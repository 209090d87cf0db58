/*
 * Word lists more than one rule of the built-in model reads, kept once so the rules cannot drift
 * apart: each rule builds its own expression from them.
 */

/**
 * The words of a "neither … nor" pair, opening word then closing word ("has neither a pool nor a
 * sauna", "hat weder Sauna noch Hallenbad", "n'a ni piscine ni sauna", "non ha né piscina né sauna",
 * "não tem nem piscina nem sauna"). The opening word denies the facility it stands before, and a
 * sentence holding a pair tells what the house lacks.
 */
export const NEITHER_NOR_PAIRS: readonly (readonly [opens: string, closes: string])[] = [
  ['neither', 'nor'],
  ['weder', 'noch'],
  ['ni', 'ni'],
  ['né', 'né'],
  ['nem', 'nem'],
];

/** The opening words of the pairs, once each. */
export const NEITHER_WORDS: readonly string[] = [...new Set(NEITHER_NOR_PAIRS.map(([opens]) => opens))];
