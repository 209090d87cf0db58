import { useEffect, useRef } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { getRouteApi, Link as RouterLink } from '@tanstack/react-router';
import { Check, ChevronLeft, ChevronRight, Download, GitCompareArrows } from 'lucide-react';
import { PROFILE_FIELD_NAMES, type ChangeEntry, type ProfileFieldName } from '@hotel/contracts';
import { errorMessage, type ListPage } from '../../../lib/api';
import { useCsvDownload } from '../../../lib/download';
import { dateTime, plural, relativeTime } from '../../../lib/format';
import { modelLabel, useModels } from '../../../lib/models';
import { PROFILE_FIELD_LABELS } from '../../../lib/profile-fields';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLiveEvents } from '../../../lib/ws';
import { Tooltip } from '../../../components/ui/tooltip';
import { toast } from '../../../components/ui/toaster';
import { exportChangesRequest } from '../api/export-changes';
import { allChangesQueryKey, useChanges } from '../api/get-changes';
import { useRestoreProfile } from '../api/restore-profile';
import { useReviewChanges } from '../api/review-changes';
import { FieldChangeView } from './field-change-view';
import { RestoreDialog } from './restore-dialog';

const routeApi = getRouteApi('/app/changes');

export const CHANGES_PAGE_SIZE = 20;
// A run sends a message per hotel; one refetch a second keeps the list live without a storm.
const LIVE_REFETCH_MS = 1000;

export function ChangesPage() {
  usePageTitle('Changes');
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const page = search.page ?? 1;
  const field = search.field;
  const since = search.since;
  const changes = useChanges({ field, since, page, pageSize: CHANGES_PAGE_SIZE });
  const exportCsv = useCsvDownload();

  const qc = useQueryClient();
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (refetchTimer.current) clearTimeout(refetchTimer.current);
    },
    [],
  );
  useLiveEvents((message) => {
    // A finished profile (a run's hotel, a regeneration, a restore elsewhere) may add or clear a change.
    if (message.type !== 'complete' && message.type !== 'hotel-updated' && !(message.type === 'progress' && message.status === 'completed')) return;
    if (refetchTimer.current) return;
    refetchTimer.current = setTimeout(() => {
      refetchTimer.current = null;
      void qc.invalidateQueries({ queryKey: allChangesQueryKey });
    }, LIVE_REFETCH_MS);
  });

  // Reviewing the last row of the last page would leave an empty page: step back to one with rows.
  const total = changes.data?.total;
  useEffect(() => {
    if (total === undefined || changes.isPlaceholderData) return;
    const lastPage = Math.max(1, Math.ceil(total / CHANGES_PAGE_SIZE));
    if (page > lastPage) void navigate({ search: (prev) => ({ ...prev, page: lastPage > 1 ? lastPage : undefined }), replace: true });
  }, [total, page, changes.isPlaceholderData, navigate]);

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box>
          <Heading as="h1" size="2xl">
            Changes
          </Heading>
          <Text color="fg.muted">Profiles that changed since someone last looked: review them, or bring the previous version back.</Text>
        </Box>
        <Button
          variant="outline"
          flexShrink={0}
          data-testid="button-export-changes"
          loading={exportCsv.isPending}
          loadingText="Exporting..."
          onClick={() => exportCsv.mutate(exportChangesRequest(since))}
        >
          <Download /> Export changes
        </Button>
      </Flex>

      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root width={{ base: 'full', sm: 'auto' }}>
          <Field.Label htmlFor="input-change-since" fontSize="sm">
            Changed since
          </Field.Label>
          <Input
            id="input-change-since"
            type="date"
            size="sm"
            width={{ base: 'full', sm: '44' }}
            data-testid="input-change-since"
            value={since ?? ''}
            max={new Date().toISOString().slice(0, 10)}
            onChange={(e) => {
              const next = e.currentTarget.value;
              void navigate({ search: (prev) => ({ ...prev, since: next || undefined, page: undefined }) });
            }}
          />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: 'auto' }}>
          <Field.Label htmlFor="select-change-field" fontSize="sm">
            Field
          </Field.Label>
          <NativeSelect.Root size="sm" width={{ base: 'full', sm: '56' }}>
            <NativeSelect.Field
              id="select-change-field"
              data-testid="select-change-field"
              value={field ?? ''}
              onChange={(e) => {
                const next = e.currentTarget.value as ProfileFieldName | '';
                void navigate({ search: (prev) => ({ ...prev, field: next || undefined, page: undefined }) });
              }}
            >
              <option value="">All fields</option>
              {PROFILE_FIELD_NAMES.map((f) => (
                <option key={f} value={f}>
                  {PROFILE_FIELD_LABELS[f]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>

      <ChangesList
        query={changes}
        emptyHint={emptyHint(field, since)}
        page={page}
        onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })}
      />
    </Stack>
  );
}

function emptyHint(field: ProfileFieldName | undefined, since: string | undefined): string {
  if (field && since) return 'No unreviewed change touches this field since that date. Choose another field or an earlier date.';
  if (field) return 'No unreviewed change touches this field. Choose another field.';
  if (since) return 'No unreviewed change since that date. Choose an earlier date.';
  return 'When a profile changes, it shows up here.';
}

interface ChangesListProps {
  query: UseQueryResult<ListPage<ChangeEntry>>;
  /** What the empty state suggests: filters to loosen, or what will fill the list. */
  emptyHint: string;
  page: number;
  onPageChange: (page: number) => void;
}

export function ChangesList({ query, emptyHint, page, onPageChange }: ChangesListProps) {
  if (query.isError) {
    return (
      <Alert.Root status="error" data-testid="changes-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Could not load changes</Alert.Title>
          <Alert.Description>{errorMessage(query.error, 'Unknown error')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="3" data-testid="changes-loading" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="32" borderRadius="l2" />
        ))}
      </Stack>
    );
  }

  const { items, total } = query.data;
  if (items.length === 0 && page === 1) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="l2" data-testid="changes-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <GitCompareArrows />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">No changes to review</EmptyState.Title>
            <EmptyState.Description>
              {emptyHint}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const first = (page - 1) * CHANGES_PAGE_SIZE + 1;
  const last = (page - 1) * CHANGES_PAGE_SIZE + items.length;
  const lastPage = Math.max(1, Math.ceil(total / CHANGES_PAGE_SIZE));
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Changes to review" aria-busy={query.isFetching} data-testid="list-changes">
        {items.map((entry) => (
          <ChangeCard key={entry.hotelId} entry={entry} />
        ))}
      </Stack>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" data-testid="text-changes-range">
          {first}–{last} of {total.toLocaleString()} {plural('hotel', total)}
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label="Previous page">
            <ChevronLeft /> Previous
          </Button>
          <Button size="sm" variant="outline" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)} aria-label="Next page">
            Next <ChevronRight />
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}

function ChangeCard({ entry }: { entry: ChangeEntry }) {
  const models = useModels();
  const review = useReviewChanges();
  const restore = useRestoreProfile();
  const name = entry.hotelName || entry.hotelId;
  const busy = review.isPending || restore.isPending;

  const onReview = () =>
    review.mutate(entry.hotelId, {
      onSuccess: () => toast({ title: 'Changes reviewed', description: `${name}: version ${entry.version} is marked reviewed.` }),
      onError: (err) => toast({ title: 'Could not mark reviewed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
    });
  const onRestore = (close: () => void) =>
    restore.mutate(
      { hotelId: entry.hotelId, version: entry.previousVersion },
      {
        onSuccess: (res) => {
          close();
          toast({ title: 'Previous version restored', description: `${name}: version ${res.restoredFrom} is back as version ${res.version}.` });
        },
        onError: (err) => toast({ title: 'Could not restore', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
      },
    );

  return (
    <Card.Root as="li" size="sm" data-testid={`row-change-${entry.hotelId}`}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="3" direction={{ base: 'column', md: 'row' }}>
          <Box minW="0">
            <Link asChild fontWeight="semibold" fontSize="md" overflowWrap="anywhere">
              <RouterLink to="/hotels/$id" params={{ id: entry.hotelId }} data-testid={`link-change-hotel-${entry.hotelId}`}>
                {name}
              </RouterLink>
            </Link>
            <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted" mt="1">
              <Text fontFamily="mono" wordBreak="break-all">
                {entry.hotelId}
              </Text>
              <Text>·</Text>
              <Text data-testid={`text-change-version-${entry.hotelId}`}>
                v{entry.previousVersion} → v{entry.version}
              </Text>
              <Text>·</Text>
              <Tooltip content={dateTime(entry.changedAt)}>
                <time dateTime={entry.changedAt}>{relativeTime(entry.changedAt)}</time>
              </Tooltip>
              <Text>·</Text>
              <Text data-testid={`text-change-model-${entry.hotelId}`}>{modelLabel(models.data, entry.model)}</Text>
              {entry.restoredFrom !== null && (
                <Badge size="sm" colorPalette="purple" variant="subtle" data-testid={`badge-restored-${entry.hotelId}`}>
                  Restore of v{entry.restoredFrom}
                </Badge>
              )}
            </HStack>
          </Box>
          <HStack gap="2" flexShrink={0} wrap="wrap">
            <RestoreDialog hotelName={name} hotelId={entry.hotelId} version={entry.previousVersion} pending={restore.isPending} onRestore={onRestore} />
            <Button size="sm" colorPalette="teal" onClick={onReview} loading={review.isPending} disabled={busy} data-testid={`button-review-${entry.hotelId}`}>
              <Check /> Mark reviewed
            </Button>
          </HStack>
        </Flex>
        <Stack gap="2" borderTopWidth="1px" pt="3">
          {entry.changes.map((change) => (
            <FieldChangeView key={change.field} change={change} testIdPrefix={`change-${entry.hotelId}`} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
