import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type OtpPurpose = 'registration' | 'password_reset';

/** A new code for a pending registration or password reset; 429 within a minute of the last one. */
export async function resendOtp(input: { email: string; type: OtpPurpose }): Promise<string | undefined> {
  return (await apiRequest('POST', '/otp/resend', { body: input })).message;
}

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
