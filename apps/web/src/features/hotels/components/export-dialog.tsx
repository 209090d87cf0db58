import { useState } from 'react';
import { Button, Card, CloseButton, Dialog, Portal, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Download, FileSpreadsheet } from 'lucide-react';
import { plural } from '../../../lib/format';
import { useCsvDownload } from '../../../lib/download';
import { exportRequest, type ExportKind } from '../api/export-csv';
import { useStats } from '../api/get-stats';

export function ExportDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="lg" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button variant="outline" data-testid="button-export">
          <Download /> Export
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dialog-export">
            <Dialog.Header>
              <Dialog.Title>Export Data</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <ExportCards />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ExportCards() {
  const stats = useStats(true);
  const exportCsv = useCsvDownload();
  const [busy, setBusy] = useState<ExportKind | null>(null);

  const run = (kind: ExportKind) => {
    setBusy(kind);
    exportCsv.mutate(exportRequest(kind), { onSettled: () => setBusy(null) });
  };

  const cards: Array<{ kind: ExportKind; title: string; description: string; count: number | undefined; unit: string }> = [
    {
      kind: 'profiles',
      title: 'Hotel Profiles',
      description: 'One row per hotel with its generated profile.',
      count: stats.data?.totalProfiles,
      unit: 'profile',
    },
    {
      kind: 'snippets',
      title: 'Snippets Data',
      description: 'Every captured snippet with its type and source page.',
      count: stats.data?.totalSnippets,
      unit: 'snippet',
    },
  ];

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {cards.map((c) => (
        <Card.Root key={c.kind} data-testid={`card-export-${c.kind}`}>
          <Card.Header>
            <FileSpreadsheet aria-hidden="true" />
            <Card.Title>{c.title}</Card.Title>
            <Card.Description>{c.description}</Card.Description>
          </Card.Header>
          <Card.Body>
            {stats.isPending ? (
              <Skeleton height="6" width="24" />
            ) : stats.isError ? (
              <Text color="fg.error" fontSize="sm">
                Count unavailable
              </Text>
            ) : (
              <Text fontSize="2xl" fontWeight="semibold" data-testid={`text-export-count-${c.kind}`}>
                {(c.count ?? 0).toLocaleString()} <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                  {plural(c.unit, c.count ?? 0)}
                </Text>
              </Text>
            )}
          </Card.Body>
          <Card.Footer>
            <Button
              width="full"
              colorPalette="teal"
              data-testid={`button-export-${c.kind}`}
              loading={busy === c.kind}
              loadingText="Exporting..."
              disabled={busy !== null && busy !== c.kind}
              onClick={() => run(c.kind)}
            >
              <Download /> Export to CSV
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
