import type { z } from 'zod';
import { AppError, zodMessage } from './errors.ts';

/** Parses with a contract schema; bad input becomes a 400 with a readable message. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    throw new AppError('VALIDATION_ERROR', zodMessage(result.error), { details: result.error.issues });
  }
  return result.data;
}
