import { Alert, Heading, Stack } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';

/** What an admin-only screen shows a signed-in user who is not an admin (the server refuses them too). */
export function AdminRequired({ title }: { title: string }) {
  return (
    <Stack maxW="3xl" mx="auto" gap="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Alert.Root status="warning" data-testid="alert-no-permission">
        <Alert.Indicator>
          <ShieldAlert />
        </Alert.Indicator>
        <Alert.Description>You do not have permission to access this page. Admin privileges required.</Alert.Description>
      </Alert.Root>
    </Stack>
  );
}
