import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  Portal,
  Progress,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileText, Upload, X, XCircle } from 'lucide-react';
import type { ParseCsvResponse, ServerMessage } from '@hotel/contracts';
import { errorMessage } from '../../../lib/api';
import { useLiveEvents } from '../../../lib/ws';
import { toast } from '../../../components/ui/toaster';
import { allHotelsQueryKey } from '../api/get-hotels';
import { defaultModelId, useModels } from '../../../lib/models';
import { useParseCsv } from '../api/parse-csv';
import { useStartScrape } from '../api/start-scrape';
import { CSV_PREVIEW_ROWS, checkCsvFile, describeCsvFile } from '../lib/csv-file';
import { ModelSelect } from '../../../components/ui/model-select';

/** Spec section 9: the file and the progress are cleared 2 s after the run completes. */
const CLEAR_AFTER_COMPLETE_MS = 2000;

interface RunProgress {
  runId: string;
  current: number;
  total: number;
  hotelLabel: string | null;
  complete: boolean;
}

export function UploadCsvDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParseCsvResponse | null>(null);
  const [chosenModel, setChosenModel] = useState<string | null>(null);
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Messages that arrive between the POST and its answer (a fast run) are kept until the runId is known.
  const early = useRef<ServerMessage[]>([]);
  const qc = useQueryClient();

  const models = useModels();
  const model = chosenModel ?? defaultModelId(models.data);
  const parseCsv = useParseCsv();
  const startScrape = useStartScrape();

  useEffect(
    () => () => {
      if (clearTimer.current) clearTimeout(clearTimer.current);
    },
    [],
  );

  const resetFile = () => {
    setFile(null);
    setParsed(null);
    setFileError(null);
    parseCsv.reset();
    if (inputRef.current) inputRef.current.value = '';
  };

  const applyMessage = (message: ServerMessage, runId: string) => {
    if (message.type === 'progress' && message.runId === runId) {
      setProgress((p) =>
        p && p.runId === runId && !p.complete
          ? { ...p, current: message.current, total: message.total, hotelLabel: message.hotelName || message.hotelId }
          : p,
      );
    } else if (message.type === 'complete' && message.runId === runId) {
      setProgress((p) => (p && p.runId === runId ? { ...p, current: message.total, total: message.total, complete: true } : p));
      void qc.invalidateQueries({ queryKey: allHotelsQueryKey });
      if (clearTimer.current) clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => {
        clearTimer.current = null;
        setProgress(null);
        resetFile();
      }, CLEAR_AFTER_COMPLETE_MS);
    }
  };

  useLiveEvents((message) => {
    if (message.type !== 'progress' && message.type !== 'complete') return;
    if (startScrape.isPending) {
      early.current.push(message);
      return;
    }
    if (progress && !progress.complete) applyMessage(message, progress.runId);
  });

  const acceptFile = (candidate: File | undefined) => {
    if (!candidate) return;
    const check = checkCsvFile(candidate);
    if (!check.ok) {
      resetFile();
      setFileError(check.message);
      return;
    }
    setFileError(null);
    setFile(candidate);
    setParsed(null);
    candidate
      .text()
      .then((content) =>
        parseCsv.mutate(content, {
          onSuccess: (result) => setParsed(result),
          onError: (err) =>
            setParsed({ data: [], isValid: false, errorMessage: errorMessage(err, 'The file could not be checked.') }),
        }),
      )
      .catch(() => setFileError(`"${candidate.name}" could not be read.`));
  };

  const onStart = () => {
    const rows = parsed?.data ?? [];
    if (!parsed?.isValid || rows.length === 0) {
      toast({ title: 'No CSV data to process', variant: 'destructive' });
      return;
    }
    early.current = [];
    startScrape.mutate(
      { hotels: rows, model },
      {
        onSuccess: (res) => {
          toast({ title: 'Scraping started', description: `Processing ${res.total} hotels` });
          setProgress({ runId: res.runId, current: 0, total: res.total, hotelLabel: null, complete: false });
          const buffered = early.current;
          early.current = [];
          // Functional updates queue after the setProgress above, so order is kept.
          buffered.forEach((m) => applyMessage(m, res.runId));
        },
        onError: (err) =>
          toast({ title: 'Scraping failed', description: errorMessage(err, 'Failed to start scraping'), variant: 'destructive' }),
      },
    );
  };

  const described = file ? describeCsvFile(file) : null;
  const percent = progress && progress.total > 0 ? Math.round((progress.current / progress.total) * 100) : 0;
  const rows = parsed?.data ?? [];

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="lg" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button colorPalette="teal" data-testid="button-upload-csv">
          <Upload /> Upload CSV
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dialog-upload-csv">
            <Dialog.Header>
              <Dialog.Title>Upload Hotel CSV</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  A CSV with a hotel ID and a homepage URL per row. Each hotel is scraped and profiled by the chosen model.
                </Text>
                <ModelSelect
                  id="upload-model"
                  models={models.data}
                  value={model}
                  onChange={setChosenModel}
                  isLoading={models.isPending}
                  disabled={Boolean(progress)}
                />

                {!file && (
                  <Box
                    data-testid="dropzone-csv"
                    borderWidth="2px"
                    borderStyle="dashed"
                    borderRadius="l3"
                    borderColor={dragging ? 'colorPalette.solid' : 'border'}
                    bg={dragging ? 'bg.muted' : undefined}
                    colorPalette="teal"
                    p="8"
                    textAlign="center"
                    onDragOver={(e) => {
                      e.preventDefault();
                      setDragging(true);
                    }}
                    onDragLeave={() => setDragging(false)}
                    onDrop={(e) => {
                      e.preventDefault();
                      setDragging(false);
                      acceptFile(e.dataTransfer.files[0]);
                    }}
                  >
                    <Stack align="center" gap="2">
                      <Upload aria-hidden="true" />
                      <Text fontWeight="medium">Drag and drop a CSV file here</Text>
                      <Text fontSize="sm" color="fg.muted">
                        or
                      </Text>
                      <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()} data-testid="button-choose-file">
                        Choose file
                      </Button>
                      <Text fontSize="xs" color="fg.muted">
                        Only .csv files
                      </Text>
                    </Stack>
                  </Box>
                )}
                <input
                  ref={inputRef}
                  type="file"
                  accept=".csv,text/csv"
                  aria-label="CSV file"
                  data-testid="input-csv-file"
                  style={{ display: 'none' }}
                  onChange={(e) => acceptFile(e.currentTarget.files?.[0])}
                />

                {fileError && (
                  <Alert.Root status="error" data-testid="alert-file-error">
                    <Alert.Indicator />
                    <Alert.Description>{fileError}</Alert.Description>
                  </Alert.Root>
                )}

                {described && (
                  <HStack borderWidth="1px" borderRadius="l2" p="3" justify="space-between" data-testid="selected-file">
                    <HStack gap="3" minW="0">
                      <FileText aria-hidden="true" />
                      <Box minW="0">
                        <Text fontWeight="medium" truncate data-testid="text-file-name">
                          {described.name}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" data-testid="text-file-size">
                          {described.size}
                        </Text>
                      </Box>
                    </HStack>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      aria-label="Remove file"
                      data-testid="button-remove-file"
                      disabled={Boolean(progress) && !progress?.complete}
                      onClick={resetFile}
                    >
                      <X />
                    </IconButton>
                  </HStack>
                )}

                {parseCsv.isPending && <Text fontSize="sm">Checking the file...</Text>}

                {parsed && (
                  <Alert.Root status={parsed.isValid ? 'success' : 'error'} data-testid="alert-csv-validation">
                    <Alert.Indicator>{parsed.isValid ? <CheckCircle2 /> : <XCircle />}</Alert.Indicator>
                    <Alert.Content>
                      <Alert.Title>{parsed.isValid ? 'Valid CSV Format' : 'Invalid CSV Format'}</Alert.Title>
                      {parsed.errorMessage && <Alert.Description>{parsed.errorMessage}</Alert.Description>}
                    </Alert.Content>
                  </Alert.Root>
                )}

                {parsed && rows.length > 0 && (
                  <Box>
                    <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="60">
                      <Table.Root size="sm" data-testid="table-csv-preview" tableLayout="fixed" width="full">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader width="36%">Hotel ID</Table.ColumnHeader>
                            <Table.ColumnHeader>Homepage URL</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {rows.slice(0, CSV_PREVIEW_ROWS).map((row, i) => (
                            <Table.Row key={`${row.hotelId}-${i}`}>
                              <Table.Cell fontFamily="mono" fontSize="xs" truncate title={row.hotelId}>
                                {row.hotelId}
                              </Table.Cell>
                              {/* Fixed layout + truncate: a long URL ends in an ellipsis instead of widening the dialog. */}
                              <Table.Cell truncate title={row.url}>
                                {row.url}
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                    <Text fontSize="xs" color="fg.muted" mt="2" data-testid="text-preview-count">
                      Showing {Math.min(CSV_PREVIEW_ROWS, rows.length)} of {rows.length} rows
                    </Text>
                  </Box>
                )}

                {progress && (
                  <Card.Root size="sm" data-testid="card-scrape-progress">
                    <Card.Body>
                      <Stack gap="2">
                        <HStack justify="space-between">
                          <Text fontWeight="medium" data-testid="text-progress-count">
                            {progress.current} / {progress.total}
                          </Text>
                          <Text data-testid="text-progress-percent">{percent}%</Text>
                        </HStack>
                        <Progress.Root value={percent} max={100} size="sm" colorPalette="teal" aria-label="Scraping progress">
                          <Progress.Track>
                            <Progress.Range />
                          </Progress.Track>
                        </Progress.Root>
                        {progress.hotelLabel && !progress.complete && (
                          <Text fontSize="sm" color="fg.muted" truncate data-testid="text-progress-hotel">
                            Processing: {progress.hotelLabel}
                          </Text>
                        )}
                      </Stack>
                    </Card.Body>
                  </Card.Root>
                )}

                {progress?.complete && (
                  <Alert.Root status="success" data-testid="alert-scrape-complete" role="status">
                    <Alert.Indicator />
                    <Alert.Title>Scraping complete!</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              {parsed?.isValid && !progress && (
                <Button
                  data-testid="button-start-scraping"
                  colorPalette="teal"
                  loading={startScrape.isPending}
                  loadingText="Starting..."
                  onClick={onStart}
                >
                  Start Scraping
                </Button>
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
