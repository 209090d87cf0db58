import { useState } from 'react';
import { Tabs, Text } from '@chakra-ui/react';
import { useAuthConfig } from '../api/get-auth-config';
import { AuthShell } from './auth-shell';
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
  const { data: config } = useAuthConfig();
  const [tab, setTab] = useState('login');
  // PASSWORD_SIGNUP=off: Google (or the company's issuer) creates accounts; there is nothing to sign up for here.
  const signupEnabled = config?.passwordSignupEnabled !== false;
  const shown = signupEnabled ? tab : 'login';
  return (
    <AuthShell footer={<RestrictedAccessNote />}>
      <Tabs.Root value={shown} onValueChange={(d) => setTab(d.value)} variant="enclosed" fitted lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="login" data-testid="tab-login">
            Login
          </Tabs.Trigger>
          {signupEnabled && (
            <Tabs.Trigger value="signup" data-testid="tab-signup">
              Sign Up
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="login">
          <LoginForm />
        </Tabs.Content>
        {signupEnabled && (
          <Tabs.Content value="signup">
            <SignupForm onShowLogin={() => setTab('login')} />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </AuthShell>
  );
}
