import { SNIPPET_TYPES } from '@hotel/contracts';
import { z } from 'zod';

export const llmSnippet = z.object({
  type: z.enum(SNIPPET_TYPES).describe('What the snippet is about'),
  content: z.string().describe('The fact, in the wording of the page'),
  section: z.string().nullable().describe('Heading the fact sits under on the page, or null'),
});

export const snippetExtractionAnswer = z.object({
  snippets: z.array(llmSnippet).describe('Factual snippets about the hotel found in the page text'),
});
export type SnippetExtractionAnswer = z.infer<typeof snippetExtractionAnswer>;

export const EXTRACT_TOOL_NAME = 'record_snippets';
export const EXTRACT_TOOL_DESCRIPTION = 'Record the factual snippets about the hotel found in the page text.';
