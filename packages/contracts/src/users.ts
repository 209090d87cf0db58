import { z } from 'zod';
import { isoDate } from './common.ts';

export const user = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  lastLoginAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type User = z.infer<typeof user>;

export const userIdParams = z.object({ id: z.string().uuid('User id must be a UUID') });
