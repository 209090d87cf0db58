import { z } from 'zod';
import { isoDate, wellFormedString } from './common.ts';

export const PROMPT_TYPES = ['scrapingbee_query', 'classifier', 'profile_generator'] as const;
export const promptType = z.enum(PROMPT_TYPES);
export type PromptType = z.infer<typeof promptType>;

export const promptRecord = z.object({
  type: promptType,
  prompt: z.string(),
  version: z.number().int(),
  updatedAt: isoDate,
});
export type PromptRecord = z.infer<typeof promptRecord>;

export const savePromptRequest = z.object({
  type: promptType,
  prompt: wellFormedString('Prompt').trim().min(1, 'Prompt must not be empty').max(20_000, 'Prompt must be at most 20000 characters'),
});
export type SavePromptRequest = z.infer<typeof savePromptRequest>;
