import { noData } from '@shop/shared/api';
import { type phoneChangeBody, type phoneChangeVerifyBody, type UserView, userView } from '@shop/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { storeSavedUser } from './update-profile.ts';

/** `POST /api/profile/phone`: texts a code to the number (422 when another account signs in with it, 429). */
export function requestPhoneChange(input: z.input<typeof phoneChangeBody>): Promise<null> {
  return api.post('/profile/phone', input, { schema: noData });
}

export const useRequestPhoneChange = () => useMutation({ mutationFn: requestPhoneChange });

/** `POST /api/profile/phone/verify`: the code proves the number; the answer is the updated user. */
export function verifyPhoneChange(input: z.input<typeof phoneChangeVerifyBody>): Promise<UserView> {
  return api.post('/profile/phone/verify', input, { schema: userView });
}

export function useVerifyPhoneChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneChange,
    onSuccess: (user) => storeSavedUser(queryClient, user),
  });
}
