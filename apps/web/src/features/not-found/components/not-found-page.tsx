import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Home } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    // Shown outside the app layout (also to signed-out visitors): it is its own main landmark.
    <Center as="main" minH="100dvh" px="4" bg="bg.subtle">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Text fontSize="6xl" fontWeight="bold" color="fg.muted" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has been moved.</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/" data-testid="link-home">
            <Home aria-hidden />
            Go to Dashboard
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
