import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MailCheck } from 'lucide-react';
import { PASSWORD_MIN, emailDomainMessage, isAllowedEmail, type SignupRequest } from '@hotel/contracts';
import { useAuth } from '../../../lib/auth';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { useAuthConfig } from '../api/get-auth-config';
import { GoogleButton } from './google-button';
import { ResendVerificationButton } from './resend-verification';

type Errors = Partial<Record<keyof SignupRequest, string>>;

export function validateSignup(input: SignupRequest): Errors {
  const errors: Errors = {};
  if (!input.firstName.trim()) errors.firstName = 'First name is required';
  if (!input.lastName.trim()) errors.lastName = 'Last name is required';
  if (!input.email.trim()) errors.email = 'Email is required';
  if (!input.password) errors.password = 'Password is required';
  else if (input.password.length < PASSWORD_MIN) errors.password = `Password must be at least ${PASSWORD_MIN} characters`;
  return errors;
}

/** After a sign-up that must be confirmed: no session yet, the link is in the mailbox. */
function CheckEmailPanel({ email, onShowLogin }: { email: string; onShowLogin?: () => void }) {
  return (
    <Stack gap="4" data-testid="panel-check-email">
      <Stack gap="2" align="center" textAlign="center">
        <MailCheck aria-hidden size={32} />
        <Heading as="h2" size="md">
          Check your email to confirm your account
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          We sent a link to <strong data-testid="text-check-email-address">{email}</strong>. Open it within 24 hours to confirm
          your address and sign in.
        </Text>
      </Stack>
      <ResendVerificationButton email={email} />
      {onShowLogin && (
        <Button type="button" variant="ghost" onClick={onShowLogin} data-testid="button-back-to-login">
          Back to sign in
        </Button>
      )}
    </Stack>
  );
}

export function SignupForm({ onShowLogin }: { onShowLogin?: () => void }) {
  const { signup } = useAuth();
  const config = useAuthConfig();
  const [form, setForm] = useState<SignupRequest>({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const set = (key: keyof SignupRequest) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateSignup(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const cfg = config.data;
    if (cfg && !isAllowedEmail(form.email, cfg.allowedEmailDomain, cfg.allowedExtraEmail)) {
      const message = emailDomainMessage(cfg.allowedEmailDomain, cfg.allowedExtraEmail);
      setErrors({ email: message });
      toast({ title: 'Signup failed', description: message, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const outcome = await signup({ ...form, firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim() });
      // The toast says what happened: signed in now, or nothing until the mailed link is opened.
      if (outcome) {
        setAwaiting(outcome.email);
        toast({ title: 'Check your email', description: `We sent a confirmation link to ${outcome.email}.` });
      } else {
        toast({ title: 'Account created!', description: "You're signed in." });
      }
    } catch (err) {
      toast({ title: 'Signup failed', description: errorMessage(err, 'Failed to create account'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  if (awaiting) return <CheckEmailPanel email={awaiting} onShowLogin={onShowLogin} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign Up">
      <Stack gap="4">
        <HStack gap="3" align="start">
          <Field.Root required invalid={!!errors.firstName}>
            <Field.Label>
              First name <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="given-name" value={form.firstName} onChange={set('firstName')} data-testid="input-first-name" />
            <Field.ErrorText>{errors.firstName}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.lastName}>
            <Field.Label>
              Last name <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="family-name" value={form.lastName} onChange={set('lastName')} data-testid="input-last-name" />
            <Field.ErrorText>{errors.lastName}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <Field.Root required invalid={!!errors.email}>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" autoComplete="email" value={form.email} onChange={set('email')} data-testid="input-signup-email" />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.password}>
          <Field.Label>
            Password <Field.RequiredIndicator />
          </Field.Label>
          <Input type="password" autoComplete="new-password" value={form.password} onChange={set('password')} data-testid="input-signup-password" />
          {errors.password ? <Field.ErrorText>{errors.password}</Field.ErrorText> : <Field.HelperText>Must be at least 6 characters</Field.HelperText>}
        </Field.Root>
        <Button type="submit" colorPalette="teal" loading={pending} loadingText="Creating account..." data-testid="button-signup">
          Create Account
        </Button>
        <GoogleButton label="Sign up with Google" testId="button-google-signup" />
      </Stack>
    </form>
  );
}
