import { z } from 'zod';
import { isoDate, pageQuery } from './common.ts';
import type { ProfileFields } from './profiles.ts';

/** The profile fields a change can touch, in the order the console shows them. */
export const SCALAR_PROFILE_FIELDS = ['name', 'brandName', 'address', 'situated', 'description'] as const;
export const LIST_PROFILE_FIELDS = ['amenities', 'transportLinks', 'nearbyAttractions'] as const;
export const PROFILE_FIELD_NAMES = [...SCALAR_PROFILE_FIELDS, ...LIST_PROFILE_FIELDS] as const;
export type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];

export const profileFieldName = z.enum(PROFILE_FIELD_NAMES, {
  message: `field must be one of ${PROFILE_FIELD_NAMES.join(', ')}`,
});

/** A text field that changed: its value before and after (null = empty). */
export const valueChange = z.object({
  field: z.enum(SCALAR_PROFILE_FIELDS),
  kind: z.literal('value'),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
/** A list field that changed: the items that came and went (order alone is no change). */
export const listChange = z.object({
  field: z.enum(LIST_PROFILE_FIELDS),
  kind: z.literal('list'),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export const fieldChange = z.discriminatedUnion('kind', [valueChange, listChange]);
export type ValueChange = z.infer<typeof valueChange>;
export type ListChange = z.infer<typeof listChange>;
export type FieldChange = z.infer<typeof fieldChange>;

/** Whitespace and empty strings are formatting, not content: '  ' reads as no value. */
function normalText(value: string | null | undefined): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** The value as written (paragraph breaks kept), or null when it is only whitespace. */
function storedText(value: string | null | undefined): string | null {
  return normalText(value) === null ? null : (value ?? '').trim();
}

function distinctItems(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const text = normalText(item);
    if (text !== null && !seen.has(text)) {
      seen.add(text);
      out.push(text);
    }
  }
  return out;
}

/**
 * The field-level difference between two profile versions: a changed text field with its old
 * and new value, a changed list with the items added and removed. The one definition of "what
 * changed", used when a version is stored (worker and restore) and by the console's compare.
 */
export function diffProfileFields(previous: ProfileFields, next: ProfileFields): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of SCALAR_PROFILE_FIELDS) {
    if (normalText(previous[field]) !== normalText(next[field])) {
      changes.push({ field, kind: 'value', old: storedText(previous[field]), new: storedText(next[field]) });
    }
  }
  for (const field of LIST_PROFILE_FIELDS) {
    const before = distinctItems(previous[field]);
    const after = distinctItems(next[field]);
    const had = new Set(before);
    const has = new Set(after);
    const added = after.filter((item) => !had.has(item));
    const removed = before.filter((item) => !has.has(item));
    if (added.length > 0 || removed.length > 0) changes.push({ field, kind: 'list', added, removed });
  }
  return changes;
}

/** A diff as stored in the database: items that do not parse (a hand-edited row) are left out. */
export function readStoredChanges(value: unknown): FieldChange[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = fieldChange.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * A profile version that changed something. `previousVersion` is the version it was compared
 * with; `restoredFrom` is set when a person restored an earlier version's fields.
 */
export const changeEntry = z.object({
  hotelId: z.string(),
  hotelName: z.string().nullable(),
  version: z.number().int(),
  previousVersion: z.number().int(),
  changedAt: isoDate,
  model: z.string(),
  restoredFrom: z.number().int().nullable(),
  changes: z.array(fieldChange),
  reviewedAt: isoDate.nullable(),
  reviewedBy: z.string().nullable(),
});
export type ChangeEntry = z.infer<typeof changeEntry>;

/** A day (YYYY-MM-DD, from its start in UTC) or an ISO 8601 date-time with its offset. */
export const sinceDate = z
  .string()
  .trim()
  .max(40)
  .refine((value) => z.iso.date().safeParse(value).success || z.iso.datetime({ offset: true }).safeParse(value).success, {
    message: 'since must be a date (YYYY-MM-DD) or an ISO 8601 date-time such as 2026-11-25T10:00:00Z',
    abort: true,
  })
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

/**
 * GET /api/changes — hotels whose latest change is not reviewed yet, newest first; the body is
 * ChangeEntry[] and the total travels in PAGINATION_HEADERS. `field` keeps the hotels whose
 * change touches that field; `since` those changed at or after it.
 */
export const listChangesQuery = pageQuery.extend({
  since: sinceDate.optional(),
  field: profileFieldName.optional(),
});
export type ListChangesQuery = z.infer<typeof listChangesQuery>;

/** GET /api/export/changes — every stored change (reviewed or not) since a date, as CSV. */
export const exportChangesQuery = z.object({ since: sinceDate.optional() });

/** GET /api/hotels/:id/changes — the hotel's change waiting for review, if any. */
export const pendingChange = z.object({ pending: changeEntry.nullable() });
export type PendingChange = z.infer<typeof pendingChange>;

/** POST /api/hotels/:id/changes/review — marks every unreviewed version up to the latest. */
export const reviewChangesResponse = z.object({
  hotelId: z.string(),
  version: z.number().int(),
  reviewedAt: isoDate,
});
export type ReviewChangesResponse = z.infer<typeof reviewChangesResponse>;

/** POST /api/hotels/:id/profile/restore — writes a new version holding `version`'s fields. */
export const restoreProfileRequest = z.object({
  version: z
    .number({ message: 'version must be a whole number of an earlier profile version' })
    .int('version must be a whole number of an earlier profile version')
    .min(1, 'version must be 1 or more')
    .max(2_147_483_647, 'version must be at most 2147483647'),
});
export type RestoreProfileRequest = z.infer<typeof restoreProfileRequest>;

export const restoreProfileResponse = z.object({
  hotelId: z.string(),
  version: z.number().int(),
  restoredFrom: z.number().int(),
  changes: z.array(fieldChange),
});
export type RestoreProfileResponse = z.infer<typeof restoreProfileResponse>;
