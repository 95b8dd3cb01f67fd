import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveSignedInUser } from '../../../lib/auth.ts';
import { asUser, type User } from '../../../lib/auth-storage.ts';

/** Thrown when the code was accepted but the answer held no usable user. */
export class NoUserReceivedError extends Error {
  constructor() {
    super('No user data received from server');
    this.name = 'NoUserReceivedError';
  }
}

/**
 * Step 2: the right code creates the account and signs it in (the session cookie comes with the answer).
 * The user is read from `data.user` (or `data` itself).
 */
export async function verifyRegisterOtp(input: { email: string; otp: string }): Promise<User> {
  const data = await api.post<unknown>('/register/verify-otp', input);
  const record = (data && typeof data === 'object' ? data : {}) as { user?: unknown };
  const user = asUser(record.user) ?? asUser(data);
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
