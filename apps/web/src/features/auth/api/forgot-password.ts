import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Always 200 (no account enumeration): when the address has an account, a reset code goes to it. */
export async function forgotPassword(input: { email: string }): Promise<string | undefined> {
  return (await apiRequest('POST', '/password/forgot', { body: input })).message;
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
