import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Home } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title';

/** `inLayout`: inside the app's sidebar and header (a signed-in user), whose main landmark holds it. */
export function NotFoundPage({ inLayout = false }: { inLayout?: boolean }) {
  usePageTitle('Page Not Found');
  return (
    // Outside the app layout (a signed-out visitor) it is its own main landmark.
    <Center as={inLayout ? 'div' : 'main'} minH={inLayout ? '60vh' : '100dvh'} px="4" bg={inLayout ? undefined : 'bg.subtle'}>
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
