import { Badge, Box, Button, Card, Heading, HStack, IconButton, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { AuditLogEntry } from '@hotel/contracts';
import { auditDetail, auditDetailText, auditHotelId, auditUserDisplay, dateTime, relativeTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/api';
import { useAuditLogs } from '../api/get-audit-logs';
import { usePageTitle } from '../../../lib/use-page-title';

const actionPalette: Record<AuditLogEntry['action'], string> = {
  created: 'green',
  updated: 'blue',
  deleted: 'red',
  scraped: 'purple',
};

/** The hotel an entry can open: none when it is about no hotel or the hotel was deleted. */
function openableHotelId(entry: AuditLogEntry): string | null {
  const hotelGone = entry.entityType === 'hotel' && entry.action === 'deleted';
  return hotelGone ? null : auditHotelId(entry);
}

/** The hotel the entry is about (a link while the hotel exists), then the rest of the details. */
function AuditDetails({ entry }: { entry: AuditLogEntry }) {
  const hotelId = auditHotelId(entry);
  if (!hotelId) return <>{auditDetail(entry)}</>;
  const rest = auditDetailText(entry);
  const hotelGone = openableHotelId(entry) === null;
  return (
    <>
      Hotel:{' '}
      {hotelGone ? (
        hotelId
      ) : (
        <Link asChild color="teal.fg" fontWeight="medium">
          <RouterLink to="/hotels/$id" params={{ id: hotelId }}>
            {hotelId}
          </RouterLink>
        </Link>
      )}
      {rest && ` · ${rest}`}
    </>
  );
}

export function AuditLogsPage() {
  usePageTitle('Audit Logs');
  const navigate = useNavigate();
  // Only a row that opens something lights up on hover: one about a hotel opens it (click or Enter);
  // its own link keeps working, and a text selection is not a click.
  const openHotel = (event: { target: EventTarget }, hotelId: string) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    void navigate({ to: '/hotels/$id', params: { id: hotelId } });
  };
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useAuditLogs();
  const entries = data?.pages.flatMap((page) => page.items) ?? [];
  // Details are one line by default; a row's own toggle shows them whole.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          Audit Logs
        </Heading>
        <Text color="fg.muted">View the last 30 days of changes and activities</Text>
      </Box>
      <Card.Root size="sm">
        <Card.Body p="0">
          {isLoading ? (
            <Stack p="4" gap="2">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h="8" />
              ))}
            </Stack>
          ) : error ? (
            <Text p="6" color="fg.error" role="alert">
              {errorMessage(error, 'Failed to load audit logs')}
            </Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label="Audit logs">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Time</Table.ColumnHeader>
                    <Table.ColumnHeader>User</Table.ColumnHeader>
                    <Table.ColumnHeader>Entity</Table.ColumnHeader>
                    <Table.ColumnHeader>Action</Table.ColumnHeader>
                    <Table.ColumnHeader>Details</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {entries.length === 0 ? (
                    <Table.Row>
                      <Table.Cell colSpan={5} textAlign="center" py="10" color="fg.muted">
                        No audit logs found
                      </Table.Cell>
                    </Table.Row>
                  ) : (
                    entries.map((entry) => (
                      <Table.Row
                        key={entry.id}
                        data-testid={`row-audit-${entry.id}`}
                        {...(openableHotelId(entry) && {
                          cursor: 'pointer',
                          tabIndex: 0,
                          _hover: { bg: 'bg.muted' },
                          onClick: (e: MouseEvent) => openHotel(e, openableHotelId(entry)!),
                          onKeyDown: (e: KeyboardEvent) => {
                            if (e.key === 'Enter' && e.target === e.currentTarget) openHotel(e, openableHotelId(entry)!);
                          },
                        })}
                      >
                        <Table.Cell whiteSpace="nowrap">
                          <Text asChild display="block">
                            <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                          </Text>
                          <Text textStyle="xs" color="fg.muted">
                            {relativeTime(entry.createdAt)}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>{auditUserDisplay(entry)}</Table.Cell>
                        <Table.Cell textTransform="capitalize">{entry.entityType}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={actionPalette[entry.action] ?? 'gray'} variant="subtle" textTransform="capitalize">
                            {entry.action}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell maxW="md" data-testid="text-audit-details">
                          <HStack gap="1" align="start">
                            <Box flex="1" minW="0" title={auditDetail(entry)} {...(expanded.has(entry.id) ? { wordBreak: 'break-word' } : { truncate: true })}>
                              <AuditDetails entry={entry} />
                            </Box>
                            <IconButton
                              size="2xs"
                              variant="ghost"
                              aria-label={expanded.has(entry.id) ? 'Hide full details' : 'Show full details'}
                              aria-expanded={expanded.has(entry.id)}
                              onClick={() => toggle(entry.id)}
                            >
                              {expanded.has(entry.id) ? <ChevronUp /> : <ChevronDown />}
                            </IconButton>
                          </HStack>
                        </Table.Cell>
                      </Table.Row>
                    ))
                  )}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {entries.length > 0 && (
            <HStack justify="center" gap="3" p="3" borderTopWidth="1px">
              {hasNextPage ? (
                <Button size="sm" variant="outline" loading={isFetchingNextPage} loadingText="Loading..." onClick={() => void fetchNextPage()} data-testid="button-load-older">
                  Load older
                </Button>
              ) : (
                <Text textStyle="sm" color="fg.muted" data-testid="text-audit-end">
                  {entries.length === 1 ? '1 entry' : `${entries.length.toLocaleString()} entries`} · the whole 30-day window
                </Text>
              )}
              {isFetchNextPageError && (
                <Text textStyle="sm" color="fg.error" role="alert">
                  Could not load older entries. Try again.
                </Text>
              )}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
