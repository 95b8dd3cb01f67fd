import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/newsletter/subscribe {email}`; resolves to the server's (translated) success message. */
export async function subscribeNewsletter(email: string): Promise<string | undefined> {
  const result = await apiRequest<null>('POST', '/newsletter/subscribe', { body: { email } });
  return result.message;
}

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
