import { useEffect, useState } from 'react';
import { Badge, Box, Button, Card, CloseButton, Dialog, Heading, HStack, Portal, Skeleton, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import { ChevronDown, ChevronRight, KeyRound, Send, Trash2, Webhook } from 'lucide-react';
import type { WebhookEndpoint, WebhookWithSecret } from '@hotel/contracts';
import { useAuth } from '../../../lib/auth';
import { errorMessage } from '../../../lib/api';
import { dateTime, relativeTime } from '../../../lib/format';
import { toast } from '../../../components/ui/toaster';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWebhooks } from '../api/get-webhooks';
import { useUpdateWebhook } from '../api/update-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useRotateWebhookSecret } from '../api/rotate-secret';
import { useSendTestEvent } from '../api/send-test-event';
import { CreateWebhookDialog, EVENT_LABELS } from './create-webhook-dialog';
import { DeliveriesLog, DeliveryStatusBadge } from './deliveries-log';
import { SecretReveal } from './secret-reveal';
import { AdminRequired } from '../../../components/ui/admin-required';

type Confirm = { kind: 'delete' | 'rotate'; endpoint: WebhookEndpoint } | null;

function EndpointCard({ endpoint, onConfirm }: { endpoint: WebhookEndpoint; onConfirm: (c: Confirm) => void }) {
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const test = useSendTestEvent();
  return (
    <Card.Root size="sm" data-testid={`card-webhook-${endpoint.id}`}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
          <Box minW="0" flex="1">
            <Text fontWeight="medium" wordBreak="break-all" data-testid={`text-webhook-url-${endpoint.id}`}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text fontSize="sm" color="fg.muted">
                {endpoint.description}
              </Text>
            )}
            <Wrap gap="1" mt="2">
              {endpoint.events.map((e) => (
                <Badge key={e} variant="outline" title={e}>
                  {EVENT_LABELS[e]}
                </Badge>
              ))}
            </Wrap>
          </Box>
          <Switch.Root
            checked={endpoint.enabled}
            disabled={update.isPending}
            onCheckedChange={(e) => update.mutate({ id: endpoint.id, body: { enabled: e.checked } })}
            data-testid={`switch-webhook-enabled-${endpoint.id}`}
          >
            <Switch.HiddenInput aria-label={`Send events to ${endpoint.url}`} />
            <Switch.Control />
            <Switch.Label>{endpoint.enabled ? 'Enabled' : 'Disabled'}</Switch.Label>
          </Switch.Root>
        </HStack>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted" data-testid={`text-last-delivery-${endpoint.id}`}>
            {endpoint.lastDelivery ? (
              <>
                Last delivery <DeliveryStatusBadge status={endpoint.lastDelivery.status} />{' '}
                <span title={dateTime(endpoint.lastDelivery.createdAt)}>{relativeTime(endpoint.lastDelivery.createdAt)}</span>
              </>
            ) : (
              'No deliveries yet'
            )}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button size="xs" variant="outline" loading={test.isPending} onClick={() => test.mutate(endpoint.id, { onSuccess: () => setShowLog(true) })} data-testid={`button-test-webhook-${endpoint.id}`}>
              <Send aria-hidden /> Send test event
            </Button>
            <Button size="xs" variant="outline" onClick={() => onConfirm({ kind: 'rotate', endpoint })} data-testid={`button-rotate-webhook-${endpoint.id}`}>
              <KeyRound aria-hidden /> Rotate secret
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => onConfirm({ kind: 'delete', endpoint })}
              data-testid={`button-delete-webhook-${endpoint.id}`}
              aria-label={`Delete webhook ${endpoint.url}`}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          </HStack>
        </HStack>
        <Box>
          <Button size="xs" variant="ghost" px="1" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog} data-testid={`button-deliveries-${endpoint.id}`}>
            {showLog ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />} Delivery log
          </Button>
          {showLog && (
            <Box mt="2">
              <DeliveriesLog endpointId={endpoint.id} />
            </Box>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** Deleting stops events at once; rotating breaks the receiver until it has the new secret: both are confirmed. */
function ConfirmDialog({ confirm, onClose }: { confirm: Confirm; onClose: () => void }) {
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [rotated, setRotated] = useState<WebhookWithSecret | null>(null);
  const close = () => {
    setRotated(null);
    onClose();
  };
  const endpoint = confirm?.endpoint;
  return (
    <Dialog.Root role="alertdialog" open={confirm !== null} onOpenChange={(e) => !e.open && close()} closeOnInteractOutside={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dialog-confirm-webhook">
            <Dialog.Header>
              <Dialog.Title>{confirm?.kind === 'delete' ? 'Delete this webhook?' : rotated ? 'New signing secret' : 'Rotate the signing secret?'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {rotated ? (
                <SecretReveal secret={rotated.secret} />
              ) : confirm?.kind === 'delete' ? (
                <Text>{endpoint?.url} stops receiving events at once, and its delivery log is deleted with it.</Text>
              ) : (
                <Text>Deliveries to {endpoint?.url} are signed with a new secret from now on; the receiver must be given it, or it will reject them.</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {rotated ? (
                <Button onClick={close} data-testid="button-done-rotate">
                  Done
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={close}>
                    Cancel
                  </Button>
                  {confirm?.kind === 'delete' ? (
                    <Button colorPalette="red" loading={remove.isPending} data-testid="button-confirm-delete-webhook" onClick={() => endpoint && remove.mutate(endpoint.id, { onSettled: close })}>
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  ) : (
                    <Button loading={rotate.isPending} data-testid="button-confirm-rotate-webhook" onClick={() => endpoint && rotate.mutate(endpoint.id, { onSuccess: setRotated, onError: close })}>
                      <KeyRound aria-hidden /> Rotate
                    </Button>
                  )}
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function WebhooksPage() {
  usePageTitle('Webhooks');
  const { isAdmin } = useAuth();
  const webhooks = useWebhooks(isAdmin);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const loadError = webhooks.error ? `Failed to load webhooks: ${errorMessage(webhooks.error, 'Unknown error')}` : null;
  useEffect(() => {
    if (loadError) toast({ title: 'Error', description: loadError, variant: 'destructive' });
  }, [loadError]);

  if (!isAdmin) return <AdminRequired title="Webhooks" />;

  const list = webhooks.data;
  return (
    <Stack gap="6" maxW="5xl" mx="auto">
      <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            Webhooks
          </Heading>
          <Text color="fg.muted">Signed HTTP callbacks when runs complete, profiles change or hotels fail</Text>
        </Box>
        <CreateWebhookDialog />
      </HStack>
      {webhooks.isLoading ? (
        <Stack gap="3" data-testid="webhooks-loading">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} h="28" />
          ))}
        </Stack>
      ) : loadError ? (
        <Text p="6" color="fg.error" role="alert">
          {loadError}
        </Text>
      ) : !list || list.length === 0 ? (
        <Card.Root size="sm" data-testid="webhooks-empty">
          <Card.Body alignItems="center" textAlign="center" gap="2" py="10">
            <Webhook aria-hidden />
            <Text fontWeight="medium">No webhooks yet</Text>
            <Text fontSize="sm" color="fg.muted" maxW="md">
              Add an endpoint to have your systems told when a run completes, a profile changes or a hotel fails.
            </Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack gap="3">
          {list.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} onConfirm={setConfirm} />
          ))}
        </Stack>
      )}
      <ConfirmDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
