import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '../../../lib/auth/auth-api';

/** "Resend the email": the server answers alike for every address, so the answer is only shown. */
export function useResendVerification() {
  return useMutation({ mutationFn: (email: string) => resendVerification(email.trim()) });
}
