import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/profile/email`: e-mails a code to the new address (422 when it is taken, 429 within a minute). */
export function requestEmailChange(input: { email: string }): Promise<null> {
  return api.post<null>('/profile/email', input);
}

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
