import { envelope, idParam, pageOf } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import { orderView } from '@shop/shared/orders';
import {
  adminPrescriptionQuery,
  adminPrescriptionView,
  attachPrescriptionBody,
  PRESCRIPTION_FILE_MAX_BYTES,
  PRESCRIPTION_MAX_FILES,
  PRESCRIPTION_NOTE_MAX,
  prescriptionCreated,
  prescriptionFileParams,
  prescriptionListQuery,
  prescriptionQueueSummary,
  prescriptionUploadForm,
  prescriptionView,
  rejectBody,
} from '@shop/shared/prescriptions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, validationError } from '../../lib/errors.ts';
import { ok, requestLocale } from '../../lib/http.ts';
import { requireUser } from '../../plugins/session.ts';
import { readUploadForm, sendPrivateFile } from '../files/private-uploads.ts';
import { getCustomerOrder } from '../orders/service.ts';
import { attachPrescription } from './order-steps.ts';
import {
  createPrescription,
  decidePrescription,
  deletePrescription,
  getAdminPrescription,
  getPrescription,
  listPrescriptions,
  listReviewQueue,
  openPrescriptionFile,
  reviewQueueSummary,
} from './service.ts';
import { prescriptionFolder } from './storage.ts';

/** `?lang=` picks the language of the orders' product names. */
const reviewQuery = adminPrescriptionQuery.extend({ lang: z.enum(['ar', 'en']).optional() });

/** Reads the upload form: up to five files and a note, each limit refused with its own message. */
async function readPrescriptionForm(req: FastifyRequest) {
  const { files, fields } = await readUploadForm(req, {
    maxFiles: PRESCRIPTION_MAX_FILES,
    maxBytes: PRESCRIPTION_FILE_MAX_BYTES,
    maxFields: 4,
    tooManyMessage: 'You can upload at most 5 files',
    tooLargeMessage: 'The file is larger than 10 MB',
  });
  const note = (fields.note ?? '').trim();
  if (note.length > PRESCRIPTION_NOTE_MAX)
    throw validationError({ note: ['A note can be at most 500 characters'] });
  return { files, note: note || null };
}

/** The customer's prescriptions, under /api; every route needs a signed-in user. */
export async function prescriptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['prescriptions'];
  const folder = prescriptionFolder(app.storage);

  r.post(
    '/prescriptions',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        multipartBody: prescriptionUploadForm,
        response: { 201: envelope(prescriptionCreated) },
      },
      onRequest: requireUser,
      // Up to 50 MB of disk a request: counted per customer, since many phones share one carrier address.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 hour',
          keyGenerator: (req) => `prescriptions:${req.user?.id ?? req.ip}`,
        },
      },
    },
    async (req, reply) => {
      const form = await readPrescriptionForm(req);
      const created = await createPrescription(app.db, { folder, userId: req.user!.id, ...form });
      reply.status(201);
      return ok(created, translateMessage('Prescription uploaded', requestLocale(req)));
    },
  );

  r.get(
    '/prescriptions',
    {
      schema: {
        tags,
        querystring: prescriptionListQuery,
        response: { 200: envelope(pageOf(prescriptionView)) },
      },
      onRequest: requireUser,
    },
    async (req) =>
      ok(
        await listPrescriptions(app.db, {
          userId: req.user!.id,
          page: req.query.page,
          perPage: req.query.per_page,
        }),
      ),
  );

  r.get(
    '/prescriptions/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(prescriptionView) } },
      onRequest: requireUser,
    },
    async (req) => ok(await getPrescription(app.db, { id: req.params.id, userId: req.user!.id })),
  );

  r.delete(
    '/prescriptions/:id',
    { schema: { tags, params: idParam, response: { 200: envelope(z.null()) } }, onRequest: requireUser },
    async (req) => {
      await deletePrescription(app.db, { folder, id: req.params.id, userId: req.user!.id });
      return ok(null, translateMessage('Prescription deleted', requestLocale(req)));
    },
  );

  // The owner's and the pharmacist's way to a file: never a public URL, never kept by a cache.
  r.get(
    '/prescriptions/:id/files/:n',
    {
      schema: {
        tags,
        params: prescriptionFileParams,
        response: {
          200: {
            description: 'The file as kept: a JPEG, PNG or WebP image without metadata, or the PDF',
            content: Object.fromEntries(
              ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'].map((type) => [
                type,
                { schema: z.file() },
              ]),
            ),
          },
        },
      },
      onRequest: requireUser,
    },
    async (req, reply) => {
      const file = await openPrescriptionFile(app.db, {
        folder,
        id: req.params.id,
        n: req.params.n,
        user: req.user!,
      });
      return sendPrivateFile(reply, file);
    },
  );

  r.post(
    '/orders/:id/prescription',
    {
      schema: {
        tags: ['orders'],
        params: idParam,
        body: attachPrescriptionBody,
        response: { 200: envelope(orderView) },
      },
      onRequest: requireUser,
    },
    async (req) => {
      const userId = req.user!.id;
      await attachPrescription(app.db, {
        orderId: req.params.id,
        userId,
        prescriptionId: req.body.prescription_id,
      });
      const locale = requestLocale(req);
      const order = await getCustomerOrder(app.db, { orderId: req.params.id, userId }, locale);
      if (!order) throw new AppError('NOT_FOUND', 'Order not found');
      return ok(order, translateMessage('Prescription attached to the order', locale));
    },
  );
}

/** The pharmacist's queue, under /api/admin. */
export async function adminPrescriptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: prescriptions'];
  const config = { permission: 'prescriptions.review' as const };

  r.get(
    '/prescriptions',
    {
      config,
      schema: {
        tags,
        querystring: reviewQuery,
        response: { 200: envelope(pageOf(adminPrescriptionView)) },
      },
    },
    async (req) => ok(await listReviewQueue(app.db, req.query, requestLocale(req))),
  );

  r.get(
    '/prescriptions/waiting',
    { config, schema: { tags, response: { 200: envelope(prescriptionQueueSummary) } } },
    async () => ok(await reviewQueueSummary(app.db)),
  );

  r.get(
    '/prescriptions/:id',
    {
      config,
      schema: { tags, params: idParam, response: { 200: envelope(adminPrescriptionView) } },
    },
    async (req) => ok(await getAdminPrescription(app.db, req.params.id, requestLocale(req))),
  );

  r.post(
    '/prescriptions/:id/approve',
    { config, schema: { tags, params: idParam, response: { 200: envelope(adminPrescriptionView) } } },
    async (req) => {
      await decidePrescription(app.db, {
        id: req.params.id,
        actorId: req.user!.id,
        decision: { kind: 'approve' },
      });
      const locale = requestLocale(req);
      return ok(
        await getAdminPrescription(app.db, req.params.id, locale),
        translateMessage('Prescription approved', locale),
      );
    },
  );

  r.post(
    '/prescriptions/:id/reject',
    {
      config,
      schema: { tags, params: idParam, body: rejectBody, response: { 200: envelope(adminPrescriptionView) } },
    },
    async (req) => {
      await decidePrescription(app.db, {
        id: req.params.id,
        actorId: req.user!.id,
        decision: { kind: 'reject', ...req.body },
      });
      const locale = requestLocale(req);
      return ok(
        await getAdminPrescription(app.db, req.params.id, locale),
        translateMessage('Prescription rejected', locale),
      );
    },
  );
}
