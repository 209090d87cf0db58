import { Badge, Box, IconButton, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Info } from 'lucide-react';
import type { Snippet } from '@hotel/contracts';
import { excerpt } from '../lib/format-profile';
import { safeHttpUrl } from '../lib/safe-url';
import { snippetTypeLabel, snippetTypeStyle } from '../lib/snippet-types';

interface ProvenancePopoverProps {
  /** What the field is called, for the button's label ('Name', 'Amenity "Pool"'). */
  label: string;
  snippetIds: readonly string[] | undefined;
  snippetsById: ReadonlyMap<string, Snippet>;
}

/** The snippets and pages behind one profile field, opened by click or keyboard. */
export function ProvenancePopover({ label, snippetIds, snippetsById }: ProvenancePopoverProps) {
  if (!snippetIds || snippetIds.length === 0) return null;
  const found = snippetIds.map((id) => snippetsById.get(id)).filter((s): s is Snippet => s !== undefined);
  const missing = snippetIds.length - found.length;
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <IconButton
          size="2xs"
          variant="ghost"
          color="fg.muted"
          aria-label={`Sources for ${label} (${snippetIds.length})`}
          data-testid="button-provenance"
        >
          <Info />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" maxW="90vw" aria-label={`Sources for ${label}`}>
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                Sources for {label}
              </Popover.Title>
              <Stack gap="3" maxH="72" overflowY="auto">
                {found.map((s) => {
                  const href = safeHttpUrl(s.pageUrl) ?? safeHttpUrl(s.sourceUrl);
                  return (
                    <Box key={s.id} borderLeftWidth="3px" borderColor={snippetTypeStyle(s.type).known ? `${snippetTypeStyle(s.type).colorPalette}.solid` : 'border.emphasized'} pl="2">
                      <Badge size="sm" colorPalette={snippetTypeStyle(s.type).colorPalette} mb="1">
                        {snippetTypeLabel(s.type)}
                      </Badge>
                      <Text fontSize="sm">{excerpt(s.content)}</Text>
                      {href && (
                        <Link href={href} target="_blank" rel="noopener noreferrer" fontSize="xs" color="teal.fg" wordBreak="break-all">
                          {s.pageUrl || s.sourceUrl} <ExternalLink size={12} aria-hidden="true" />
                        </Link>
                      )}
                    </Box>
                  );
                })}
                {missing > 0 && (
                  <Text fontSize="xs" color="fg.muted">
                    {missing === 1 ? '1 supporting snippet was deleted since.' : `${missing} supporting snippets were deleted since.`}
                  </Text>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
