import { type emailChangeBody, type emailChangeVerifyBody, type UserView, userView } from '@shop/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { storeSavedUser } from './update-profile.ts';

/** `POST /api/profile/email/verify`: the code proves the new address; the answer is the updated user. */
export type VerifyEmailChangeBody = z.input<typeof emailChangeBody> & z.input<typeof emailChangeVerifyBody>;

export function verifyEmailChange(input: VerifyEmailChangeBody): Promise<UserView> {
  return api.post('/profile/email/verify', input, { schema: userView });
}

export function useVerifyEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailChange,
    onSuccess: (user) => storeSavedUser(queryClient, user),
  });
}
