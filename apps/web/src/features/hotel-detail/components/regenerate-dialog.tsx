import { useState } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { ModelSelect } from '../../../components/ui/model-select';
import { plural } from '../../../lib/format';
import { defaultModelId, useModels } from '../../../lib/models';

interface RegenerateDialogProps {
  snippetsCount: number;
  disabled: boolean;
  pending: boolean;
  onRegenerate: (model: string, close: () => void) => void;
}

/** 'Regenerate Profile' and its model-choice dialog; the trigger gets focus back on close. */
export function RegenerateDialog({ snippetsCount, disabled, pending, onRegenerate }: RegenerateDialogProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const models = useModels();
  const model = chosen ?? defaultModelId(models.data);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button data-testid="button-regenerate-profile" colorPalette="teal" disabled={disabled} loading={pending} loadingText="Regenerating...">
          <RefreshCw /> Regenerate Profile
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dialog-regenerate">
            <Dialog.Header>
              <Dialog.Title>Regenerate Profile</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text data-testid="text-regenerate-count">
                  The profile will be regenerated from {snippetsCount} {plural('snippet', snippetsCount)}.
                </Text>
                <ModelSelect
                  id="regenerate-model"
                  testId="select-regenerate-model"
                  models={models.data}
                  value={model}
                  onChange={setChosen}
                  isLoading={models.isPending}
                  loadError={models.isError ? 'Models could not be loaded; the server default will be used.' : undefined}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" data-testid="button-regenerate-cancel">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="teal"
                data-testid="button-regenerate-confirm"
                loading={pending}
                onClick={() => onRegenerate(model, () => setOpen(false))}
              >
                Regenerate
              </Button>
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
