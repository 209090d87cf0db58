import type { ReactNode } from 'react';
import { Box, Card, Center, Flex, HStack, Icon, Text } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { ColorModeButton } from '../../../components/ui/color-mode';

/** The signed-out screens' frame: colour-mode switch, the product mark, one card. */
export function AuthShell({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Flex minH="100dvh" direction="column" bg="bg.subtle">
      {/* Landmarks: a signed-out screen is a page of its own (no app layout around it). */}
      <HStack as="header" justify="flex-end" p="3">
        <ColorModeButton />
      </HStack>
      <Center as="main" flex="1" px="4" pb="12">
        <Box w="full" maxW="md">
          <Flex direction="column" align="center" gap="2" mb="6">
            <Flex boxSize="10" rounded="lg" bg="teal.solid" color="teal.contrast" align="center" justify="center" aria-hidden>
              <Icon as={Building2} boxSize="5" />
            </Flex>
            <Text as="h1" fontSize="2xl" fontWeight="bold">
              Hotel Profiler
            </Text>
            <Text color="fg.muted" fontSize="sm" textAlign="center">
              Hotel data extraction and profiling platform
            </Text>
          </Flex>
          <Card.Root>
            <Card.Body>{children}</Card.Body>
            {footer && (
              <Card.Footer justifyContent="center" borderTopWidth="1px" pt="4">
                {footer}
              </Card.Footer>
            )}
          </Card.Root>
        </Box>
      </Center>
    </Flex>
  );
}
