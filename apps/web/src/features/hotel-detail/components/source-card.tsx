import { useState } from 'react';
import { Alert, Badge, Box, Button, Card, HStack, IconButton, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Trash2 } from 'lucide-react';
import type { Snippet } from '@hotel/contracts';
import { plural, relativeTime } from '../../../lib/format';
import { HOTEL_STATUS_BADGES } from '../../../lib/hotel-status';
import { safeHttpUrl } from '../lib/safe-url';
import { snippetTypeLabel, snippetTypeStyle } from '../lib/snippet-types';
import type { SourceCard as SourceCardModel, SourceState } from '../lib/source-states';

const STATE_BADGES: Record<SourceState, { label: string; colorPalette: string; variant: 'solid' | 'outline' | 'subtle' }> = {
  processing: { label: HOTEL_STATUS_BADGES.processing.label, colorPalette: 'blue', variant: 'solid' },
  completed: { label: HOTEL_STATUS_BADGES.completed.label, colorPalette: 'green', variant: 'outline' },
  error: { label: HOTEL_STATUS_BADGES.error.label, colorPalette: 'red', variant: 'solid' },
};

interface SourceCardProps {
  card: SourceCardModel;
  onDeleteSnippet: (snippet: Snippet) => void;
  deletingId: string | null;
}

/** A crawled homepage can yield hundreds of snippets: show a first screenful, the rest on demand. */
const INITIAL_SNIPPETS = 12;

export function SourceCard({ card, onDeleteSnippet, deletingId }: SourceCardProps) {
  const [showAll, setShowAll] = useState(false);
  const visible = showAll ? card.snippets : card.snippets.slice(0, INITIAL_SNIPPETS);
  const hidden = card.snippets.length - visible.length;
  const href = safeHttpUrl(card.url);
  const badge = STATE_BADGES[card.state];
  return (
    <Card.Root size="sm" data-testid="card-source" data-state={card.state} data-url={card.url} data-snippets-count={card.snippets.length}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Box minW="0">
            {href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer" fontWeight="medium" wordBreak="break-all" color="teal.fg">
                {card.url} <ExternalLink size={14} aria-hidden="true" />
              </Link>
            ) : (
              <Text fontWeight="medium" wordBreak="break-all">
                {card.url}
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              {card.oldestAt ? (
                <>
                  Captured <time dateTime={card.oldestAt}>{relativeTime(card.oldestAt)}</time> · {card.snippets.length}{' '}
                  {plural('snippet', card.snippets.length)}
                </>
              ) : (
                'No snippets yet'
              )}
            </Text>
          </Box>
          <Badge colorPalette={badge.colorPalette} variant={badge.variant} flexShrink={0} data-testid="badge-source-state">
            {badge.label}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        {card.state === 'processing' && (
          <HStack gap="2" color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text>Capturing snippets from this source...</Text>
          </HStack>
        )}
        {card.state === 'error' && (
          <Alert.Root status="error" size="sm" data-testid="alert-source-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Failed to capture snippets. The URL may be invalid or inaccessible.</Alert.Title>
              {card.error && <Alert.Description>{card.error}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        {card.snippets.length > 0 && (
          <Stack gap="2" as="ul" listStyleType="none">
            {visible.map((s) => {
              const style = snippetTypeStyle(s.type);
              return (
                <HStack
                  as="li"
                  key={s.id}
                  align="start"
                  gap="3"
                  borderWidth="1px"
                  borderLeftWidth="4px"
                  borderLeftColor={style.known ? `${style.colorPalette}.solid` : 'border.emphasized'}
                  borderRadius="l2"
                  p="2"
                  data-testid="snippet"
                  data-type={s.type}
                >
                  <Stack gap="1" flex="1" minW="0">
                    <Badge size="sm" colorPalette={style.colorPalette} variant={style.known ? 'subtle' : 'outline'} alignSelf="start">
                      {snippetTypeLabel(s.type)}
                    </Badge>
                    {/* Scraped text is untrusted: plain text only, never HTML. */}
                    <Text fontSize="sm" whiteSpace="pre-line" wordBreak="break-word">
                      {s.content}
                    </Text>
                  </Stack>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete ${snippetTypeLabel(s.type)} snippet`}
                    data-testid="button-delete-snippet"
                    loading={deletingId === s.id}
                    onClick={() => onDeleteSnippet(s)}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              );
            })}
          </Stack>
        )}
        {(hidden > 0 || showAll) && card.snippets.length > INITIAL_SNIPPETS && (
          <Button size="xs" variant="ghost" mt="2" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
            {showAll ? 'Show fewer snippets' : `Show all ${card.snippets.length} snippets (${hidden} more)`}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
