import type { ExtractedSnippet } from '@hotel/contracts';
import { classifySnippetsWithLlm } from '../ai/classifier/index.ts';
import type { LlmClient } from '../ai/llm.ts';
import { extractSnippetsWithLlm } from '../ai/snippet-extractor/index.ts';
import type { Prompts, Usage } from '../ai/types.ts';
import { looksInjected } from '../extract/text-utils.ts';
import { NonRetryableError } from '../errors.ts';
import type { Logger } from '../logger.ts';

/** Pages where the rules found fewer snippets than this get the LLM snippet extractor. */
const FEW_SNIPPETS = 3;

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    costUsd: Math.round((a.costUsd + b.costUsd) * 1e6) / 1e6,
  };
}

/**
 * Whether a failed LLM snippet step may be skipped. Only a permanent failure may: an answer that
 * stayed invalid after the repair attempt (AiOutputError) or a request the provider refuses for
 * good (4xx); retrying the job would fail the same way, and the rule snippets are still good.
 * A rate limit or overload (ThrottledError), a 5xx or a connection problem (RetryableError), an
 * abort or anything unexpected is re-thrown: skipping it would store a hotel with fewer snippets
 * for a passing reason, where BullMQ can retry after the server-given delay or with backoff.
 */
function skippable(err: unknown, signal: AbortSignal | undefined): boolean {
  return err instanceof NonRetryableError && !signal?.aborted;
}

/**
 * The optional LLM snippet steps (LLM models only): the scraper query reads the text of pages
 * the rules found little on, the classifier types what the rules left as 'other'. A step that
 * fails for good is logged and skipped; a passing failure fails the job so it is retried.
 * Every snippet that leaves here passed the injection filter, whatever produced it.
 */
export async function runLlmSnippetSteps(
  llm: LlmClient,
  pages: { sourceUrl: string; pageUrl: string; html: string }[],
  ruleSnippets: ExtractedSnippet[],
  prompts: Prompts,
  logger: Logger,
  signal?: AbortSignal,
): Promise<{ snippets: ExtractedSnippet[]; usage: Usage }> {
  let usage: Usage = { inputTokens: 0, outputTokens: 0, costUsd: 0 };
  const out = [...ruleSnippets];
  const seen = new Set(out.map((s) => `${s.sourceUrl}\u0000${s.contentHash}`));
  for (const page of pages) {
    const count = ruleSnippets.filter((s) => s.sourceUrl === page.sourceUrl).length;
    if (count >= FEW_SNIPPETS) continue;
    try {
      const extracted = await extractSnippetsWithLlm(llm, { ...page, prompt: prompts.scrapingbee_query.text, signal });
      usage = addUsage(usage, extracted.usage);
      for (const s of extracted.snippets) {
        const key = `${s.sourceUrl}\u0000${s.contentHash}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(s);
      }
    } catch (err) {
      if (!skippable(err, signal)) throw err;
      logger.warn({ err: (err as Error).message, pageUrl: page.pageUrl }, 'LLM snippet extraction skipped');
    }
  }
  let snippets = out;
  try {
    const classified = await classifySnippetsWithLlm(llm, out, { prompt: prompts.classifier.text, signal });
    usage = addUsage(usage, classified.usage);
    snippets = classified.snippets;
  } catch (err) {
    if (!skippable(err, signal)) throw err;
    logger.warn({ err: (err as Error).message }, 'LLM classification skipped');
  }
  // The extractor already drops injected text; this gate also covers snippets the classifier
  // re-typed and whatever rule snippets a caller handed in, so no path skips looksInjected.
  return { snippets: snippets.filter((s) => !looksInjected(s.content)), usage };
}
