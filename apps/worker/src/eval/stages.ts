import { SNIPPET_TYPES, type SnippetType } from '@hotel/contracts';
import type { SnippetForProfile } from '../ai/types.ts';
import type { Truth } from './corpus.ts';
import { holds, labelledItems, textLines, type LabelledItem } from './coverage.ts';
import { loadFolds } from './run-eval.ts';
import type { FoldEval } from './run-eval.ts';
import type { FoldName } from './folds.ts';
import type { PropertyScore } from './scoring.ts';

/*
 * Stage diagnostic: for each required labelled item (amenity, transport link name, attraction),
 * where the built-in model's pipeline lost it. Either the profile has it (picked), or a snippet
 * holds it and the model did not pick it (missed in a snippet of type T: the extractor found the
 * text, the model's rules for that kind of snippet did not read it), or no snippet holds it (the
 * extractor never captured it). Only counts, per fold and field, so it can be read without
 * looking at any one property's pages.
 */

export type Stage = 'picked' | 'nowhere' | SnippetType;

export interface StageCounts {
  items: number;
  picked: number;
  /** Missed items by the type of the snippet that holds them. */
  held: Partial<Record<SnippetType, number>>;
  nowhere: number;
}

export type FieldStages = Record<LabelledItem['field'], StageCounts>;

const FIELDS: LabelledItem['field'][] = ['amenities', 'transportLinks', 'nearbyAttractions'];

/**
 * The snippet type a missed item is charged to when several hold it: the field's own list types
 * first (a miss there is a list-reading failure), then the others in the contract's order, with
 * `other` (untyped text) last.
 */
const OWN_TYPES: Record<LabelledItem['field'], SnippetType[]> = {
  amenities: ['amenities', 'amenity'],
  transportLinks: ['transport'],
  nearbyAttractions: ['point_of_interest'],
};

function typeOrder(field: LabelledItem['field']): SnippetType[] {
  const own = OWN_TYPES[field];
  const rest = SNIPPET_TYPES.filter((t) => !own.includes(t) && t !== 'other');
  return [...own, ...rest, 'other'];
}

const empty = (): StageCounts => ({ items: 0, picked: 0, held: {}, nowhere: 0 });

/** The stage of every required labelled item of one property. */
export function itemStages(truth: Truth, score: PropertyScore, snippets: SnippetForProfile[]): { item: LabelledItem; stage: Stage }[] {
  const linesByType = new Map<SnippetType, string[]>();
  for (const s of snippets) {
    const lines = linesByType.get(s.type) ?? [];
    lines.push(...textLines(`${s.section ?? ''}\n${s.content}`));
    linesByType.set(s.type, lines);
  }
  const picked: Record<LabelledItem['field'], Set<string>> = {
    amenities: new Set(score.amenities.matched.map((m) => m.truth)),
    transportLinks: new Set(score.transportLinks.matched.map((m) => m.truth)),
    nearbyAttractions: new Set(score.nearbyAttractions.matched.map((m) => m.truth)),
  };
  return labelledItems(truth).map((item) => {
    if (picked[item.field].has(item.value)) return { item, stage: 'picked' as const };
    const type = typeOrder(item.field).find((t) => holds(linesByType.get(t) ?? [], item));
    return { item, stage: type ?? ('nowhere' as const) };
  });
}

export function countStages(stages: { item: LabelledItem; stage: Stage }[], into: FieldStages = { amenities: empty(), transportLinks: empty(), nearbyAttractions: empty() }): FieldStages {
  for (const { item, stage } of stages) {
    const c = into[item.field];
    c.items += 1;
    if (stage === 'picked') c.picked += 1;
    else if (stage === 'nowhere') c.nowhere += 1;
    else c.held[stage] = (c.held[stage] ?? 0) + 1;
  }
  return into;
}

export interface FoldStages {
  fold: FoldName;
  fields: FieldStages;
}

/**
 * The stage counts of an eval's folds. The truths are read again from the folders the eval read
 * (the same files in disk and crawl mode).
 */
export function evalStages(result: FoldEval, opts: { corpusDir?: string; fixturesDir?: string } = {}): FoldStages[] {
  const folds = result.folds.map((f) => f.fold);
  const truths = new Map(loadFolds({ ...opts, folds }).map((p) => [`${p.fold}\u0000${p.slug}`, p.truth!]));
  return folds.map((fold) => {
    const fields = countStages([]);
    result.properties.forEach((score, i) => {
      if (score.fold !== fold) return;
      const truth = truths.get(`${fold}\u0000${score.slug}`);
      const run = result.runs[i];
      if (truth && run) countStages(itemStages(truth, score, run.snippets), fields);
    });
    return { fold, fields };
  });
}

/** One line per fold and field: picked, missed by holding snippet type (most first), in no snippet. */
export function formatStages(stages: FoldStages[]): string[] {
  const out = ['Stages of the required items (picked into the profile; missed although a snippet of type T holds it; in no snippet):'];
  for (const { fold, fields } of stages) {
    for (const field of FIELDS) {
      const c = fields[field];
      if (!c.items) continue;
      const held = Object.entries(c.held)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([t, n]) => `${t} ${n}`);
      out.push(`  ${fold.padEnd(9)} ${field.padEnd(18)} ${String(c.items).padStart(4)} items · picked ${String(c.picked).padStart(3)} · missed in ${held.length ? held.join(', ') : '-'} · in no snippet ${c.nowhere}`);
    }
  }
  return out;
}
