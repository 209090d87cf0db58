import { Field, Input } from '@chakra-ui/react';

/** The required work-email field the sign-in and resend forms share. */
export function EmailField({ value, onChange, error, testId }: { value: string; onChange: (value: string) => void; error?: string | null; testId: string }) {
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>
        Email <Field.RequiredIndicator />
      </Field.Label>
      <Input type="email" autoComplete="email" placeholder="you@company.com" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
