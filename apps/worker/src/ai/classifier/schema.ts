import { SNIPPET_TYPES } from '@hotel/contracts';
import { z } from 'zod';

export const classificationAnswer = z.object({
  items: z
    .array(
      z.object({
        ref: z.string().describe('The ref of the snippet being classified'),
        type: z.enum(SNIPPET_TYPES).describe('Exactly one type for this snippet'),
      }),
    )
    .describe('One entry per snippet'),
});
export type ClassificationAnswer = z.infer<typeof classificationAnswer>;

export const CLASSIFY_TOOL_NAME = 'classify_snippets';
export const CLASSIFY_TOOL_DESCRIPTION = 'Record one type for each snippet.';
