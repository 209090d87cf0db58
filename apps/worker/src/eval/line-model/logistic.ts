import type { Features } from './features.ts';

/*
 * A binary logistic regression over sparse named features: full-batch gradient descent from zero
 * weights with L2 shrinkage, a fixed number of epochs and features visited in sorted order, so the
 * same examples always give the same weights (no random initialisation, no shuffling).
 */

export interface Example {
  features: Features;
  label: 0 | 1;
}

export type Weights = Record<string, number>;

export interface TrainOptions {
  epochs: number;
  rate: number;
  l2: number;
}

export const DEFAULT_TRAIN: TrainOptions = { epochs: 400, rate: 0.5, l2: 0.01 };

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** The probability that the example is positive; unknown features weigh nothing. */
export function predict(weights: Weights, features: Features): number {
  let z = 0;
  for (const [name, value] of Object.entries(features)) z += (weights[name] ?? 0) * value;
  return sigmoid(z);
}

export function train(examples: Example[], opts: TrainOptions = DEFAULT_TRAIN): Weights {
  const names = [...new Set(examples.flatMap((e) => Object.keys(e.features)))].sort();
  const index = new Map(names.map((k, i) => [k, i]));
  // examples as index/value arrays: the loop below runs epochs × examples × features times
  const rows = examples.map((e) => {
    const keys = Object.keys(e.features).sort();
    return { idx: Int32Array.from(keys.map((k) => index.get(k)!)), val: Float64Array.from(keys.map((k) => e.features[k]!)), label: e.label };
  });
  const w = new Float64Array(names.length);
  const bias = index.get('bias');
  const n = rows.length;
  for (let epoch = 0; n > 0 && epoch < opts.epochs; epoch++) {
    const grad = new Float64Array(names.length);
    for (const r of rows) {
      let z = 0;
      for (let j = 0; j < r.idx.length; j++) z += w[r.idx[j]!]! * r.val[j]!;
      const err = sigmoid(z) - r.label;
      for (let j = 0; j < r.idx.length; j++) grad[r.idx[j]!]! += err * r.val[j]!;
    }
    // the bias is not shrunk: it carries the base rate
    for (let k = 0; k < names.length; k++) w[k]! -= opts.rate * (grad[k]! / n + (k === bias ? 0 : opts.l2 * w[k]!));
  }
  return Object.fromEntries(names.map((k, i) => [k, w[i]!]));
}

