import { envelope, idParam } from '@shop/shared/api';
import {
  changePasswordBody,
  emailChangeBody,
  emailChangeVerifyBody,
  phoneChangeBody,
  phoneChangeVerifyBody,
  profileBody,
  userView,
} from '@shop/shared/auth';
import { translateMessage } from '@shop/shared/messages';
import { addressBody, addressView } from '@shop/shared/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { guardRoutes, requireUser } from '../../plugins/session.ts';
import { spendCode } from '../auth/codes.ts';
import { confirmPhoneChange, requestPhoneChange } from '../auth/phone.ts';
import { rememberLocale } from '../notifications/service.ts';
import { getUserView } from '../users/queries.ts';
import {
  changePassword,
  confirmEmailChange,
  deleteAddress,
  listAddresses,
  requestEmailChange,
  saveAddress,
  updateProfile,
} from './service.ts';

/** Everything here is the signed-in user's own: ids come from the session, never from the request. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  guardRoutes(app, requireUser);
  const me = async (userId: number) => (await getUserView(app.db, userId))!;

  r.get('/profile', { schema: { tags, response: { 200: envelope(userView) } } }, async (req) =>
    ok(await me(req.user!.id)),
  );

  r.put(
    '/profile',
    { schema: { tags, body: profileBody, response: { 200: envelope(userView) } } },
    async (req) => {
      await updateProfile(app.db, req.user!.id, req.body);
      await rememberLocale(app.db, req.user!.id, requestLocale(req));
      return ok(await me(req.user!.id), translateMessage('Profile updated successfully', requestLocale(req)));
    },
  );

  r.put(
    '/profile/password',
    { schema: { tags, body: changePasswordBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await changePassword(app.db, {
        userId: req.user!.id,
        sessionId: req.session!.id,
        currentPassword: req.body.current_password,
        newPassword: req.body.new_password,
      });
      return ok(null, translateMessage('Password updated successfully', requestLocale(req)));
    },
  );

  r.post(
    '/profile/email',
    {
      schema: { tags, body: emailChangeBody, response: { 200: envelope(z.null()) } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => {
      await spendCode(app, req);
      const locale = requestLocale(req);
      await requestEmailChange(app.db, req.user!.id, req.body.email, locale);
      return ok(null, translateMessage('We sent a 6-digit code to your e-mail', locale));
    },
  );

  r.post(
    '/profile/email/verify',
    {
      schema: {
        tags,
        body: emailChangeBody.extend(emailChangeVerifyBody.shape),
        response: { 200: envelope(userView) },
      },
    },
    async (req) => {
      await confirmEmailChange(app.db, req.user!.id, req.body.email, req.body.otp);
      return ok(await me(req.user!.id), translateMessage('Profile updated successfully', requestLocale(req)));
    },
  );

  r.post(
    '/profile/phone',
    {
      schema: { tags, body: phoneChangeBody, response: { 200: envelope(z.null()) } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => {
      await spendCode(app, req);
      const locale = requestLocale(req);
      await requestPhoneChange(app.db, req.user!.id, req.body, locale);
      return ok(null, translateMessage('We sent a 6-digit code to your phone', locale));
    },
  );

  r.post(
    '/profile/phone/verify',
    {
      schema: { tags, body: phoneChangeVerifyBody, response: { 200: envelope(userView) } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => {
      await confirmPhoneChange(app.db, req.user!.id, req.body);
      return ok(await me(req.user!.id), translateMessage('Phone number verified', requestLocale(req)));
    },
  );

  r.get('/addresses', { schema: { tags, response: { 200: envelope(z.array(addressView)) } } }, async (req) =>
    ok(await listAddresses(app.db, req.user!.id)),
  );
  r.post(
    '/addresses',
    { schema: { tags, body: addressBody, response: { 200: envelope(addressView) } } },
    async (req) => ok(await saveAddress(app.db, req.user!.id, req.body)),
  );
  r.put(
    '/addresses/:id',
    { schema: { tags, params: idParam, body: addressBody, response: { 200: envelope(addressView) } } },
    async (req) => ok(await saveAddress(app.db, req.user!.id, req.body, req.params.id)),
  );
  r.delete(
    '/addresses/:id',
    { schema: { tags, params: idParam, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await deleteAddress(app.db, req.user!.id, req.params.id);
      return ok(null);
    },
  );
}
