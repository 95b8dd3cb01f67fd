import '@fastify/multipart';
import { envelope, idParam, pageOf } from '@shop/shared/api';
import { UPLOAD_MAX_BYTES } from '@shop/shared/constants';
import { fileListQuery, fileRenameBody, fileUploadForm, fileView } from '@shop/shared/files';
import { translateMessage } from '@shop/shared/messages';
import { BAD_TEXT_MESSAGE } from '@shop/shared/text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, validationError } from '../../lib/errors.ts';
import { ok, requestLocale } from '../../lib/http.ts';
import { badTextFields } from '../../plugins/input.ts';
import { deleteFile, getFileRow, listFiles, openStoredFile, renameFile, storeFile } from './service.ts';

/**
 * The file manager, under /api/admin/files and, for the spec's client, /api/files/public. Registered
 * inside an admin-only scope.
 */
export async function fileRoutes(app: FastifyInstance, opts: { base: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: files'];
  const { base } = opts;

  r.get(
    base,
    { schema: { tags, querystring: fileListQuery, response: { 200: envelope(pageOf(fileView)) } } },
    async (req) => ok(await listFiles(app.db, req.query)),
  );

  r.post(
    base,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        multipartBody: fileUploadForm,
        response: { 201: envelope(fileView) },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'Unsupported content type');
      let upload: { buffer: Buffer; filename: string } | null = null;
      const fields: Record<string, string> = {};
      try {
        for await (const part of req.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })) {
          if (part.type === 'file') {
            const buffer = await part.toBuffer();
            upload = { buffer, filename: part.filename };
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB');
        if (err instanceof AppError) throw err;
        // A form cut short or not a form at all (a wrong boundary, a JSON body under a multipart type).
        throw new AppError('MALFORMED', 'Malformed request');
      }
      // Multipart fields pass no JSON schema, so the check every other text gets is made here.
      const badFields = [
        ...badTextFields(fields, 'fields'),
        ...badTextFields({ file: upload?.filename ?? '' }, 'file'),
      ];
      if (badFields.length) {
        throw validationError(Object.fromEntries(badFields.map((f) => [f, [BAD_TEXT_MESSAGE]])));
      }
      if (!upload || upload.buffer.length === 0) {
        throw new AppError('VALIDATION', 'Validation failed', { errors: { file: ['Please choose a file'] } });
      }
      const saved = await storeFile(app.db, {
        store: app.storage,
        buffer: upload.buffer,
        originalName: upload.filename,
        category: fields.category?.slice(0, 60) || undefined,
        isPublic: fields.is_public !== '0' && fields.is_public !== 'false',
        actorId: req.user!.id,
      });
      reply.status(201);
      return ok(saved, translateMessage('File uploaded', requestLocale(req)));
    },
  );

  r.patch(
    `${base}/:id`,
    { schema: { tags, params: idParam, body: fileRenameBody, response: { 200: envelope(fileView) } } },
    async (req) =>
      ok(
        await renameFile(app.db, req.params.id, req.body.name, req.user!.id),
        translateMessage('File renamed', requestLocale(req)),
      ),
  );

  r.delete(
    `${base}/:id`,
    { schema: { tags, params: idParam, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await deleteFile(app.db, app.storage, req.params.id, req.user!.id);
      return ok(null, translateMessage('File deleted', requestLocale(req)));
    },
  );

  r.get(`${base}/:id/download`, { schema: { tags, params: idParam } }, async (req, reply) => {
    const row = await getFileRow(app.db, req.params.id);
    const stored = await openStoredFile(app.storage, row);
    if (!stored) throw new AppError('NOT_FOUND', 'File not found');
    const ascii = row.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    reply
      .header('content-type', row.mimeType)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      )
      .header('content-length', String(stored.size))
      .header('x-content-type-options', 'nosniff');
    return reply.send(stored.body);
  });
}
