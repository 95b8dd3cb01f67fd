import { noData } from '@shop/shared/api';
import type { resetPasswordBody } from '@shop/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** The e-mailed code and a new password; every session of the account ends, the user signs in again. */
export function resetPassword(input: ResetPasswordBody): Promise<null> {
  return api.post('/password/reset', input, { schema: noData });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
