import type { ProfileFields } from '@hotel/contracts';
import { PROFILE_FIELD_LABELS } from '../../../lib/profile-fields';

export type ProfileFieldKey = keyof ProfileFields;

export interface ScalarDiff {
  kind: 'scalar';
  field: ProfileFieldKey;
  label: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

export interface ListDiff {
  kind: 'list';
  field: ProfileFieldKey;
  label: string;
  before: string[];
  after: string[];
  /** Items only in the newer profile / only in the older one. */
  added: string[];
  removed: string[];
  changed: boolean;
}

export type FieldDiff = ScalarDiff | ListDiff;

const SCALARS = ['name', 'brandName', 'address', 'situated', 'description'] as const;
const LISTS = ['amenities', 'transportLinks', 'nearbyAttractions'] as const;

// Whitespace-only edits are noise from the generator, not a change anyone needs to review.
const norm = (v: string | null | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');

/** Field-by-field comparison of an older profile (before) with a newer one (after). */
export function diffProfiles(before: ProfileFields, after: ProfileFields): FieldDiff[] {
  const scalars: FieldDiff[] = SCALARS.map((field) => ({
    kind: 'scalar',
    field,
    label: PROFILE_FIELD_LABELS[field],
    before: before[field],
    after: after[field],
    changed: norm(before[field]) !== norm(after[field]),
  }));
  const lists: FieldDiff[] = LISTS.map((field) => {
    const b = before[field] ?? [];
    const a = after[field] ?? [];
    const bSet = new Set(b.map(norm));
    const aSet = new Set(a.map(norm));
    const added = a.filter((x) => !bSet.has(norm(x)));
    const removed = b.filter((x) => !aSet.has(norm(x)));
    return {
      kind: 'list',
      field,
      label: PROFILE_FIELD_LABELS[field],
      before: b,
      after: a,
      added,
      removed,
      changed: added.length > 0 || removed.length > 0,
    };
  });
  return [...scalars, ...lists];
}

export function countChanges(diffs: readonly FieldDiff[]): number {
  return diffs.filter((d) => d.changed).length;
}
