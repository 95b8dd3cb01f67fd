import type { resetPasswordBody } from '@shop/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ResetPasswordBody = ReturnType<typeof resetPasswordBody.parse>;

/** The e-mailed code and a new password; every session of the account ends, the user signs in again. */
export function resetPassword(input: ResetPasswordBody): Promise<null> {
  return api.post<null>('/password/reset', input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
