import { loadFolds, profileProperty } from './run-eval.ts';
const [fold, slug] = process.argv.slice(2);
const p = loadFolds({ folds: [fold as never] }).find((x) => (x as { slug: string }).slug === slug)!;
const t = performance.now(); await profileProperty(p as never); console.log(slug, ((performance.now() - t) / 1000).toFixed(2));
