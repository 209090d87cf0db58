import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useAuth } from '../../../lib/auth';
import { ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { GoogleButton } from './google-button';
import { ResendVerificationButton } from './resend-verification';
import { EmailField } from './email-field';

export function LoginForm() {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  /** The address whose sign-in was refused until it is confirmed (403 EMAIL_NOT_VERIFIED). */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errors = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setPending(true);
    setError(null);
    setUnconfirmed(null);
    try {
      await login(email.trim(), password);
      toast({ title: 'Welcome back!', description: "You've successfully signed in." });
    } catch (err) {
      const message = errorMessage(err, 'Failed to sign in');
      setError(message);
      if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') setUnconfirmed(email.trim());
      toast({ title: 'Login failed', description: message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Login">
      <Stack gap="4">
        {error && (
          <Alert.Root status="error" data-testid="alert-login-error">
            <Alert.Indicator />
            <Alert.Description>{error}</Alert.Description>
          </Alert.Root>
        )}
        {unconfirmed && <ResendVerificationButton email={unconfirmed} />}
        <EmailField value={email} onChange={setEmail} error={fieldErrors.email} testId="input-email" />
        <Field.Root required invalid={!!fieldErrors.password}>
          <Field.Label>
            Password <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="input-password"
          />
          <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="teal" loading={pending} loadingText="Signing in..." data-testid="button-login">
          Sign In
        </Button>
        <GoogleButton label="Sign in with Google" testId="button-google-login" />
      </Stack>
    </form>
  );
}
