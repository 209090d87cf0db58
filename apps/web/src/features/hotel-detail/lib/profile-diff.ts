import { LIST_PROFILE_FIELDS, SCALAR_PROFILE_FIELDS, diffProfileFields, type ProfileFields } from '@hotel/contracts';
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

/**
 * Field-by-field comparison of an older profile (before) with a newer one (after), for the
 * side-by-side compare: every field with both values, marked where `diffProfileFields` (the one
 * definition of a change, also stored with each version) finds a change.
 */
export function diffProfiles(before: ProfileFields, after: ProfileFields): FieldDiff[] {
  const changes = new Map(diffProfileFields(before, after).map((c) => [c.field, c]));
  const scalars: FieldDiff[] = SCALAR_PROFILE_FIELDS.map((field) => ({
    kind: 'scalar',
    field,
    label: PROFILE_FIELD_LABELS[field],
    before: before[field],
    after: after[field],
    changed: changes.has(field),
  }));
  const lists: FieldDiff[] = LIST_PROFILE_FIELDS.map((field) => {
    const change = changes.get(field);
    return {
      kind: 'list',
      field,
      label: PROFILE_FIELD_LABELS[field],
      before: before[field] ?? [],
      after: after[field] ?? [],
      added: change?.kind === 'list' ? change.added : [],
      removed: change?.kind === 'list' ? change.removed : [],
      changed: change !== undefined,
    };
  });
  return [...scalars, ...lists];
}

export function countChanges(diffs: readonly FieldDiff[]): number {
  return diffs.filter((d) => d.changed).length;
}
