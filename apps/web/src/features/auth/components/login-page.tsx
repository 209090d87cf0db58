import { Box, Card, Center, Flex, HStack, Icon, Tabs, Text } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { ColorModeButton } from '../../../components/ui/color-mode';
import { useAuthConfig } from '../api/get-auth-config';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { usePageTitle } from '../../../lib/use-page-title';

function RestrictedAccessNote() {
  const { data } = useAuthConfig();
  return (
    <Text fontSize="xs" color="fg.muted" textAlign="center" data-testid="text-access-note">
      Access is restricted to authorized staff.
      {data
        ? ` Only @${data.allowedEmailDomain} email addresses${data.allowedExtraEmail ? ` and ${data.allowedExtraEmail}` : ''} can sign in.`
        : ' Only approved company email addresses can sign in.'}
    </Text>
  );
}

export function LoginPage() {
  usePageTitle('Sign in');
  return (
    <Flex minH="100dvh" direction="column" bg="bg.subtle">
      {/* Landmarks: the sign-in screen is a page of its own (no app layout around it). */}
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
            <Card.Body>
              <Tabs.Root defaultValue="login" variant="enclosed" fitted lazyMount>
                <Tabs.List mb="4">
                  <Tabs.Trigger value="login" data-testid="tab-login">
                    Login
                  </Tabs.Trigger>
                  <Tabs.Trigger value="signup" data-testid="tab-signup">
                    Sign Up
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="login">
                  <LoginForm />
                </Tabs.Content>
                <Tabs.Content value="signup">
                  <SignupForm />
                </Tabs.Content>
              </Tabs.Root>
            </Card.Body>
            <Card.Footer justifyContent="center" borderTopWidth="1px" pt="4">
              <RestrictedAccessNote />
            </Card.Footer>
          </Card.Root>
        </Box>
      </Center>
    </Flex>
  );
}
