import type { verifyOtpBody } from '@shop/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { saveSignedInUser } from '../../../lib/auth.ts';
import type { User } from '../../../lib/auth-storage.ts';
import { signedInUser } from './signed-in-user.ts';

/** Thrown when the code was accepted but the answer held no usable user. */
export class NoUserReceivedError extends Error {
  constructor() {
    super('No user data received from server');
    this.name = 'NoUserReceivedError';
  }
}

/**
 * Step 2: the right code creates the account and signs it in (the session cookie comes with the answer).
 * The user is read from `data.user`.
 */
export async function verifyRegisterOtp(input: z.input<typeof verifyOtpBody>): Promise<User> {
  const user = await api.post('/register/verify-otp', input, { schema: signedInUser });
  if (!user) throw new NoUserReceivedError();
  return user;
}

/** On success the user is stored exactly as a login stores it (local + session storage and the user query). */
export function useVerifyRegisterOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyRegisterOtp,
    onSuccess: (user) => saveSignedInUser(queryClient, user),
  });
}
