import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { useResendVerification } from '../api/resend-verification';
import { EmailField } from './email-field';

function useResend() {
  const mutation = useResendVerification();
  const [sent, setSent] = useState<string | null>(null);
  const resend = (email: string) =>
    mutation.mutate(email, {
      onSuccess: (res) => {
        setSent(res.message);
        toast({ title: 'Email sent', description: res.message });
      },
      onError: (err) => {
        toast({ title: 'Could not resend the email', description: errorMessage(err, 'Failed to resend the email'), variant: 'destructive' });
      },
    });
  return { resend, sent, pending: mutation.isPending };
}

function SentNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Text fontSize="sm" color="fg.muted" role="status" data-testid="text-resend-status">
      {text}
    </Text>
  );
}

/** For an address the screen already knows (the sign-up just made, the sign-in just refused). */
export function ResendVerificationButton({ email }: { email: string }) {
  const { resend, sent, pending } = useResend();
  return (
    <Stack gap="2">
      <Button
        type="button"
        variant="outline"
        loading={pending}
        loadingText="Sending..."
        onClick={() => resend(email)}
        data-testid="button-resend-verification"
      >
        <Mail aria-hidden />
        Resend the email
      </Button>
      <SentNote text={sent} />
    </Stack>
  );
}

/** For a screen that does not know the address (a confirmation link that no longer works). */
export function ResendVerificationForm() {
  const { resend, sent, pending } = useResend();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      setError('Email is required');
      return;
    }
    setError(null);
    resend(email);
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Resend the confirmation email">
      <Stack gap="3">
        <EmailField value={email} onChange={setEmail} error={error} testId="input-resend-email" />
        <Button type="submit" colorPalette="teal" loading={pending} loadingText="Sending..." data-testid="button-resend-verification">
          <Mail aria-hidden />
          Resend the email
        </Button>
        <SentNote text={sent} />
      </Stack>
    </form>
  );
}
