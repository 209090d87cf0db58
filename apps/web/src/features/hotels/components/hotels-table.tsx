import {
  Alert,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  Skeleton,
  Stack,
  Table,
  Text,
  VStack,
} from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Eye, Hotel as HotelIcon, Trash2 } from 'lucide-react';
import type { Hotel } from '@hotel/contracts';
import { errorMessage, type ListPage } from '../../../lib/api';
import { dateTime, relativeTime } from '../../../lib/format';
import { Tooltip } from '../../../components/ui/tooltip';
import { toast } from '../../../components/ui/toaster';
import { useDeleteHotel } from '../api/delete-hotel';
import { useSidebar } from '../../../components/layout/sidebar-context';
import { HotelStatusBadge } from './hotel-status-badge';

interface HotelsTableProps {
  query: UseQueryResult<ListPage<Hotel>>;
  searchText: string;
  filtered: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

// Between the phone layout (cards, below 768 px) and a wide screen the secondary columns (Brand,
// Snippets, Last Updated) give way first, so Status and Actions stay in view; index = column.
const HIDE_BELOW: readonly ('sm' | 'md' | undefined)[] = [
  undefined,
  undefined,
  'md',
  undefined,
  'sm',
  'md',
  undefined,
];

/**
 * The spec's 'Last Updated': the hotel's updatedAt as relative time (exact date in a tooltip), or
 * 'Never' when the row carries no date.
 */
export function LastUpdated({ at }: { at: string | null | undefined }) {
  if (!at) return <>Never</>;
  return (
    <Tooltip content={dateTime(at)}>
      <time dateTime={at}>{relativeTime(at)}</time>
    </Tooltip>
  );
}

interface HotelActionsProps {
  hotel: Hotel;
  displayName: string;
  deleting: boolean;
  onDelete: (hotel: Hotel) => void;
}

function HotelActions({ hotel, displayName, deleting, onDelete }: HotelActionsProps) {
  return (
    <HStack gap="1" justify="end" flexShrink={0}>
      <IconButton asChild size="xs" variant="ghost" aria-label={`View ${displayName}`}>
        <Link to="/hotels/$id" params={{ id: hotel.id }} data-testid={`button-view-${hotel.id}`}>
          <Eye />
        </Link>
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${displayName}`}
        data-testid={`button-delete-${hotel.id}`}
        disabled={deleting}
        onClick={() => onDelete(hotel)}
      >
        <Trash2 />
      </IconButton>
    </HStack>
  );
}

export function HotelsTable({ query, searchText, filtered, page, pageSize, onPageChange }: HotelsTableProps) {
  const deleteHotel = useDeleteHotel();
  // On a phone a seven-column table cannot fit: each hotel becomes a card with the same facts.
  const { isMobile } = useSidebar();
  const navigate = useNavigate();
  // A row lights up under the pointer, so it promises to open: the whole row leads to the hotel.
  // Its own buttons (view, delete) keep their meaning, and a text selection is not a click.
  const openHotel = (event: { target: EventTarget }, id: string) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    void navigate({ to: '/hotels/$id', params: { id } });
  };

  const onDelete = (hotel: Hotel) => {
    if (!window.confirm('Are you sure you want to delete this hotel?')) return;
    deleteHotel.mutate(hotel.id, {
      onSuccess: () =>
        toast({ title: 'Hotel deleted', description: `${hotel.name ?? hotel.id} was deleted.` }),
      onError: (err) =>
        toast({
          title: 'Failed to delete hotel',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  if (query.isError) {
    return (
      <Alert.Root status="error" data-testid="hotels-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Could not load hotels</Alert.Title>
          <Alert.Description>{errorMessage(query.error, 'Unknown error')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  }

  const data = query.data;
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, (page - 1) * pageSize + items.length);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const capped = data?.totalCapped ? '+' : '';

  if (!query.isPending && items.length === 0 && page === 1) {
    const searching = searchText.length > 0;
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="l2" data-testid="hotels-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <HotelIcon />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            {/* h2: under the page's h1 (Chakra's default h3 would skip a level). */}
            <EmptyState.Title as="h2">
              {searching
                ? `No hotels match "${searchText}"`
                : filtered
                  ? 'No hotels with this status'
                  : 'No hotels yet — upload a CSV to start'}
            </EmptyState.Title>
            <EmptyState.Description>
              {searching
                ? 'Try another name, brand or ID.'
                : filtered
                  ? 'Choose another status filter.'
                  : 'Use "Upload CSV" to add hotel IDs with their homepage URLs.'}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const list = isMobile ? (
    <Stack gap="2" role="list" aria-label="Hotels" aria-busy={query.isFetching} data-testid="list-hotels">
      {query.isPending
        ? Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height="20" borderRadius="l2" />)
        : items.map((hotel) => {
            const displayName = hotel.name || hotel.id;
            return (
              <Card.Root
                key={hotel.id}
                size="sm"
                role="listitem"
                data-testid={`row-hotel-${hotel.id}`}
                cursor="pointer"
                tabIndex={0}
                aria-label={`Open ${displayName}`}
                _hover={{ bg: 'bg.muted' }}
                onClick={(e) => openHotel(e, hotel.id)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && e.target === e.currentTarget) openHotel(e, hotel.id);
                }}
              >
                <Card.Body gap="1.5">
                  <HStack justify="space-between" align="start" gap="2">
                    <Text fontWeight="medium" minW="0" overflowWrap="anywhere">
                      {displayName}
                    </Text>
                    <HotelActions
                      hotel={hotel}
                      displayName={displayName}
                      deleting={deleteHotel.isPending && deleteHotel.variables === hotel.id}
                      onDelete={onDelete}
                    />
                  </HStack>
                  <Text fontFamily="mono" fontSize="xs" color="fg.muted" wordBreak="break-all">
                    {hotel.id}
                  </Text>
                  <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                    <HotelStatusBadge status={hotel.status} />
                    {hotel.brandName && <Text overflowWrap="anywhere">{hotel.brandName}</Text>}
                    <Text>
                      {hotel.snippetsCount === 1
                        ? '1 snippet'
                        : `${hotel.snippetsCount.toLocaleString()} snippets`}
                    </Text>
                    <Text whiteSpace="nowrap" data-testid={`text-last-updated-${hotel.id}`}>
                      Updated <LastUpdated at={hotel.updatedAt} />
                    </Text>
                  </HStack>
                </Card.Body>
              </Card.Root>
            );
          })}
    </Stack>
  ) : (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" interactive aria-busy={query.isFetching} data-testid="table-hotels">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>ID</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={HIDE_BELOW[2]}>Brand</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow={HIDE_BELOW[4]}>
              Snippets
            </Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={HIDE_BELOW[5]}>Last Updated</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {query.isPending
            ? Array.from({ length: 5 }, (_, i) => (
                <Table.Row key={i}>
                  {Array.from({ length: 7 }, (_, j) => (
                    <Table.Cell key={j} hideBelow={HIDE_BELOW[j]}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : items.map((hotel) => {
                const displayName = hotel.name || hotel.id;
                return (
                  <Table.Row
                    key={hotel.id}
                    data-testid={`row-hotel-${hotel.id}`}
                    cursor="pointer"
                    tabIndex={0}
                    aria-label={`Open ${displayName}`}
                    onClick={(e) => openHotel(e, hotel.id)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && e.target === e.currentTarget) openHotel(e, hotel.id);
                    }}
                  >
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {hotel.id}
                    </Table.Cell>
                    <Table.Cell fontWeight="medium">{displayName}</Table.Cell>
                    <Table.Cell color={hotel.brandName ? undefined : 'fg.muted'} hideBelow={HIDE_BELOW[2]}>
                      {hotel.brandName || '—'}
                    </Table.Cell>
                    <Table.Cell>
                      <HotelStatusBadge status={hotel.status} />
                    </Table.Cell>
                    <Table.Cell textAlign="end" hideBelow={HIDE_BELOW[4]}>
                      {hotel.snippetsCount}
                    </Table.Cell>
                    <Table.Cell
                      hideBelow={HIDE_BELOW[5]}
                      whiteSpace="nowrap"
                      data-testid={`text-last-updated-${hotel.id}`}
                    >
                      <LastUpdated at={hotel.updatedAt} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HotelActions
                        hotel={hotel}
                        displayName={displayName}
                        deleting={deleteHotel.isPending && deleteHotel.variables === hotel.id}
                        onDelete={onDelete}
                      />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );

  return (
    <Box>
      {list}
      <Flex justify="space-between" align="center" mt="3" gap="3">
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" data-testid="text-pagination">
          {/* A broad search counts up to a cap (decision 110): '1,000+'. */}
          {first}–{last} of {total.toLocaleString()}
          {capped}
        </Text>
        <HStack gap="2" as="nav" aria-label="Pagination" flexShrink={0}>
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Previous page"
          >
            <ChevronLeft />
            <Box as="span" hideBelow="sm">
              Previous
            </Box>
          </Button>
          <Text fontSize="sm" whiteSpace="nowrap" aria-live="polite">
            Page {page} of {lastPage.toLocaleString()}
            {capped}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= lastPage}
            onClick={() => onPageChange(page + 1)}
            aria-label="Next page"
          >
            <Box as="span" hideBelow="sm">
              Next
            </Box>
            <ChevronRight />
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
