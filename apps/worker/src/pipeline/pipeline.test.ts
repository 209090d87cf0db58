import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_MODEL_ID } from '@hotel/contracts';
import { DEFAULT_PROMPTS } from '@hotel/db';
import { createBuiltinGenerator } from '../ai/providers/builtin.ts';
import type { Prompts } from '../ai/types.ts';
import { loadWorkerConfig } from '../config.ts';
import { crawlSite } from '../crawl/crawl-site.ts';
import { NonRetryableError } from '../errors.ts';
import { createFetcher } from '../fetch/fetcher.ts';
import type { Fetcher } from '../fetch/types.ts';
import { silentLogger } from '../logger.ts';
import { startCorpusSites } from '../../test/fixtures/fixture-server.ts';
import { NO_SNIPPETS_REASON, runPipeline, type PipelineStage } from './index.ts';

const PROMPTS = Object.fromEntries(Object.entries(DEFAULT_PROMPTS).map(([k, v]) => [k, { text: v, version: 0 }])) as Prompts;
const BUILTIN = { id: BUILTIN_MODEL_ID, generator: createBuiltinGenerator(), llm: null };

describe('runPipeline (crawl -> snippets -> profile)', () => {
  let corpus: Awaited<ReturnType<typeof startCorpusSites>>;
  let fetcher: Fetcher;

  beforeAll(async () => {
    corpus = await startCorpusSites((slug) => slug === 'hunnewells-cottages' || slug === 'meihodo-aso');
    fetcher = createFetcher({ config: loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: corpus.allowList.join(','), HOST_MIN_DELAY_MS: '0' }) });
  });
  afterAll(async () => {
    await fetcher?.close();
    await corpus?.close();
  });

  it('crawls a site on 127.0.0.1, extracts its snippets and writes the profile, telling each stage and timing the model with the clock it is given', async () => {
    const site = corpus.sites.get('hunnewells-cottages')!;
    const stages: PipelineStage[] = [];
    let clock = 1_000;
    const result = await runPipeline(
      { fetcher, crawl: crawlSite, logger: silentLogger, now: () => (clock += 5) },
      { url: site.entryUrl, maxPages: 2 },
      { model: BUILTIN, hotelId: 'H1', prompts: async () => PROMPTS, onStage: (s) => stages.push(s) },
    );
    expect(stages).toEqual(['crawl', 'snippets', 'profile']);
    expect(result.crawl!.pages.length).toBeGreaterThanOrEqual(2);
    expect(result.snippets.length).toBeGreaterThan(5);
    expect(result.profile.fields.name).toMatch(/Hunnewell/);
    expect(result.profile.durationMs).toBe(5);
    expect(result.profile.snippetsForProfile.map((s) => s.id)).toEqual(result.snippets.map((_, i) => `snippet-${i + 1}`));
  }, 60_000);

  it("takes only directions and nearby places from a translated location page, so its title and prose do not become the hotel's", async () => {
    // meihodo-aso: the English access page gives only the address; the crawl fetches the Japanese one.
    const site = corpus.sites.get('meihodo-aso')!;
    const result = await runPipeline(
      { fetcher, crawl: crawlSite, logger: silentLogger },
      { url: site.entryUrl, maxPages: 6, crawl: { originAliases: [site.originalBaseUrl] } },
      { model: BUILTIN, hotelId: 'H4', prompts: async () => PROMPTS },
    );
    const translated = result.crawl!.translations ?? [];
    expect(translated.map((u) => new URL(u).pathname)).toEqual(['/ja/access.html']);
    const fromTranslation = result.snippets.filter((s) => translated.includes(s.pageUrl));
    expect(fromTranslation.length).toBeGreaterThan(0);
    expect(new Set(fromTranslation.map((s) => s.type))).toEqual(new Set(['transport']));
    expect(result.profile.fields.name).toMatch(/Meihodo/i);
    expect(result.profile.fields.transportLinks.join(' ')).toContain('阿蘇駅');
  }, 60_000);

  it('reads a page at hand marked as a translation for its directions only (French page beside an English site)', async () => {
    const pages = [
      { sourceUrl: 'https://inn.example/', pageUrl: 'https://inn.example/', html: '<html><head><title>Harbour Inn</title></head><body><h1>Harbour Inn</h1><h2>Facilities</h2><ul><li>Free WiFi</li><li>Sauna</li></ul></body></html>' },
      {
        sourceUrl: 'https://inn.example/fr/acces',
        pageUrl: 'https://inn.example/fr/acces',
        translation: true,
        html: '<html><head><title>Accès</title></head><body><h1>Accès</h1><p>Une auberge de charme au bord du port, avec piscine chauffée.</p><h2>En train</h2><ul><li>Gare de Quimper (15 min en taxi)</li></ul><h2>Équipements</h2><ul><li>Piscine chauffée</li></ul></body></html>',
      },
    ];
    const result = await runPipeline({ logger: silentLogger }, { pages }, { model: BUILTIN, hotelId: 'H5', prompts: async () => PROMPTS });
    const fromTranslation = result.snippets.filter((s) => s.pageUrl === 'https://inn.example/fr/acces');
    expect(new Set(fromTranslation.map((s) => s.type))).toEqual(new Set(['transport']));
    expect(result.profile.fields.name).toBe('Harbour Inn');
    expect(result.profile.fields.amenities.join(' ')).not.toMatch(/Piscine/);
    expect(result.profile.fields.transportLinks.join(' ')).toMatch(/Gare de Quimper/);
  });

  it('reads pages at hand without a fetcher, hands a custom profile step the snippets, and refuses pages without content', async () => {
    const pages = [{ sourceUrl: 'https://inn.example/', pageUrl: 'https://inn.example/', html: '<html><head><title>Harbour Inn</title></head><body><h1>Harbour Inn</h1><h2>Facilities</h2><ul><li>Free WiFi</li><li>Sauna</li></ul></body></html>' }];
    const result = await runPipeline({ logger: silentLogger }, { pages }, { model: BUILTIN, hotelId: 'H2', prompts: async () => PROMPTS, profile: async (stage) => stage.snippets.map((s) => s.content) });
    expect(result.crawl).toBeNull();
    expect(result.profile.join('\n')).toContain('Sauna');
    const empty = [{ sourceUrl: 'https://inn.example/', pageUrl: 'https://inn.example/', html: '<html><body></body></html>' }];
    const failed = runPipeline({ logger: silentLogger }, { pages: empty }, { model: BUILTIN, hotelId: 'H3', prompts: async () => PROMPTS });
    await expect(failed).rejects.toBeInstanceOf(NonRetryableError);
    await expect(failed).rejects.toThrow(NO_SNIPPETS_REASON);
  });
});
