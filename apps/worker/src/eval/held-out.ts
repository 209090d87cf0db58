import { HELD_OUT_FOLDS, type FoldName } from './folds.ts';

/** A fold summary as `pnpm eval --json` prints it. */
export interface FoldJson {
  coverage: { items: number; inSnippets: number; inRequest: number; lost: unknown[] | number };
  hardFailures: unknown[] | number;
  properties: string[] | number;
  [key: string]: unknown;
}

/** The whole `pnpm eval --json` object, as far as held-out rows appear in it. */
export interface EvalJson {
  properties: { slug: string; fold: FoldName }[];
  hardFailures: { slug: string; hits: string[] }[];
  folds: Record<string, FoldJson>;
  requests: { slug: string }[];
  profiles: { slug: string }[];
  crawl?: { slug: string }[];
  [key: string]: unknown;
}

/**
 * The eval's JSON with the held-out folds (check, blind-check, found-check) as aggregates only:
 * their sites' scores, profiles, requests, crawl rows, hard-failure strings and lost items are
 * left out, their counts kept. A rule chosen by reading a held-out site's row is tuned on it, and
 * JSON is what scripts and helpers read, so it keeps the discipline the printed table keeps.
 */
export function withoutHeldOutRows<T extends EvalJson>(json: T): T {
  const held = new Set(json.properties.filter((p) => HELD_OUT_FOLDS.includes(p.fold)).map((p) => p.slug));
  const open = <R extends { slug: string }>(rows: R[]): R[] => rows.filter((r) => !held.has(r.slug));
  const folds = Object.fromEntries(
    Object.entries(json.folds).map(([fold, f]) => {
      if (!HELD_OUT_FOLDS.includes(fold as FoldName)) return [fold, f];
      const count = (v: unknown[] | number): number => (Array.isArray(v) ? v.length : v);
      return [fold, { ...f, hardFailures: count(f.hardFailures), properties: count(f.properties), coverage: { ...f.coverage, lost: count(f.coverage.lost) } }];
    }),
  );
  return {
    ...json,
    properties: open(json.properties),
    hardFailures: open(json.hardFailures),
    folds,
    requests: open(json.requests),
    profiles: open(json.profiles),
    ...(json.crawl ? { crawl: open(json.crawl) } : {}),
  };
}
