import { noData } from '@shop/shared/api';
import type { phoneLoginSendBody, phoneLoginVerifyBody, phoneRegisterBody } from '@shop/shared/auth';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/auth-storage.ts';
import { signedInUser } from './signed-in-user.ts';
import { NoUserReceivedError } from './verify-register-otp.ts';

// Sign in and register with a phone number (issue 14): the code comes by SMS or WhatsApp.

/** POST /api/login/phone/send-code: the same answer whether or not the number has an account. */
export function sendLoginCode(input: z.input<typeof phoneLoginSendBody>): Promise<null> {
  return api.post('/login/phone/send-code', input, { schema: noData });
}

/** POST /api/login/phone/verify: the signed-in user, with the session cookie, like POST /login. */
export async function verifyLoginCode(input: z.input<typeof phoneLoginVerifyBody>): Promise<User> {
  const user = await api.post('/login/phone/verify', input, { schema: signedInUser, skipAuthRedirect: true });
  if (!user) throw new NoUserReceivedError();
  return user;
}

/** POST /api/register/phone/send-otp: the registration waits beside its code. */
export function sendRegisterCode(input: z.input<typeof phoneRegisterBody>): Promise<null> {
  return api.post('/register/phone/send-otp', input, { schema: noData });
}

/** POST /api/register/phone/resend: a new code for the registration waiting on this number. */
export function resendRegisterCode(input: { phone: string; channel: 'sms' | 'whatsapp' }): Promise<null> {
  return api.post('/register/phone/resend', input, { schema: noData });
}

/** POST /api/register/phone/verify-otp: the right code creates the customer and signs them in. */
export async function verifyRegisterCode(input: { phone: string; otp: string }): Promise<User> {
  const user = await api.post('/register/phone/verify-otp', input, { schema: signedInUser });
  if (!user) throw new NoUserReceivedError();
  return user;
}
