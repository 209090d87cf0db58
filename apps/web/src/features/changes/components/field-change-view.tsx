import { useState } from 'react';
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { FieldChange } from '@hotel/contracts';
import { PROFILE_FIELD_LABELS } from '../../../lib/profile-fields';

/** Beyond this a value is cut with "Show all": a changed description should not fill the screen. */
export const TRUNCATE_AT = 160;

/** A value that may be long: the start of it, and the whole of it on request. */
function LongText({ text, testId, struck }: { text: string | null; testId: string; struck?: boolean }) {
  const [open, setOpen] = useState(false);
  if (text === null) {
    return (
      <Text as="span" color="fg.muted" fontStyle="italic" data-testid={testId}>
        (empty)
      </Text>
    );
  }
  const long = text.length > TRUNCATE_AT;
  const shown = long && !open ? `${text.slice(0, TRUNCATE_AT).trimEnd()}…` : text;
  return (
    <Box as="span" minW="0">
      <Text
        as="span"
        whiteSpace="pre-line"
        overflowWrap="anywhere"
        textDecoration={struck ? 'line-through' : undefined}
        color={struck ? 'fg.muted' : undefined}
        data-testid={testId}
      >
        {shown}
      </Text>
      {long && (
        <Button variant="plain" size="xs" px="1" h="auto" color="teal.fg" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? 'Show less' : 'Show all'}
        </Button>
      )}
    </Box>
  );
}

/** One changed field: a text field's old → new value, a list's items added (+) and removed (−). */
export function FieldChangeView({ change, testIdPrefix }: { change: FieldChange; testIdPrefix: string }) {
  const label = PROFILE_FIELD_LABELS[change.field];
  const id = `${testIdPrefix}-${change.field}`;
  return (
    <Flex gap={{ base: '1', md: '4' }} direction={{ base: 'column', md: 'row' }} data-testid={id} data-field={change.field}>
      <Text fontSize="sm" fontWeight="semibold" minW={{ md: '40' }} flexShrink={0}>
        {label}
      </Text>
      {change.kind === 'value' ? (
        <Flex gap="2" align={{ base: 'start', md: 'baseline' }} direction={{ base: 'column', md: 'row' }} fontSize="sm" minW="0" flex="1">
          <LongText text={change.old} testId={`${id}-old`} struck={change.old !== null} />
          <Box as="span" color="fg.muted" flexShrink={0} aria-label="changed to">
            <ArrowRight size={14} aria-hidden="true" />
          </Box>
          <LongText text={change.new} testId={`${id}-new`} />
        </Flex>
      ) : (
        <Stack gap="0.5" fontSize="sm" minW="0" flex="1" as="ul" listStyleType="none" m="0" p="0">
          {change.added.map((item) => (
            <HStack as="li" key={`+${item}`} gap="1.5" color="green.fg" align="start" data-testid={`${id}-added`}>
              <Text as="span" aria-label="added" fontWeight="bold">
                +
              </Text>
              <Text as="span" overflowWrap="anywhere">
                {item}
              </Text>
            </HStack>
          ))}
          {change.removed.map((item) => (
            <HStack as="li" key={`-${item}`} gap="1.5" color="red.fg" align="start" data-testid={`${id}-removed`}>
              <Text as="span" aria-label="removed" fontWeight="bold">
                −
              </Text>
              <Text as="span" textDecoration="line-through" overflowWrap="anywhere">
                {item}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Flex>
  );
}
