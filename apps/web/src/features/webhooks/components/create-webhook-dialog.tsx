import { useState } from 'react';
import { Alert, Button, Checkbox, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { WEBHOOK_EVENTS, type WebhookEventType, type WebhookWithSecret } from '@hotel/contracts';
import { errorMessage } from '../../../lib/api';
import { useCreateWebhook } from '../api/create-webhook';
import { SecretReveal } from './secret-reveal';

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'run.completed': 'Run completed',
  'profile.changed': 'Profile changed',
  'hotel.failed': 'Hotel failed',
};

const EVENT_HELP: Record<WebhookEventType, string> = {
  'run.completed': 'A scrape run or scheduled re-check finished every hotel',
  'profile.changed': 'A new profile version differs from the one before it',
  'hotel.failed': 'A hotel ended in error',
};

export function CreateWebhookDialog() {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['profile.changed']);
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const create = useCreateWebhook();

  const reset = () => {
    setUrl('');
    setDescription('');
    setEvents(['profile.changed']);
    setCreated(null);
    create.reset();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (!e.open) reset();
      }}
      // Closing by a stray click would lose the secret shown once.
      closeOnInteractOutside={false}
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button data-testid="button-add-webhook">
          <Plus aria-hidden /> Add Webhook
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dialog-add-webhook">
            <Dialog.Header>
              <Dialog.Title>{created ? 'Webhook added' : 'Add Webhook'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {created ? (
                <Stack gap="3">
                  <Text fontSize="sm">
                    Events now go to <strong>{created.url}</strong>.
                  </Text>
                  <SecretReveal secret={created.secret} />
                </Stack>
              ) : (
                <form
                  id="form-add-webhook"
                  onSubmit={(e) => {
                    e.preventDefault();
                    create.mutate({ url: url.trim(), events, ...(description.trim() ? { description: description.trim() } : {}) }, { onSuccess: setCreated });
                  }}
                >
                  <Stack gap="4">
                    <Field.Root required>
                      <Field.Label>Endpoint URL</Field.Label>
                      <Input type="url" placeholder="https://example.com/hooks/hotel-profiler" value={url} onChange={(e) => setUrl(e.target.value)} data-testid="input-webhook-url" />
                      <Field.HelperText>A public https address on port 443 (or http on 80).</Field.HelperText>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>Description</Field.Label>
                      <Input maxLength={200} placeholder="CMS sync" value={description} onChange={(e) => setDescription(e.target.value)} data-testid="input-webhook-description" />
                    </Field.Root>
                    <Stack gap="2" role="group" aria-label="Events">
                      <Text fontSize="sm" fontWeight="medium">
                        Events
                      </Text>
                      {WEBHOOK_EVENTS.map((event) => (
                        <Checkbox.Root
                          key={event}
                          checked={events.includes(event)}
                          onCheckedChange={(e) => setEvents((list) => (e.checked ? [...list, event] : list.filter((x) => x !== event)))}
                          data-testid={`checkbox-event-${event}`}
                          alignItems="flex-start"
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>
                            <Text as="span" fontWeight="medium">
                              {EVENT_LABELS[event]}
                            </Text>{' '}
                            <Text as="span" color="fg.muted" fontFamily="mono" fontSize="xs">
                              {event}
                            </Text>
                            <Text fontSize="xs" color="fg.muted">
                              {EVENT_HELP[event]}
                            </Text>
                          </Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Stack>
                    {create.error && (
                      <Alert.Root status="error" data-testid="alert-add-webhook-error">
                        <Alert.Indicator />
                        <Alert.Description>{errorMessage(create.error, 'The webhook could not be added')}</Alert.Description>
                      </Alert.Root>
                    )}
                  </Stack>
                </form>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {created ? (
                <Dialog.ActionTrigger asChild>
                  <Button data-testid="button-done-webhook">Done</Button>
                </Dialog.ActionTrigger>
              ) : (
                <>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Cancel</Button>
                  </Dialog.ActionTrigger>
                  <Button type="submit" form="form-add-webhook" loading={create.isPending} disabled={!url.trim() || events.length === 0} data-testid="button-submit-webhook">
                    Add Webhook
                  </Button>
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
