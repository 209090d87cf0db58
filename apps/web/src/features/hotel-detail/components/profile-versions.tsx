import { useState } from 'react';
import { Alert, Badge, Box, Card, Field, HStack, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ChangeEntry, Profile } from '@hotel/contracts';
import { errorMessage } from '../../../lib/api';
import { plural, relativeTime } from '../../../lib/format';
import { modelLabel, useModels } from '../../../lib/models';
import { useProfileVersion } from '../api/get-profile-version';
import { useProfileVersions } from '../api/get-profile-versions';
import { countChanges, diffProfiles, type FieldDiff } from '../lib/profile-diff';
import { versionOptionText } from '../lib/format-profile';

/** Earlier versions of the profile and a side-by-side comparison with the current one. */
export function ProfileVersions({ hotelId, current, pending = null }: { hotelId: string; current: Profile; pending?: ChangeEntry | null }) {
  const versions = useProfileVersions(hotelId, true);
  const models = useModels();
  const [chosen, setChosen] = useState<number | null>(null);
  const earlier = (versions.data ?? []).filter((v) => v.version !== current.version).sort((a, b) => b.version - a.version);
  const older = useProfileVersion(hotelId, chosen);

  return (
    <Card.Root data-testid="card-profile-versions">
      <Card.Header>
        {/* h2: the page title is the h1 and nothing sits between them (axe heading-order). */}
        <Card.Title as="h2">Versions</Card.Title>
        <Card.Description>Compare an earlier version of this profile with the current one (v{current.version}).</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {versions.isPending ? (
            <Skeleton height="9" width="72" />
          ) : versions.isError ? (
            <Text color="fg.error">Could not load versions: {errorMessage(versions.error, 'Unknown error')}</Text>
          ) : earlier.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              This is the first version of the profile.
            </Text>
          ) : (
            <Field.Root maxW="md">
              <Field.Label htmlFor="select-profile-version">Compare with</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  id="select-profile-version"
                  data-testid="select-profile-version"
                  value={chosen ?? ''}
                  onChange={(e) => setChosen(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
                >
                  <option value="">Choose a version...</option>
                  {earlier.map((v) => (
                    <option key={v.id} value={v.version}>
                      {versionOptionText(v, modelLabel(models.data, v.model), relativeTime(v.generatedAt))}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}

          {chosen !== null &&
            (older.isPending ? (
              <Skeleton height="40" />
            ) : older.isError ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>Could not load version {chosen}: {errorMessage(older.error, 'Unknown error')}</Alert.Description>
              </Alert.Root>
            ) : (
              <VersionCompare older={older.data} current={current} pending={pending} />
            ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function VersionCompare({ older, current, pending }: { older: Profile; current: Profile; pending: ChangeEntry | null }) {
  const models = useModels();
  const diffs = diffProfiles(older, current);
  // The unreviewed change lies between the two versions compared: its fields are marked.
  const unreviewed = new Set(pending && older.version < pending.version && pending.version <= current.version ? pending.changes.map((c) => c.field) : []);
  const changes = countChanges(diffs);
  return (
    <Box data-testid="profile-compare">
      <Text fontSize="sm" mb="2" aria-live="polite">
        {changes === 0 ? 'No differences between these versions.' : `${changes} ${plural('field', changes)} changed.`}
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="10rem">Field</Table.ColumnHeader>
              <Table.ColumnHeader>
                v{older.version}{' '}
                <Text as="span" color="fg.muted" data-testid="text-compare-model-older">
                  ({modelLabel(models.data, older.model)})
                </Text>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                Current v{current.version}{' '}
                <Text as="span" color="fg.muted" data-testid="text-compare-model-current">
                  ({modelLabel(models.data, current.model)})
                </Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {diffs.map((d) => (
              <Table.Row key={d.field} bg={d.changed ? 'yellow.subtle' : undefined} data-changed={d.changed}>
                <Table.Cell fontWeight="medium" verticalAlign="top">
                  <HStack gap="2">
                    <span>{d.label}</span>
                    {d.changed && (
                      <Badge size="xs" colorPalette="yellow" variant="solid">
                        changed
                      </Badge>
                    )}
                    {unreviewed.has(d.field) && (
                      <Badge size="xs" colorPalette="orange" variant="outline" data-testid={`badge-unreviewed-${d.field}`}>
                        unreviewed
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <DiffValue diff={d} side="before" />
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <DiffValue diff={d} side="after" />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

function DiffValue({ diff, side }: { diff: FieldDiff; side: 'before' | 'after' }) {
  if (diff.kind === 'scalar') {
    const v = diff[side];
    return v ? <Text whiteSpace="pre-line">{v}</Text> : <Text color="fg.muted">—</Text>;
  }
  const items = diff[side];
  if (items.length === 0) return <Text color="fg.muted">—</Text>;
  const marked = new Set(side === 'before' ? diff.removed : diff.added);
  return (
    <Stack gap="0.5">
      {items.map((item, i) => (
        <Text
          key={`${item}-${i}`}
          fontSize="sm"
          color={marked.has(item) ? (side === 'before' ? 'red.fg' : 'green.fg') : undefined}
          textDecoration={marked.has(item) && side === 'before' ? 'line-through' : undefined}
        >
          {marked.has(item) ? (side === 'before' ? '− ' : '+ ') : ''}
          {item}
        </Text>
      ))}
    </Stack>
  );
}
