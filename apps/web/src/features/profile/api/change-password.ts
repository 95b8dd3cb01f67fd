import { noData } from '@shop/shared/api';
import type { changePasswordBody } from '@shop/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** `PUT /api/profile/password`: this session stays signed in, every other one ends (422 on a wrong current one). */
export function changePassword(input: ChangePasswordBody): Promise<null> {
  return api.put('/profile/password', input, { schema: noData });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
