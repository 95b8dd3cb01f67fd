import { noData } from '@shop/shared/api';
import type { emailChangeBody } from '@shop/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/profile/email`: e-mails a code to the new address (422 when it is taken, 429 within a minute). */
export function requestEmailChange(input: z.input<typeof emailChangeBody>): Promise<null> {
  return api.post('/profile/email', input, { schema: noData });
}

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
