import { useState } from 'react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { History } from 'lucide-react';

interface RestoreDialogProps {
  hotelName: string;
  hotelId: string;
  /** The version whose fields come back. */
  version: number;
  pending: boolean;
  onRestore: (close: () => void) => void;
}

/** 'Restore previous' and its confirmation: restoring writes a version, so it asks first. */
export function RestoreDialog({ hotelName, hotelId, version, pending, onRestore }: RestoreDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit role="alertdialog">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" data-testid={`button-restore-${hotelId}`} loading={pending}>
          <History /> Restore previous
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dialog-restore">
            <Dialog.Header>
              <Dialog.Title>Restore version {version}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                The profile of {hotelName} gets a new version with the fields of version {version}. The current version stays in
                the history.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" data-testid="button-restore-cancel">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="teal" data-testid="button-restore-confirm" loading={pending} onClick={() => onRestore(() => setOpen(false))}>
                Restore version {version}
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
