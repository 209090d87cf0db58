import type { ExtractedSnippet } from '@hotel/contracts';
import { classifySnippetsWithLlm } from '../ai/classifier/index.ts';
import type { LlmClient } from '../ai/llm.ts';
import { extractSnippetsWithLlm } from '../ai/snippet-extractor/index.ts';
import type { Prompts, Usage } from '../ai/types.ts';
import type { JobLogger } from './job-support.ts';

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
 * The optional LLM snippet steps (LLM models only): the scraper query reads the text of pages
 * the rules found little on, the classifier types what the rules left as 'other'. A failing
 * step is logged and skipped: the rule snippets are still good, and the profile step will
 * surface a provider that is really down.
 */
export async function runLlmSnippetSteps(
  llm: LlmClient,
  pages: { sourceUrl: string; pageUrl: string; html: string }[],
  ruleSnippets: ExtractedSnippet[],
  prompts: Prompts,
  logger: JobLogger,
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
      logger.warn({ err: (err as Error).message, pageUrl: page.pageUrl }, 'LLM snippet extraction skipped');
    }
  }
  try {
    const classified = await classifySnippetsWithLlm(llm, out, { prompt: prompts.classifier.text, signal });
    usage = addUsage(usage, classified.usage);
    return { snippets: classified.snippets, usage };
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'LLM classification skipped');
    return { snippets: out, usage };
  }
}
