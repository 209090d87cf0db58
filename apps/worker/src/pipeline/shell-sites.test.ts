import { BUILTIN_MODEL_ID } from '@hotel/contracts';
import { DEFAULT_PROMPTS } from '@hotel/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, startCorpusSites, type RunningServer } from '../../test/fixtures/fixture-server.ts';
import { createBuiltinGenerator } from '../ai/providers/builtin.ts';
import type { Prompts } from '../ai/types.ts';
import { loadWorkerConfig } from '../config.ts';
import { crawlSite } from '../crawl/crawl-site.ts';
import { FIXTURE_SITES_DIR } from '../eval/folds.ts';
import { browserAvailable } from '../fetch/browser.ts';
import { createFetcher } from '../fetch/fetcher.ts';
import { silentLogger } from '../logger.ts';
import { runPipeline } from './index.ts';

/*
 * No hotel fails for being client-rendered: shell sites served on 127.0.0.1 go through the worker's
 * own fetcher, crawler, extractor and built-in model, and come out with a full profile.
 */

const BUILTIN = { id: BUILTIN_MODEL_ID, generator: createBuiltinGenerator(), llm: null };
const PROMPTS = Object.fromEntries(Object.entries(DEFAULT_PROMPTS).map(([k, v]) => [k, { text: v, version: 0 }])) as Prompts;
const SHELL_SITES = ['hotel-am-stadtpark-freiburg', 'hotel-les-tilleuls-annecy'];

/** A shell only a browser fills: its content is built by an inline script from a JS object, no JSON state. */
const JS_ONLY_HOME = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Hostal Sa Tanca</title></head><body><div id="app"></div>
<script>
const h = { nombre: 'Hostal Sa Tanca', dir: 'Carrer de la Mar 21, 07157 Port d\\'Andratx, Illes Balears, España',
  intro: 'Hostal familiar de 14 habitaciones frente al puerto de Port d\\'Andratx, a cinco minutos a pie de la playa de Sa Mola.',
  servicios: ['Wifi gratis', 'Piscina exterior', 'Terraza con vistas al puerto', 'Aire acondicionado', 'Alquiler de bicicletas'] };
document.getElementById('app').innerHTML = '<h1>' + h.nombre + '</h1><p>' + h.intro + '</p><h2>Servicios</h2><ul>' +
  h.servicios.map(function (s) { return '<li>' + s + '</li>'; }).join('') + '</ul><footer><h3>Dirección</h3><p>' + h.dir + '</p></footer>';
</script></body></html>`;

describe('client-rendered hotel sites through the pipeline', () => {
  let corpus: Awaited<ReturnType<typeof startCorpusSites>>;
  let jsOnly: RunningServer;

  beforeAll(async () => {
    corpus = await startCorpusSites((slug) => SHELL_SITES.includes(slug), FIXTURE_SITES_DIR);
    jsOnly = await listen((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(JS_ONLY_HOME);
      } else {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<h1>Not found</h1>');
      }
    });
  });
  afterAll(async () => {
    await corpus?.close();
    await jsOnly?.close();
  });

  const run = async (url: string, allow: string[], extra: Record<string, string> = {}) => {
    const config = loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: allow.join(','), HOST_MIN_DELAY_MS: '0', ...extra });
    const fetcher = createFetcher({ config });
    try {
      return await runPipeline({ logger: silentLogger, fetcher, crawl: crawlSite }, { url, maxPages: 6 }, { model: BUILTIN, hotelId: 'h1', prompts: async () => PROMPTS });
    } finally {
      await fetcher.close();
    }
  };

  it('profiles a Next.js shell (German) from its __NEXT_DATA__, following links found only there', async () => {
    const site = corpus.sites.get('hotel-am-stadtpark-freiburg')!;
    const { crawl, profile } = await run(site.entryUrl, corpus.allowList);
    expect(crawl!.pages.map((p) => new URL(p.url).pathname).sort()).toEqual(['/', '/anreise', '/ausstattung']);
    expect(crawl!.pages.every((p) => p.via === 'http')).toBe(true);
    const f = profile.fields;
    expect(f.name).toBe('Hotel Am Stadtpark');
    expect(f.address).toContain('Rathausgasse 14, 79098 Freiburg im Breisgau');
    // from the state of the homepage and from the <noscript> fallback of /ausstattung
    expect(f.amenities).toEqual(expect.arrayContaining(['Fahrradverleih', 'Aufzug']));
    expect(f.nearbyAttractions).toEqual(expect.arrayContaining([expect.stringMatching(/^Augustinermuseum\b/), expect.stringMatching(/^Colombipark\b/)]));
    expect(f.description).toMatch(/32 Zimmern/);
  });

  it('profiles a Nuxt 3 shell (French) from its devalue payload', async () => {
    const site = corpus.sites.get('hotel-les-tilleuls-annecy')!;
    const { crawl, profile } = await run(site.entryUrl, corpus.allowList);
    expect(crawl!.pages.map((p) => new URL(p.url).pathname).sort()).toEqual(['/', '/acces', '/services']);
    const f = profile.fields;
    expect(f.name).toBe('Hôtel Les Tilleuls');
    expect(f.address).toBe('8 rue des Tilleuls, 74000 Annecy, France');
    expect(f.amenities).toEqual(expect.arrayContaining(['Wi-Fi gratuit', 'Hammam', 'Bagagerie']));
    // a distance may stay next to the name ('Palais de l’Isle (400 m)')
    expect(f.nearbyAttractions).toEqual(expect.arrayContaining([expect.stringMatching(/^Palais de l’Isle\b/), expect.stringMatching(/^Pont des Amours\b/)]));
  });

  it.skipIf(!browserAvailable(loadWorkerConfig({}).CHROMIUM_PATH))('renders a shell with no readable state in the browser, automatically, and says so on the page', async () => {
    const { crawl, profile } = await run(`${jsOnly.url}/`, [`127.0.0.1:${jsOnly.port}`]);
    expect(crawl!.pages[0]!.via).toBe('browser');
    const f = profile.fields;
    expect(f.name).toBe('Hostal Sa Tanca');
    expect(f.address).toContain('Carrer de la Mar 21, 07157');
    expect(f.amenities).toEqual(expect.arrayContaining(['Piscina exterior', 'Alquiler de bicicletas']));
  });

  it('fails the JavaScript-only shell with its reason when no browser is installed', async () => {
    await expect(run(`${jsOnly.url}/`, [`127.0.0.1:${jsOnly.port}`], { CHROMIUM_PATH: '/nonexistent/chromium' })).rejects.toThrow('Page has no readable content (JavaScript shell)');
  });
});
