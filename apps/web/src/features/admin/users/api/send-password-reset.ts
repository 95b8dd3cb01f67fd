import { noData } from '@shop/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** POST /api/admin/users/:id/password-reset: the customer gets a code at their e-mail to set a new password. */
export const sendPasswordReset = (id: number) =>
  api.post(`/admin/users/${id}/password-reset`, undefined, { schema: noData });

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });
