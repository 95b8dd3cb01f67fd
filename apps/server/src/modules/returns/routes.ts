import { envelope, idParam, pageOf } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import {
  adminReturnQuery,
  adminReturnView,
  createReturnBody,
  receiveReturnBody,
  refundReturnBody,
  rejectReturnBody,
  returnCreated,
  returnListQuery,
  returnPhotoParams,
  returnPhotoUploadForm,
  returnView,
} from '@shop/shared/returns';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { requireUser } from '../../plugins/session.ts';
import { readUploadForm, sendPrivateFile } from '../files/private-uploads.ts';
import { addReturnPhotos, openReturnPhoto, RETURN_PHOTO_FORM, returnPhotoFolder } from './photos.ts';
import {
  approveReturn,
  createReturn,
  getAdminReturn,
  getCustomerReturn,
  listAdminReturns,
  listReturns,
  receiveReturn,
  refundReturn,
  rejectReturn,
  replaceReturn,
} from './service.ts';

/** The customer's returns, under /api; every route needs a signed-in user. */
export async function returnRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['returns'];
  const folder = returnPhotoFolder(app.storage);

  r.post(
    '/orders/:id/returns',
    {
      schema: {
        tags,
        params: idParam,
        body: createReturnBody,
        response: { 201: envelope(returnCreated) },
      },
      onRequest: requireUser,
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const created = await createReturn(app.db, {
        orderId: req.params.id,
        userId: req.user!.id,
        body: req.body,
        locale,
      });
      reply.status(201);
      return ok(created, translateMessage('Return requested', locale));
    },
  );

  r.get(
    '/returns',
    {
      schema: { tags, querystring: returnListQuery, response: { 200: envelope(pageOf(returnView)) } },
      onRequest: requireUser,
    },
    async (req) =>
      ok(
        await listReturns(
          app.db,
          { userId: req.user!.id, page: req.query.page, perPage: req.query.per_page },
          requestLocale(req),
        ),
      ),
  );

  r.get(
    '/returns/:id',
    { schema: { tags, params: idParam, response: { 200: envelope(returnView) } }, onRequest: requireUser },
    async (req) =>
      ok(
        await getCustomerReturn(
          app.db,
          { returnId: req.params.id, userId: req.user!.id },
          requestLocale(req),
        ),
      ),
  );

  r.post(
    '/returns/:id/photos',
    {
      schema: {
        tags,
        description:
          "Adds 1 to 3 photos to the customer's own return while it is `requested`; 3 at most in all.",
        params: idParam,
        consumes: ['multipart/form-data'],
        multipartBody: returnPhotoUploadForm,
        response: { 200: envelope(returnView) },
      },
      onRequest: requireUser,
      // Up to 30 MB of disk a request, counted per customer like prescriptions.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 hour',
          keyGenerator: (req) => `return-photos:${req.user?.id ?? req.ip}`,
        },
      },
    },
    async (req) => {
      const { files } = await readUploadForm(req, RETURN_PHOTO_FORM);
      const returnId = req.params.id;
      const userId = req.user!.id;
      await addReturnPhotos(app.db, { folder, returnId, userId, files });
      const locale = requestLocale(req);
      return ok(
        await getCustomerReturn(app.db, { returnId, userId }, locale),
        translateMessage('Photos added', locale),
      );
    },
  );

  // The owner's, or the staff who handle returns (checked in openReturnPhoto, not by a route permission):
  // never a public URL, never kept by a cache.
  r.get(
    '/returns/:id/photos/:n',
    {
      schema: {
        tags,
        params: returnPhotoParams,
        response: {
          200: {
            description: 'The photo as kept: a JPEG, PNG or WebP image without metadata',
            content: Object.fromEntries(
              ['image/jpeg', 'image/png', 'image/webp'].map((type) => [type, { schema: z.file() }]),
            ),
          },
        },
      },
      onRequest: requireUser,
    },
    async (req, reply) => {
      const file = await openReturnPhoto(app.db, {
        folder,
        returnId: req.params.id,
        n: req.params.n,
        user: req.user!,
      });
      return sendPrivateFile(reply, file);
    },
  );
}

/** The back-office's returns, under /api/admin: each step answers the return as it now is. */
export async function adminReturnRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: returns'];
  const config = { permission: 'returns.manage' as const };
  const answer = async (id: number, locale: ReturnType<typeof requestLocale>, message: string) =>
    ok(await getAdminReturn(app.db, id, locale), translateMessage(message, locale));

  r.get(
    '/returns',
    {
      config,
      schema: { tags, querystring: adminReturnQuery, response: { 200: envelope(pageOf(adminReturnView)) } },
    },
    async (req) => ok(await listAdminReturns(app.db, req.query, requestLocale(req))),
  );

  r.get(
    '/returns/:id',
    { config, schema: { tags, params: idParam, response: { 200: envelope(adminReturnView) } } },
    async (req) => ok(await getAdminReturn(app.db, req.params.id, requestLocale(req))),
  );

  r.post(
    '/returns/:id/approve',
    { config, schema: { tags, params: idParam, response: { 200: envelope(adminReturnView) } } },
    async (req) => {
      await approveReturn(app.db, { returnId: req.params.id, actorId: req.user!.id });
      return answer(req.params.id, requestLocale(req), 'Return approved');
    },
  );

  r.post(
    '/returns/:id/reject',
    {
      config,
      schema: { tags, params: idParam, body: rejectReturnBody, response: { 200: envelope(adminReturnView) } },
    },
    async (req) => {
      await rejectReturn(app.db, { returnId: req.params.id, actorId: req.user!.id, note: req.body.note });
      return answer(req.params.id, requestLocale(req), 'Return rejected');
    },
  );

  r.post(
    '/returns/:id/receive',
    {
      config,
      schema: {
        tags,
        params: idParam,
        body: receiveReturnBody,
        response: { 200: envelope(adminReturnView) },
      },
    },
    async (req) => {
      await receiveReturn(app.db, { returnId: req.params.id, actorId: req.user!.id, items: req.body.items });
      return answer(req.params.id, requestLocale(req), 'Return received');
    },
  );

  r.post(
    '/returns/:id/refund',
    {
      config,
      schema: { tags, params: idParam, body: refundReturnBody, response: { 200: envelope(adminReturnView) } },
    },
    async (req) => {
      await refundReturn(app.db, {
        returnId: req.params.id,
        actorId: req.user!.id,
        method: req.body.method,
        reference: req.body.reference ?? null,
      });
      return answer(req.params.id, requestLocale(req), 'Return refunded');
    },
  );

  r.post(
    '/returns/:id/replace',
    { config, schema: { tags, params: idParam, response: { 200: envelope(adminReturnView) } } },
    async (req) => {
      await replaceReturn(app.db, { returnId: req.params.id, actorId: req.user!.id });
      return answer(req.params.id, requestLocale(req), 'Replacement order created');
    },
  );
}
