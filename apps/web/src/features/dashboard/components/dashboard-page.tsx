import { Suspense, lazy, useEffect, useRef, type ReactNode } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, HStack, Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Activity, ArrowRight, Clock, Database, FileText, GitCompareArrows, Hotel as HotelIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { RUN_KIND_LABELS, type Run } from '@hotel/contracts';
import { useLiveEvents } from '../../../lib/ws';
import { HOTEL_STATUS_BADGES } from '../../../lib/hotel-status';
import { plural, relativeTime } from '../../../lib/format';
import { modelLabel, useModels } from '../../../lib/models';
import { errorMessage } from '../../../lib/api';
import { statsQueryOptions, useStats } from '../api/get-stats';
import { recentHotelsQueryOptions, useRecentHotels } from '../api/get-recent-hotels';
import { runsQueryOptions, useRuns } from '../api/get-runs';
import { changesCountQueryOptions, useChangesCount } from '../api/get-changes-count';
import { activityText } from './activity-text';
import { RecheckSettings } from './recheck-settings';
import { usePageTitle } from '../../../lib/use-page-title';

const LIVE_REFRESH_MS = 1000;

const StatusChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.StatusChart })));
const RunsChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.RunsChart })));

function StatCard({ title, sublabel, value, icon, testId }: { title: string; sublabel: string; value: number | undefined; icon: LucideIcon; testId: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <HStack justify="space-between" align="start">
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">
            {title}
          </Text>
          <Icon as={icon} boxSize="4" color="fg.subtle" aria-hidden />
        </HStack>
        {value === undefined ? (
          <Skeleton h="8" w="16" my="1" />
        ) : (
          <Text fontSize="3xl" fontWeight="bold" data-testid={testId}>
            {value.toLocaleString()}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {sublabel}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** 'Changes to review': how many hotels have a profile change nobody has reviewed, and the way there. */
function ChangesToReviewCard() {
  const count = useChangesCount();
  return (
    <Card.Root size="sm" data-testid="card-changes-to-review">
      <Card.Body>
        <HStack justify="space-between" align="start">
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">
            Changes to review
          </Text>
          <Icon as={GitCompareArrows} boxSize="4" color="fg.subtle" aria-hidden />
        </HStack>
        {count.isPending ? (
          <Skeleton h="8" w="16" my="1" />
        ) : count.isError ? (
          <Text fontSize="sm" color="fg.error" my="2">
            {errorMessage(count.error, 'Could not count changes')}
          </Text>
        ) : (
          <Text fontSize="3xl" fontWeight="bold" data-testid="text-changes-to-review">
            {count.data.toLocaleString()}
          </Text>
        )}
        <RouterLink to="/changes" data-testid="link-changes-to-review">
          <Text as="span" fontSize="xs" color="teal.fg" _hover={{ textDecoration: 'underline' }}>
            Review changes <Icon as={ArrowRight} boxSize="3" aria-hidden />
          </Text>
        </RouterLink>
      </Card.Body>
    </Card.Root>
  );
}

function Panel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

const statusDot: Record<string, string> = { completed: 'teal.500', processing: 'blue.500', error: 'red.500', pending: 'gray.400' };

function RecentActivity() {
  const { data, isLoading, error } = useRecentHotels();
  if (isLoading) return <Skeleton h="40" />;
  if (error) return <Text color="fg.error">{errorMessage(error, 'Failed to load recent activity')}</Text>;
  const hotels = data?.items.slice(0, 5) ?? [];
  if (hotels.length === 0) return <Text color="fg.muted">No recent activity</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="list-recent-activity">
      {hotels.map((h) => (
        <HStack as="li" key={h.id} gap="3" align="center">
          <Box boxSize="2" rounded="full" bg={statusDot[h.status] ?? 'gray.400'} flexShrink={0} aria-hidden />
          <Box flex="1" minW="0">
            <RouterLink to="/hotels/$id" params={{ id: h.id }}>
              <Text fontSize="sm" fontWeight="medium" truncate _hover={{ textDecoration: 'underline' }}>
                {h.name || h.id}
              </Text>
            </RouterLink>
            <Text fontSize="xs" color="fg.muted">
              {activityText(h.status)}
            </Text>
          </Box>
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
            {relativeTime(h.updatedAt)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

const RUN_BADGES: Record<Run['status'], { label: string; colorPalette: string }> = {
  running: { label: 'Running', colorPalette: 'blue' },
  completed: { label: HOTEL_STATUS_BADGES.completed.label, colorPalette: 'teal' },
  cancelled: { label: 'Cancelled', colorPalette: 'gray' },
};

export function RecentRuns() {
  const { data, isLoading, error } = useRuns();
  const models = useModels();
  if (isLoading) return <Skeleton h="40" />;
  if (error) return <Text color="fg.muted">Run history is unavailable.</Text>;
  const runs = data?.items.slice(0, 10) ?? [];
  if (runs.length === 0) return <Text color="fg.muted">No scraping runs yet</Text>;
  return (
    <Stack gap="4">
      <Suspense fallback={<Skeleton h="220px" />}>
        <RunsChart runs={runs} />
      </Suspense>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {runs.slice(0, 5).map((r) => (
          <HStack as="li" key={r.id} gap="3" fontSize="sm">
            <Badge colorPalette={RUN_BADGES[r.status]?.colorPalette ?? 'gray'} variant="subtle" data-testid="badge-run-status">
              {RUN_BADGES[r.status]?.label ?? r.status}
            </Badge>
            <Text flex="1" truncate title={r.model} data-testid="text-run-summary">
              {r.kind === 'recheck' ? `${RUN_KIND_LABELS.recheck} · ` : ''}
              {r.completed + r.failed} / {r.total} {plural('hotel', r.total)} · {modelLabel(models.data, r.model)}
            </Text>
            {r.costUsd > 0 && <Text color="fg.muted">${r.costUsd.toFixed(2)}</Text>}
            <Text color="fg.muted" fontSize="xs">
              {relativeTime(r.createdAt)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  const queryClient = useQueryClient();
  const stats = useStats();

  // A run emits one progress message per hotel; refetching at most once a second keeps the counts
  // live without a request per message.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (pending.current) clearTimeout(pending.current);
  }, []);
  useLiveEvents((message) => {
    if (message.type !== 'progress' && message.type !== 'complete' && message.type !== 'hotel-updated') return;
    if (!pending.current) {
      pending.current = setTimeout(() => {
        pending.current = null;
        void queryClient.invalidateQueries({ queryKey: statsQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: recentHotelsQueryOptions().queryKey });
        // a run started elsewhere (a scheduled re-check, the import CLI) shows up and counts up live
        void queryClient.invalidateQueries({ queryKey: runsQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: changesCountQueryOptions().queryKey });
      }, LIVE_REFRESH_MS);
    }
    if (message.type === 'complete') void queryClient.invalidateQueries({ queryKey: runsQueryOptions().queryKey });
  });

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <Text color="fg.muted">Overview of hotel data extraction and profiling</Text>
      </Box>
      {stats.error && <Text color="fg.error">{errorMessage(stats.error, 'Failed to load statistics')}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <StatCard title="Total Hotels" sublabel="Active in database" value={stats.data?.totalHotels} icon={HotelIcon} testId="text-total-hotels" />
        <StatCard title="Snippets" sublabel="Extracted data points" value={stats.data?.totalSnippets} icon={FileText} testId="text-total-snippets" />
        <StatCard title="Pending Scrapes" sublabel="In queue" value={stats.data?.pendingScrapes} icon={Clock} testId="text-pending-scrapes" />
        <ChangesToReviewCard />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Panel title="Recent Activity" description="Latest hotel updates">
          <RecentActivity />
        </Panel>
        <Panel title="Quick Actions">
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              Upload a CSV of hotels, search the list, export profiles and tune the AI prompts.
            </Text>
            <Button asChild colorPalette="teal" alignSelf="flex-start">
              <RouterLink to="/hotels" data-testid="link-manage-hotels">
                <Database aria-hidden />
                Manage Hotels
                <ArrowRight aria-hidden />
              </RouterLink>
            </Button>
          </Stack>
        </Panel>
        <Panel title="Hotels by Status">
          {stats.data ? (
            <Suspense fallback={<Skeleton h="220px" />}>
              <StatusChart byStatus={stats.data.byStatus} />
            </Suspense>
          ) : (
            <Skeleton h="220px" />
          )}
        </Panel>
        <Panel title="Recent Runs" description="Scraping runs and their outcome">
          <Flex direction="column">
            <RecentRuns />
            <RecheckSettings />
          </Flex>
        </Panel>
      </SimpleGrid>
      <HStack color="fg.muted" fontSize="xs" gap="1">
        <Icon as={Activity} boxSize="3" aria-hidden />
        <Text>Counts update live while scraping runs.</Text>
      </HStack>
    </Stack>
  );
}
