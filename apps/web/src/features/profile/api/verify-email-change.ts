import { type UserView, userView } from '@shop/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeSavedUser } from './update-profile.ts';

/** `POST /api/profile/email/verify`: the code proves the new address; the answer is the updated user. */
export function verifyEmailChange(input: { email: string; otp: string }): Promise<UserView> {
  return api.post<UserView>('/profile/email/verify', input, { schema: userView });
}

export function useVerifyEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailChange,
    onSuccess: (user) => storeSavedUser(queryClient, user),
  });
}
