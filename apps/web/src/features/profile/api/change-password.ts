import type { changePasswordBody } from '@shop/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ChangePasswordBody = ReturnType<typeof changePasswordBody.parse>;

/** `PUT /api/profile/password`: this session stays signed in, every other one ends (422 on a wrong current one). */
export function changePassword(input: ChangePasswordBody): Promise<null> {
  return api.put<null>('/profile/password', input);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
