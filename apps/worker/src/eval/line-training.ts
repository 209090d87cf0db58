import type { ProfileFields } from '@hotel/contracts';
import { buildProfile } from '../ai/builtin/index.ts';
import { LINE_FIELDS, type Features, type LineField } from './line-model/features.ts';
import { LineScorer, sameItem } from './line-model/index.ts';
import { DEFAULT_TRAIN, predict, train, type Example, type TrainOptions } from './line-model/logistic.ts';
import { INJECTION } from '../ai/builtin/page.ts';
import { capitalize } from '../ai/builtin/text.ts';
import type { SnippetForProfile } from '../ai/types.ts';
import type { Truth } from './corpus.ts';
import type { FoldName } from './folds.ts';
import { itemSimilarity, normalize, scoreSet } from './scoring.ts';

/*
 * Training and leave-one-site-out scoring of a line classifier that would veto items the built-in
 * model's rules propose and admit the short lines they leave (eval/line-model, decision 300).
 * Examples,
 * labelled by the scorer's own fuzzy match against the site's truth: the items the rules propose
 * (matched → 1, unmatched → 0), which teach what an item of the field looks like, and the open
 * lines (naming a required item the rules missed → 1; anything else → 0, since a line repeating an
 * item already found is a duplicate). A line naming only an optional item is left out. Only the
 * tuning and fixture folds are read; the check fold never is.
 */

export interface OpenLine {
  text: string;
  features: Features;
  label: 0 | 1 | null;
}

export interface SiteLines {
  slug: string;
  fold: FoldName;
  truth: Truth;
  /** Per field: what the rules propose, and the open lines with their features and labels. */
  fields: Record<LineField, { proposed: string[]; open: OpenLine[]; rules: OpenLine[] }>;
}

function truthOf(truth: Truth, field: LineField): { required: string[]; optional: string[] } {
  if (field === 'transportLinks') return { required: truth.transportLinks.map((t) => t.name), optional: (truth.optional?.transportLinks ?? []).map((t) => t.name) };
  return { required: truth[field], optional: truth.optional?.[field] ?? [] };
}

function matchesAny(line: string, values: string[], alternates: Record<string, string[]> | undefined): boolean {
  const l = normalize(line);
  return values.some((v) => [v, ...(alternates?.[v] ?? [])].some((x) => itemSimilarity(l, normalize(x)) > 0));
}

export function siteLines(slug: string, fold: FoldName, truth: Truth, snippets: SnippetForProfile[]): SiteLines {
  const { fields, provenance } = buildProfile(snippets);
  const scorer = new LineScorer(snippets.filter((s) => !INJECTION.test(s.content)));
  const all = (f: ProfileFields): string[] => [...f.amenities, ...f.transportLinks, ...f.nearbyAttractions, ...(f.name ? [f.name] : [])];
  const out = {} as SiteLines['fields'];
  for (const field of LINE_FIELDS) {
    const proposed = fields[field];
    const { required, optional } = truthOf(truth, field);
    const set = scoreSet(proposed, required, optional, truth.alternates);
    const missed = set.missed;
    const matched = new Set(set.matched.map((m) => m.predicted));
    const dropped = new Set(set.optionalDropped);
    // what the rules propose teaches what an item of the field looks like
    const rules = proposed.map((value, i) => ({
      text: value,
      features: scorer.features(field, value, provenance[`${field}.${i}`] ?? []),
      label: matched.has(value) ? 1 : dropped.has(value) ? null : 0,
    })) as OpenLine[];
    const open = scorer.openFor(field, proposed, all(fields)).map((l) => ({
      text: l.text,
      features: scorer.features(field, l.text, l.ids),
      label: matchesAny(l.text, missed, truth.alternates) ? 1 : matchesAny(l.text, optional, truth.alternates) ? null : 0,
    })) as OpenLine[];
    out[field] = { proposed, open, rules };
  }
  return { slug, fold, truth, fields: out };
}

function examples(sites: SiteLines[], field: LineField): Example[] {
  return sites.flatMap((s) => [...s.fields[field].rules, ...s.fields[field].open].filter((l) => l.label !== null).map((l) => ({ features: l.features, label: l.label as 0 | 1 })));
}

/** What the model does to a field: drop the rules' items under `veto`, add the open lines at or above `admit` (0: neither). */
export interface Setting {
  veto: number;
  admit: number;
}

/** Probabilities of a site's items: the rules' ones and the open lines, in their order. */
export interface SiteProbabilities {
  rules: number[];
  open: number[];
}

/** The field's F1 as the eval scores it (null: not scored) with the model applied at `setting`. */
export function fieldF1With(site: SiteLines, field: LineField, probs: SiteProbabilities, setting: Setting): number | null {
  const { proposed, open } = site.fields[field];
  const list = proposed.filter((_v, i) => setting.veto <= 0 || probs.rules[i]! >= setting.veto);
  if (setting.admit > 0) {
    const admitted = open.map((l, i) => ({ l, p: probs.open[i]! })).filter((x) => x.p >= setting.admit).sort((a, b) => b.p - a.p);
    for (const { l } of admitted) if (!list.some((v) => sameItem(v, l.text))) list.push(capitalize(l.text));
  }
  const { required, optional } = truthOf(site.truth, field);
  const set = scoreSet(list, required, optional, site.truth.alternates);
  return set.scored ? set.f1 : null;
}

export const VETO = [0, 0.02, 0.05, 0.1, 0.2, 0.3];
export const ADMIT = [0, 0.6, 0.7, 0.8, 0.9];

export interface LosoResult {
  field: LineField;
  /** Per setting, the macro F1 per fold (sites where the field is scored); the first setting is the rules alone. */
  bySetting: (Setting & { folds: Partial<Record<FoldName, number>>; all: number })[];
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Leave one site out: each site's items and lines are scored by a model trained on every other site. */
export function loso(sites: SiteLines[], opts: TrainOptions = DEFAULT_TRAIN): LosoResult[] {
  return LINE_FIELDS.map((field) => {
    const probs: SiteProbabilities[] = sites.map((held, k) => {
      const w = train(examples(sites.filter((_s, j) => j !== k), field), opts);
      return { rules: held.fields[field].rules.map((l) => predict(w, l.features)), open: held.fields[field].open.map((l) => predict(w, l.features)) };
    });
    const bySetting = VETO.flatMap((veto) => ADMIT.map((admit) => ({ veto, admit }))).map((setting) => {
      const f1s = sites.map((s, k) => ({ fold: s.fold, f1: fieldF1With(s, field, probs[k]!, setting) })).filter((x): x is { fold: FoldName; f1: number } => x.f1 !== null);
      const folds: Partial<Record<FoldName, number>> = {};
      for (const fold of new Set(f1s.map((x) => x.fold))) folds[fold] = mean(f1s.filter((x) => x.fold === fold).map((x) => x.f1));
      return { ...setting, folds, all: mean(f1s.map((x) => x.f1)) };
    });
    return { field, bySetting };
  });
}

/**
 * The setting the model would be applied at: the one whose LOSO macro F1 on the tuning fold is
 * best without lowering the fixtures'; when none improves tuning, the rules alone (veto 0, admit 0).
 */
export function chooseSetting(result: LosoResult): LosoResult['bySetting'][number] {
  const base = result.bySetting[0]!;
  return result.bySetting.reduce((a, t) => ((t.folds.tuning ?? 0) > (a.folds.tuning ?? 0) + 1e-9 && (t.folds.fixtures ?? 0) >= (base.folds.fixtures ?? 0) - 1e-9 ? t : a), base);
}
