import { z } from 'zod';
import { isoDate } from './common.ts';

export const AUDIT_ENTITY_TYPES = ['hotel', 'snippet', 'profile', 'prompt', 'user'] as const;
export const AUDIT_ACTIONS = ['created', 'updated', 'deleted', 'scraped'] as const;
export const AUDIT_WINDOW_DAYS = 30;

export const auditLogEntry = z.object({
  id: z.string(),
  createdAt: isoDate,
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  userEmail: z.string().nullable(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogQuery = z.object({
  days: z.coerce.number().int().min(1, 'days must be at least 1').max(365, 'days must be at most 365').default(AUDIT_WINDOW_DAYS),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
