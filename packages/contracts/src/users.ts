import { z } from 'zod';
import { isoDate, wellFormedString } from './common.ts';

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

/**
 * GET /api/users — the body is User[], oldest first; the total travels in PAGINATION_HEADERS.total.
 * Without page or pageSize the answer is every matching user (as before there were pages);
 * with either, one page (page 1, 50 users unless told). `q` matches email, first or last name.
 */
export const listUsersQuery = z.object({
  q: wellFormedString('Search').trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;
