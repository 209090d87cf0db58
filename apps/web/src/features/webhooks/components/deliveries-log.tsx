import { useState } from 'react';
import { Badge, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { WebhookDeliveryStatus } from '@hotel/contracts';
import { errorMessage } from '../../../lib/api';
import { dateTime, relativeTime } from '../../../lib/format';
import { DELIVERIES_PAGE_SIZE, useDeliveries } from '../api/get-deliveries';

export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'gray' },
  retrying: { label: 'Retrying', palette: 'orange' },
  delivered: { label: 'Delivered', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const s = DELIVERY_STATUS[status];
  return (
    <Badge colorPalette={s.palette} variant="subtle">
      {s.label}
    </Badge>
  );
}

/** One endpoint's deliveries, newest first; a page of 20 with older pages on request. */
export function DeliveriesLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(endpointId, page);

  if (deliveries.isLoading) {
    return (
      <Stack gap="2" data-testid={`deliveries-loading-${endpointId}`}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h="6" />
        ))}
      </Stack>
    );
  }
  if (deliveries.error) {
    return (
      <Text color="fg.error" role="alert" fontSize="sm">
        Failed to load deliveries: {errorMessage(deliveries.error, 'Unknown error')}
      </Text>
    );
  }
  const data = deliveries.data;
  if (!data || data.items.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid={`deliveries-empty-${endpointId}`}>
        No deliveries yet. Send a test event to check the receiver.
      </Text>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / DELIVERIES_PAGE_SIZE));
  return (
    <Stack gap="2">
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Deliveries" data-testid={`table-deliveries-${endpointId}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Time</Table.ColumnHeader>
              <Table.ColumnHeader>Event</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>HTTP</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Attempts</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Duration</Table.ColumnHeader>
              <Table.ColumnHeader>Last error</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.items.map((d) => (
              <Table.Row key={d.id} data-testid={`row-delivery-${d.id}`}>
                <Table.Cell whiteSpace="nowrap" title={dateTime(d.createdAt)}>
                  {relativeTime(d.createdAt)}
                  <Text fontSize="xs" color="fg.muted">
                    {dateTime(d.createdAt)}
                  </Text>
                </Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {d.eventType}
                </Table.Cell>
                <Table.Cell data-testid={`status-delivery-${d.id}`}>
                  <DeliveryStatusBadge status={d.status} />
                </Table.Cell>
                <Table.Cell>{d.responseStatus ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end">{d.attempts}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {d.durationMs === null ? '—' : `${d.durationMs} ms`}
                </Table.Cell>
                {/* The receiver's answer is untrusted text: rendered as text, cut short. */}
                <Table.Cell maxW="xs" truncate title={d.lastError ?? undefined}>
                  {d.lastError ?? '—'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {pages > 1 && (
        <HStack justify="flex-end" gap="2">
          <Text fontSize="xs" color="fg.muted">
            Page {page} of {pages}
          </Text>
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Newer
          </Button>
          <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Older
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
