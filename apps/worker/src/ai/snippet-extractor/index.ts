import * as cheerio from 'cheerio';
import type { ExtractedSnippet } from '@hotel/contracts';
import { contentHash } from '../../extract/index.ts';
import { looksInjected } from '../../extract/text-utils.ts';
import { removeHidden } from '../../extract/visible-text.ts';
import { callStructured, delimitedJson, jsonSchemaOf, untrustedDataRule, type LlmClient } from '../llm.ts';
import type { Usage } from '../types.ts';
import { DEFAULT_PROMPTS } from './prompt.ts';
import { EXTRACT_TOOL_DESCRIPTION, EXTRACT_TOOL_NAME, snippetExtractionAnswer } from './schema.ts';

const SCHEMA = jsonSchemaOf(snippetExtractionAnswer);
/** ~6k tokens of page text: enough for a hotel page, bounded for cost. */
const MAX_PAGE_TEXT_CHARS = 24_000;
const MAX_SNIPPETS = 60;

/** Visible text of a page, without scripts, styles, templates or hidden elements. */
export function pageText(html: string): string {
  const $ = cheerio.load(html);
  // The same hiding places the rule extractor drops (screen-reader-only, zero-size, off-screen...):
  // hidden text is where injected instructions live, and it must never reach the model.
  $('script, style, noscript, template, svg, iframe, [hidden], [aria-hidden="true"]').remove();
  $('[style]').each((_, el) => {
    const style = ($(el).attr('style') ?? '').replace(/\s+/g, '').toLowerCase();
    if (style.includes('display:none') || style.includes('visibility:hidden')) $(el).remove();
  });
  removeHidden($);
  $('br, p, div, li, h1, h2, h3, h4, h5, h6, tr, section, article, header, footer').after('\n');
  return $('body')
    .text()
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Same hash as the rule extractor, so an LLM snippet equal to a rule snippet is stored once. */
export function llmContentHash(content: string): string {
  return contentHash(content);
}

export interface SnippetExtractionInput {
  sourceUrl: string;
  pageUrl: string;
  html: string;
  prompt?: string;
  signal?: AbortSignal;
}

/**
 * The scraper-query task: reads the TEXT of one page (never its HTML) and returns typed snippets
 * with method 'llm'. Used only for pages where the rules found little.
 */
export async function extractSnippetsWithLlm(
  client: LlmClient,
  input: SnippetExtractionInput,
): Promise<{ snippets: ExtractedSnippet[]; usage: Usage }> {
  const text = pageText(input.html).slice(0, MAX_PAGE_TEXT_CHARS);
  if (!text) return { snippets: [], usage: { inputTokens: 0, outputTokens: 0, costUsd: 0 } };
  const system = `${input.prompt || DEFAULT_PROMPTS.scrapingbee_query}\n\n${untrustedDataRule('page', EXTRACT_TOOL_NAME)}`;
  // The page URL is chosen by the site, so it travels only inside the delimited data.
  const user = `Extract the snippets from this page text.\n${delimitedJson('page', { url: input.pageUrl, text })}`;
  const { value, usage } = await callStructured(client, snippetExtractionAnswer, {
    system,
    user,
    toolName: EXTRACT_TOOL_NAME,
    toolDescription: EXTRACT_TOOL_DESCRIPTION,
    jsonSchema: SCHEMA,
    maxTokens: 4_096,
    signal: input.signal,
  });
  const snippets: ExtractedSnippet[] = [];
  const seen = new Set<string>();
  for (const s of value.snippets.slice(0, MAX_SNIPPETS)) {
    const content = s.content.replace(/\s+/g, ' ').trim().slice(0, 20_000);
    const section = s.section?.trim().slice(0, 300) || null;
    // The model copies page text, so an instruction on the page can come back as a snippet: the
    // rule extractor's filter applies here too (the section title is page text as well).
    if (!content || looksInjected(content) || (section && looksInjected(section))) continue;
    const contentHash = llmContentHash(content);
    if (seen.has(contentHash)) continue;
    seen.add(contentHash);
    snippets.push({
      type: s.type,
      content,
      sourceUrl: input.sourceUrl,
      pageUrl: input.pageUrl,
      method: 'llm',
      section,
      contentHash,
    });
  }
  return { snippets, usage };
}
