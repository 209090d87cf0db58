import { describe, expect, it } from 'vitest';
import { withoutHeldOutRows, type EvalJson } from './held-out.ts';

const evalJson = (): EvalJson => ({
  mode: 'disk',
  overallF1: 0.8,
  properties: [
    { slug: 'open-site', fold: 'tuning' },
    { slug: 'kept-site', fold: 'check' },
  ],
  hardFailures: [
    { slug: 'open-site', hits: ['Lorem ipsum'] },
    { slug: 'kept-site', hits: ['Sister Hotel'] },
  ],
  folds: {
    tuning: { overallF1: 0.9, coverage: { items: 3, inSnippets: 3, inRequest: 2, lost: [{ slug: 'open-site', value: 'Sauna' }] }, hardFailures: [{ slug: 'open-site', hits: ['Lorem ipsum'] }], properties: ['open-site'] },
    check: { overallF1: 0.5, coverage: { items: 4, inSnippets: 2, inRequest: 2, lost: [{ slug: 'kept-site', value: 'Pool' }] }, hardFailures: [{ slug: 'kept-site', hits: ['Sister Hotel'] }], properties: ['kept-site'] },
  },
  requests: [{ slug: 'open-site' }, { slug: 'kept-site' }],
  profiles: [{ slug: 'open-site' }, { slug: 'kept-site' }],
  crawl: [{ slug: 'open-site' }, { slug: 'kept-site' }],
});

describe('eval JSON without held-out rows', () => {
  it('keeps a held-out fold as aggregates and counts, with no site, hit or item of its own', () => {
    const out = withoutHeldOutRows(evalJson());
    const text = JSON.stringify(out);
    expect(text).not.toContain('kept-site');
    expect(text).not.toContain('Sister Hotel');
    expect(text).not.toContain('"Pool"');
    expect(out.folds.check).toMatchObject({ overallF1: 0.5, hardFailures: 1, properties: 1, coverage: { items: 4, inSnippets: 2, inRequest: 2, lost: 1 } });
  });

  it('leaves the tuning material whole', () => {
    const out = withoutHeldOutRows(evalJson());
    expect(out.folds.tuning).toEqual(evalJson().folds.tuning);
    expect(out.properties.map((p) => p.slug)).toEqual(['open-site']);
    expect(out.hardFailures).toEqual([{ slug: 'open-site', hits: ['Lorem ipsum'] }]);
    expect([out.requests, out.profiles, out.crawl].map((rows) => rows!.map((r) => r.slug))).toEqual([['open-site'], ['open-site'], ['open-site']]);
  });
});
