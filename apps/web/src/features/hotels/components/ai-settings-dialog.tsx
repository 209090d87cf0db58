import { useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Field, HStack, Portal, Skeleton, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { PROMPT_TYPES, type PromptType } from '@hotel/contracts';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { usePrompts } from '../api/get-prompts';
import { useSavePrompt } from '../api/save-prompt';

const TAB_LABELS: Record<PromptType, string> = {
  scrapingbee_query: 'Scraper Query',
  classifier: 'Content Classifier',
  profile_generator: 'Profile Generator',
};

const TAB_HINTS: Record<PromptType, string> = {
  scrapingbee_query: 'Tells the scraper what to look for on each hotel page.',
  classifier: 'Sorts captured text into snippet types (address, amenity, dining...).',
  profile_generator: 'Turns the snippets into the unified hotel profile.',
};

export function AiSettingsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="xl" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button variant="outline" data-testid="button-ai-settings">
          <Settings /> AI Settings
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dialog-ai-settings">
            <Dialog.Header>
              <Dialog.Title>Hotel Profile Generation Settings</Dialog.Title>
            </Dialog.Header>
            {/* Mounted only while open: every opening refetches the prompts fresh. */}
            <Dialog.Body>{open && <PromptEditors />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PromptEditors() {
  const prompts = usePrompts(true);
  const savePrompt = useSavePrompt();
  const [tab, setTab] = useState<PromptType>('scrapingbee_query');
  // Only edited tabs have an entry: presence is the dirty flag, the value is the draft.
  const [edits, setEdits] = useState<Partial<Record<PromptType, string>>>({});

  const saved = (type: PromptType) => prompts.data?.find((p) => p.type === type)?.prompt ?? '';
  const clearEdit = (type: PromptType) =>
    setEdits((prev) => {
      const next = { ...prev };
      delete next[type];
      return next;
    });

  const save = (type: PromptType) => {
    const prompt = edits[type];
    if (prompt === undefined) return;
    savePrompt.mutate(
      { type, prompt },
      {
        onSuccess: () => {
          clearEdit(type);
          toast({ title: 'Prompt saved', description: 'Your AI prompt has been updated successfully.' });
        },
        onError: (err) =>
          toast({
            title: 'Error saving prompt',
            description: errorMessage(err, 'Failed to save the prompt. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  if (prompts.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>Could not load the prompts: {errorMessage(prompts.error, 'Unknown error')}</Alert.Description>
      </Alert.Root>
    );
  }

  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as PromptType)} variant="line">
      <Tabs.List>
        {PROMPT_TYPES.map((type) => (
          <Tabs.Trigger key={type} value={type} data-testid={`tab-prompt-${type}`}>
            {TAB_LABELS[type]}
            {edits[type] !== undefined && (
              <Text as="span" color="orange.fg" aria-label="unsaved changes">
                •
              </Text>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {PROMPT_TYPES.map((type) => {
        const dirty = edits[type] !== undefined;
        const value = edits[type] ?? saved(type);
        const saving = savePrompt.isPending && savePrompt.variables?.type === type;
        return (
          <Tabs.Content key={type} value={type}>
            <Stack gap="3">
              {prompts.isPending ? (
                <Skeleton height="80" />
              ) : (
                <Field.Root>
                  <Field.Label htmlFor={`prompt-${type}`}>{TAB_LABELS[type]} prompt</Field.Label>
                  <Textarea
                    id={`prompt-${type}`}
                    data-testid={`textarea-prompt-${type}`}
                    value={value}
                    onChange={(e) => {
                      const text = e.currentTarget.value;
                      setEdits((prev) => ({ ...prev, [type]: text }));
                    }}
                    minH="80"
                    fontFamily="mono"
                    fontSize="sm"
                    autoresize={false}
                  />
                  <Field.HelperText>{TAB_HINTS[type]}</Field.HelperText>
                </Field.Root>
              )}
              <HStack justify="end" gap="2">
                <Button
                  variant="outline"
                  data-testid={`button-reset-${type}`}
                  disabled={!dirty || saving}
                  onClick={() => clearEdit(type)}
                >
                  Reset
                </Button>
                <Button
                  colorPalette="teal"
                  data-testid={`button-save-${type}`}
                  disabled={!dirty}
                  loading={saving}
                  loadingText="Saving..."
                  onClick={() => save(type)}
                >
                  Save Changes
                </Button>
              </HStack>
            </Stack>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
