import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, EmptyState, Field, HStack, Input, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { FileSearch, Plus } from 'lucide-react';
import { httpUrl, type Snippet } from '@hotel/contracts';
import { errorMessage } from '../../../lib/api';
import type { SourceCard as SourceCardModel } from '../lib/source-states';
import { SourceCard } from './source-card';

interface SnippetsTabProps {
  cards: SourceCardModel[];
  isPending: boolean;
  error: unknown;
  capturing: boolean;
  onAddSource: (url: string) => void;
  onDeleteSnippet: (snippet: Snippet) => void;
  deletingId: string | null;
}

export function SnippetsTab({ cards, isPending, error, capturing, onAddSource, onDeleteSnippet, deletingId }: SnippetsTabProps) {
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = url.trim();
    if (!value) return;
    const parsed = httpUrl.safeParse(value);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Enter an http or https URL');
      return;
    }
    setInvalid(null);
    setUrl('');
    onAddSource(parsed.data);
  };

  return (
    <Stack gap="5" data-testid="snippets-tab">
      <Card.Root size="sm">
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Field.Root invalid={invalid !== null}>
              <Field.Label htmlFor="input-new-source">Add New Source</Field.Label>
              <HStack gap="2" width="full" align="start">
                <Input
                  id="input-new-source"
                  data-testid="input-new-source"
                  type="url"
                  inputMode="url"
                  placeholder="https://hotel.example/rooms"
                  value={url}
                  maxLength={2048}
                  onChange={(e) => {
                    setUrl(e.currentTarget.value);
                    setInvalid(null);
                  }}
                />
                <Button
                  type="submit"
                  colorPalette="teal"
                  data-testid="button-capture-snippets"
                  disabled={capturing || url.trim().length === 0}
                  flexShrink={0}
                >
                  <Plus /> {capturing ? 'Capturing...' : 'Capture Snippets'}
                </Button>
              </HStack>
              {invalid ? (
                <Field.ErrorText>{invalid}</Field.ErrorText>
              ) : (
                <Field.HelperText>A page about this hotel; its content is captured as snippets for the profile.</Field.HelperText>
              )}
            </Field.Root>
          </form>
        </Card.Body>
      </Card.Root>

      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>Could not load the snippets: {errorMessage(error, 'Unknown error')}</Alert.Description>
        </Alert.Root>
      ) : isPending ? (
        <Stack gap="3">
          <Skeleton height="32" />
          <Skeleton height="32" />
        </Stack>
      ) : cards.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="l2">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <FileSearch />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              {/* h2: under the page's h1 (Chakra's default h3 would skip a level). */}
              <EmptyState.Title as="h2">No snippets yet</EmptyState.Title>
              <EmptyState.Description>Add a source URL above to capture snippets for this hotel.</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="4">
          {cards.map((card) => (
            <SourceCard key={card.url} card={card} onDeleteSnippet={onDeleteSnippet} deletingId={deletingId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
