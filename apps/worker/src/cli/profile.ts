#!/usr/bin/env node
/**
 * pnpm profile <url> [--model builtin] [--json] [--snippets] [--max-pages N] [--show-request]
 *
 * Crawls one hotel site and prints its profile, with the same fetcher, crawler, extractor and
 * models as the worker, but no database and no Redis. With --json, stdout carries exactly one
 * JSON object; every log line goes to stderr. --show-request prints, instead of a profile, the
 * exact request the LLM profile generator would send for the crawled snippets (system and user
 * text, the tool it must fill) and its tokens, and calls no provider.
 */
import { parseArgs } from 'node:util';
import { BUILTIN_MODEL_ID } from '@hotel/contracts';
import { DEFAULT_PROMPTS } from '@hotel/db';
import { profileRequestFor } from '../ai/profile-generator/index.ts';
import { DEFAULT_ANTHROPIC_MODEL_ID } from '@hotel/domain';
import { createModelRegistry } from '../ai/registry.ts';
import { requestTokens, TOKENIZER_NAME } from '../ai/tokens.ts';
import type { Prompts } from '../ai/types.ts';
import { aiConfig, loadWorkerConfig } from '../config.ts';
import { crawlSite } from '../crawl/crawl-site.ts';
import { CrawlError } from '../errors.ts';
import { createFetcher } from '../fetch/index.ts';
import { fetchFailureReason } from '../jobs/job-support.ts';
import { generateFromSnippets, runPipeline, snippetsForProfile, type PipelineStage } from '../pipeline/index.ts';
import { MAX_PAGES_ERROR, parseMaxPages } from './max-pages.ts';

const USAGE = 'Usage: pnpm profile <url> [--model builtin] [--json] [--snippets] [--max-pages N] [--show-request]';

function log(msg: string): void {
  process.stderr.write(`${msg}\n`);
}

const stderrLogger = {
  info: (obj: object, msg?: string) => log(`[info] ${msg ?? ''} ${JSON.stringify(obj)}`),
  warn: (obj: object, msg?: string) => log(`[warn] ${msg ?? ''} ${JSON.stringify(obj)}`),
  error: (obj: object, msg?: string) => log(`[error] ${msg ?? ''} ${JSON.stringify(obj)}`),
  debug: () => {},
};

/** The model whose request --show-request prints: the one runs use by default when Anthropic is configured. */
const requestModel = DEFAULT_ANTHROPIC_MODEL_ID;

function printRequest(request: ReturnType<typeof profileRequestFor>, json: boolean): void {
  const tokens = requestTokens(request);
  if (json) {
    const { system, user, toolName, toolDescription, jsonSchema, maxTokens } = request;
    process.stdout.write(`${JSON.stringify({ model: requestModel, system, user, tool: { name: toolName, description: toolDescription, inputSchema: jsonSchema }, maxTokens, snippetsSent: request.chosen.length, tokens: { ...tokens, tokenizer: TOKENIZER_NAME } })}\n`);
    return;
  }
  const lines = [
    `=== system (${tokens.system} tokens)`,
    request.system,
    `=== user (${tokens.user} tokens)`,
    request.user,
    `=== tool ${request.toolName} (${tokens.tool} tokens): ${request.toolDescription}`,
    JSON.stringify(request.jsonSchema),
    '',
    `Model: ${requestModel} · snippets sent: ${request.chosen.length} · input tokens: ${tokens.total} (system ${tokens.system} + user ${tokens.user} + tool ${tokens.tool}; tokenizer ${TOKENIZER_NAME}) · nothing was sent`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        model: { type: 'string' },
        json: { type: 'boolean', default: false },
        snippets: { type: 'boolean', default: false },
        'max-pages': { type: 'string' },
        verbose: { type: 'boolean', default: false },
        'show-request': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    log(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const url = positionals[0];
  if (!url || positionals.length > 1) {
    log(USAGE);
    return 2;
  }
  const maxPages = parseMaxPages(values['max-pages']);
  if (maxPages === null) {
    log(MAX_PAGES_ERROR);
    return 2;
  }

  const config = loadWorkerConfig(process.env);
  const registry = createModelRegistry(aiConfig(config));
  const showRequest = values['show-request'];
  // --show-request calls no provider: the rule snippets only, and the request the default LLM would get
  const modelId = showRequest ? BUILTIN_MODEL_ID : (values.model ?? BUILTIN_MODEL_ID);
  let model;
  try {
    model = registry.resolve(modelId);
  } catch (err) {
    log((err as Error).message);
    return 2;
  }

  const fetcher = createFetcher({ config, ...(values.verbose ? { logger: stderrLogger } : {}) });
  const prompts: Prompts = {
    scrapingbee_query: { text: DEFAULT_PROMPTS.scrapingbee_query, version: 0 },
    classifier: { text: DEFAULT_PROMPTS.classifier, version: 0 },
    profile_generator: { text: DEFAULT_PROMPTS.profile_generator, version: 0 },
  };
  let stage: PipelineStage = 'crawl';
  try {
    log(`Crawling ${url} ...`);
    let result;
    try {
      result = await runPipeline(
        { fetcher, crawl: crawlSite, logger: stderrLogger },
        { url, maxPages: maxPages ?? config.CRAWL_MAX_PAGES, crawl: { onPage: (p) => log(`  fetched ${p.finalUrl}`) } },
        {
          model,
          hotelId: url,
          prompts: async () => prompts,
          onStage: (next) => {
            stage = next;
          },
          onCrawl: (crawl) => {
            for (const f of crawl.failures) log(`  skipped ${f.url}: ${f.reason}`);
          },
          profile: async ({ pages, snippets }) => {
            if (showRequest) {
              log(`${pages.length} page(s), ${snippets.length} snippet(s); the profile request ${requestModel} would receive:`);
              return { kind: 'request' as const, request: profileRequestFor({ model: requestModel, hotelId: url, snippets: snippetsForProfile(snippets), prompts }) };
            }
            log(`${pages.length} page(s), ${snippets.length} snippet(s); building the profile with ${modelId} ...`);
            return { kind: 'profile' as const, generated: await generateFromSnippets(model, snippets, { hotelId: url, prompts: async () => prompts }) };
          },
        },
      );
    } catch (err) {
      if (stage !== 'crawl') throw err;
      log(`Error: ${fetchFailureReason(err, 'Homepage')}`);
      return 1;
    }
    if (result.profile.kind === 'request') {
      printRequest(result.profile.request, values.json);
      return 0;
    }
    const { pages } = result;
    const profile = result.profile.generated;
    const snippets = profile.snippetsForProfile;
    const f = profile.fields;

    if (values.json) {
      const out: Record<string, unknown> = {
        name: f.name,
        brandName: f.brandName,
        address: f.address,
        situated: f.situated,
        description: f.description,
        amenities: f.amenities,
        transportLinks: f.transportLinks,
        nearbyAttractions: f.nearbyAttractions,
      };
      if (values.snippets) {
        out.snippets = snippets.map((s) => ({ id: s.id, type: s.type, content: s.content, sourceUrl: s.sourceUrl, pageUrl: s.pageUrl, method: s.method, section: s.section }));
      }
      process.stdout.write(`${JSON.stringify(out)}\n`);
      return 0;
    }

    const lines: string[] = [];
    const list = (title: string, items: string[]) => {
      lines.push(`${title}:`);
      if (!items.length) lines.push('  (none found)');
      for (const it of items) lines.push(`  - ${it}`);
    };
    lines.push(f.name ?? '(name not found)');
    if (f.brandName) lines.push(`Brand: ${f.brandName}`);
    lines.push(`Address: ${f.address ?? '(not found)'}`);
    lines.push(`Situated: ${f.situated ?? '(not found)'}`);
    lines.push('', f.description ?? '(no description found)', '');
    list('Amenities', f.amenities);
    list('Transport links', f.transportLinks);
    list('Nearby attractions', f.nearbyAttractions);
    if (values.snippets) {
      lines.push('', `Snippets (${snippets.length}):`);
      for (const s of snippets) lines.push(`  [${s.type}/${s.method}] ${s.content.replace(/\s+/g, ' ').slice(0, 160)}  <${s.pageUrl}>`);
    }
    lines.push(
      '',
      `Model: ${modelId} · pages: ${pages.length} · snippets: ${snippets.length} · tokens: ${profile.usage.inputTokens} in / ${profile.usage.outputTokens} out · est. cost $${profile.usage.costUsd.toFixed(4)}`,
    );
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } catch (err) {
    log(`Error: ${err instanceof CrawlError ? err.reason : (err as Error).message}`);
    return 1;
  } finally {
    await fetcher.close().catch(() => {});
  }
}

// Exit explicitly: keep-alive sockets must not keep a finished CLI alive.
process.exit(await main());
