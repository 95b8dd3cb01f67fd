import { envelope } from '@shop/shared/api';
import {
  forgotPasswordBody,
  loginBody,
  phoneLoginSendBody,
  phoneLoginVerifyBody,
  phoneRegisterBody,
  phoneRegisterVerifyBody,
  phoneResendBody,
  registerBody,
  resendOtpBody,
  resetPasswordBody,
  signedInView,
  userView,
  verifyOtpBody,
} from '@shop/shared/auth';
import { translateMessage } from '@shop/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { spend } from '../../lib/budgets.ts';
import { ok, requestLocale } from '../../lib/http.ts';
import { createLimiter } from '../../lib/rate-limit.ts';
import { getUserView } from '../users/queries.ts';
import { spendCode } from './codes.ts';
import {
  completePhoneRegistration,
  resendPhoneRegistrationCode,
  sendPhoneLoginCode,
  startPhoneRegistration,
  verifyPhoneLogin,
} from './phone.ts';
import {
  completeRegistration,
  requestPasswordReset,
  resendRegistrationCode,
  resetPassword,
  startRegistration,
} from './registration.ts';
import { authenticate } from './service.ts';

const userEnvelope = envelope(signedInView);
const emptyEnvelope = envelope(z.null());
const perIp = (max: number, minutes = 1) => ({ rateLimit: { max, timeWindow: `${minutes} minute` } });

const ACCOUNT_GUESSES_SPENT =
  'Too many sign-in attempts for this account. Reset your password or sign in with a code.';

const say = (req: FastifyRequest, message: string) => translateMessage(message, requestLocale(req));

async function signIn(app: FastifyInstance, reply: FastifyReply, userId: number, remember: boolean) {
  await reply.startSession({ userId, remember });
  const user = await getUserView(app.db, userId);
  return { user: user! };
}

/** Login lives at the web root as the spec's client expects; the rest of auth under /api. */
export async function authRootRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Guessing passwords for one account from one address: 5 a minute; from anywhere: PASSWORD_GUESSES_PER_ACCOUNT.
  const loginAttempts = createLimiter(app.redis, 'login', 5, 60_000);
  r.post(
    '/login',
    { schema: { tags: ['auth'], body: loginBody, response: { 200: userEnvelope } }, config: perIp(20) },
    async (req, reply) => {
      const account = req.body.email.toLowerCase();
      await loginAttempts.hit(`${account}|${req.ip}`);
      // Counted before the check and forgiven by a success, so only failures add up, even when sent at once.
      await spend(app.budgets.passwordGuessesPerAccount, account, ACCOUNT_GUESSES_SPENT);
      const userId = await authenticate(app.db, req.body);
      await loginAttempts.reset(`${account}|${req.ip}`);
      await app.budgets.passwordGuessesPerAccount.reset(account);
      return ok(await signIn(app, reply, userId, req.body.remember), say(req, 'Login successful'));
    },
  );
}

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // Who is signed in: `data: null` for no one. Asking is how the web app finds out, so a signed-out answer
  // is an answer, not a 401 logged in every guest's console (issue 18); every other route still says 401.
  r.get('/user', { schema: { tags, response: { 200: envelope(userView.nullable()) } } }, async (req) => {
    if (!req.user) return ok(null);
    return ok(await getUserView(app.db, req.user.id));
  });

  r.post('/logout', { schema: { tags, response: { 200: emptyEnvelope } } }, async (req, reply) => {
    await reply.endSession();
    return ok(null, say(req, 'Logged out'));
  });

  r.post(
    '/register/send-otp',
    { schema: { tags, body: registerBody, response: { 200: emptyEnvelope } }, config: perIp(10) },
    async (req) => {
      await spendCode(app, req);
      await startRegistration(app.db, req.body, requestLocale(req));
      return ok(null, say(req, 'We sent a 6-digit code to your e-mail'));
    },
  );

  r.post(
    '/register/verify-otp',
    { schema: { tags, body: verifyOtpBody, response: { 200: userEnvelope } }, config: perIp(20) },
    async (req, reply) => {
      const userId = await completeRegistration(app.db, req.body);
      return ok(await signIn(app, reply, userId, false), say(req, 'Registration completed successfully'));
    },
  );

  r.post(
    '/otp/resend',
    { schema: { tags, body: resendOtpBody, response: { 200: emptyEnvelope } }, config: perIp(10) },
    async (req) => {
      await spendCode(app, req);
      const locale = requestLocale(req);
      const { email } = req.body;
      if (req.body.type === 'registration') await resendRegistrationCode(app.db, email, locale);
      else app.background.run('password reset', () => requestPasswordReset(app.db, email, locale));
      return ok(null, say(req, 'We sent a new code to your e-mail'));
    },
  );

  // ---------------------------------------------------------------- phone numbers (issue 14)
  // Per number: 60 s between codes and 3 in 10 minutes (issueCode), 5 tries a code (consumeCode). Per
  // client address, every route that sends a code spends from one budget (spendCode), besides the per-minute
  // route limits.

  r.post(
    '/login/phone/send-code',
    { schema: { tags, body: phoneLoginSendBody, response: { 200: emptyEnvelope } }, config: perIp(10) },
    async (req) => {
      await spendCode(app, req);
      await sendPhoneLoginCode(app.db, req.body, requestLocale(req));
      return ok(null, say(req, 'If this number has an account, we sent it a code'));
    },
  );

  r.post(
    '/login/phone/verify',
    { schema: { tags, body: phoneLoginVerifyBody, response: { 200: userEnvelope } }, config: perIp(20) },
    async (req, reply) => {
      const userId = await verifyPhoneLogin(app.db, req.body);
      return ok(await signIn(app, reply, userId, req.body.remember), say(req, 'Login successful'));
    },
  );

  r.post(
    '/register/phone/send-otp',
    { schema: { tags, body: phoneRegisterBody, response: { 200: emptyEnvelope } }, config: perIp(10) },
    async (req) => {
      await spendCode(app, req);
      await startPhoneRegistration(app.db, req.body, requestLocale(req));
      return ok(null, say(req, 'We sent a 6-digit code to your phone'));
    },
  );

  r.post(
    '/register/phone/resend',
    { schema: { tags, body: phoneResendBody, response: { 200: emptyEnvelope } }, config: perIp(10) },
    async (req) => {
      await spendCode(app, req);
      await resendPhoneRegistrationCode(app.db, req.body.phone, req.body.channel, requestLocale(req));
      return ok(null, say(req, 'We sent a 6-digit code to your phone'));
    },
  );

  r.post(
    '/register/phone/verify-otp',
    { schema: { tags, body: phoneRegisterVerifyBody, response: { 200: userEnvelope } }, config: perIp(20) },
    async (req, reply) => {
      const userId = await completePhoneRegistration(app.db, req.body);
      return ok(await signIn(app, reply, userId, false), say(req, 'Registration completed successfully'));
    },
  );

  r.post(
    '/password/forgot',
    { schema: { tags, body: forgotPasswordBody, response: { 200: emptyEnvelope } }, config: perIp(10) },
    async (req) => {
      // Answered before any work: an address with an account must not take longer than one without.
      await spendCode(app, req);
      const { email } = req.body;
      const locale = requestLocale(req);
      app.background.run('password reset', () => requestPasswordReset(app.db, email, locale));
      return ok(null, say(req, 'If an account uses this e-mail, we sent it a code'));
    },
  );

  r.post(
    '/password/reset',
    { schema: { tags, body: resetPasswordBody, response: { 200: emptyEnvelope } }, config: perIp(20) },
    async (req) => {
      await resetPassword(app.db, req.body);
      // The owner is back in: guesses counted against the account by someone else no longer keep them out.
      await app.budgets.passwordGuessesPerAccount.reset(req.body.email.toLowerCase());
      return ok(null, say(req, 'Password updated successfully'));
    },
  );
}
