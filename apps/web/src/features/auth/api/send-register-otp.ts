import { noData } from '@shop/shared/api';
import type { RegisterBody } from '@shop/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Step 1 of registration: the server keeps the account pending and e-mails a code (422 field errors, 429). */
export function sendRegisterOtp(input: RegisterBody): Promise<null> {
  return api.post('/register/send-otp', input, { schema: noData });
}

export const useSendRegisterOtp = () => useMutation({ mutationFn: sendRegisterOtp });
