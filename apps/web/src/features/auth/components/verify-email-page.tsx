import { useEffect, useState } from 'react';
import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../../lib/auth';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthShell } from './auth-shell';
import { ResendVerificationForm } from './resend-verification';

const INCOMPLETE_LINK = 'This confirmation link is incomplete. Request a new email below.';

// A link works once: StrictMode's second effect (and a re-render) must reuse the first attempt.
const attempts = new Map<string, Promise<void>>();

type State = { kind: 'verifying' } | { kind: 'failed'; message: string };

/** /verify-email?token=…: confirms the address, signs the person in and opens the Dashboard. */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  usePageTitle('Confirm your email');
  const { verifyEmail } = useAuth();
  const navigate = useNavigate();
  const [linkToken] = useState(token);
  const [state, setState] = useState<State>(linkToken ? { kind: 'verifying' } : { kind: 'failed', message: INCOMPLETE_LINK });

  useEffect(() => {
    if (!linkToken) return;
    // The token leaves the address bar (and so history and screenshots) as soon as it is read.
    window.history.replaceState(window.history.state, '', '/verify-email');
    let attempt = attempts.get(linkToken);
    if (!attempt) {
      attempt = verifyEmail(linkToken);
      attempts.set(linkToken, attempt);
    }
    let active = true;
    attempt.then(
      () => {
        if (!active) return;
        toast({ title: 'Email confirmed', description: "You're signed in." });
        void navigate({ to: '/', replace: true });
      },
      (err: unknown) => {
        if (active) setState({ kind: 'failed', message: errorMessage(err, 'This confirmation link could not be used.') });
      },
    );
    return () => {
      active = false;
    };
  }, [linkToken, verifyEmail, navigate]);

  return (
    <AuthShell>
      {state.kind === 'verifying' ? (
        <HStack justify="center" gap="3" py="6" role="status" data-testid="text-verifying">
          <Spinner size="sm" colorPalette="teal" />
          <Text>Confirming your email…</Text>
        </HStack>
      ) : (
        <Stack gap="4">
          <Alert.Root status="error" data-testid="alert-verify-error">
            <Alert.Indicator />
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Root>
          <ResendVerificationForm />
          <Button asChild variant="ghost">
            <RouterLink to="/" data-testid="link-sign-in">
              Back to sign in
            </RouterLink>
          </Button>
        </Stack>
      )}
    </AuthShell>
  );
}
