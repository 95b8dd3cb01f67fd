import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import '@fastify/multipart';
import { BAD_TEXT_MESSAGE } from '@shop/shared/text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { AppError, validationError } from '../../lib/errors.ts';
import { keyIn, type ObjectStore, type StoredObject, type StoreFolder } from '../../lib/storage.ts';
import { badTextFields } from '../../plugins/input.ts';
import { decodeOrRefuse, readImageSize, UPLOAD_SHARP_OPTIONS } from './inspect.ts';
import { rewritePdf } from './pdf.ts';
import { sniff } from './sniff.ts';

/**
 * Private uploads (prescriptions, return photos): read from a multipart form under limits, checked for
 * what they really are, images re-encoded without their metadata, kept in the store under private-files/,
 * which no static route serves, and read back only through a route that checks who asks.
 */

export const privateFolder = (store: ObjectStore, name: string): StoreFolder => ({
  store,
  prefix: `private-files/${name}`,
});

export interface UploadFormLimits {
  maxFiles: number;
  maxBytes: number;
  /** Text fields allowed beside the files. */
  maxFields: number;
  /** The refusals, word for word (each has its Arabic in messages.ts). */
  tooManyMessage: string;
  tooLargeMessage: string;
}

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
}

/**
 * Reads a multipart form: its files and text fields, each limit refused with its own message (413 for a
 * file too large, 422 for too many files, 400 for a form cut short), and every text checked as JSON
 * bodies are (multipart fields pass no JSON schema).
 */
export async function readUploadForm(
  req: FastifyRequest,
  limits: UploadFormLimits,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'Unsupported content type');
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    const partLimits = { fileSize: limits.maxBytes, files: limits.maxFiles, fields: limits.maxFields };
    for await (const part of req.parts({ limits: partLimits })) {
      if (part.type === 'file') files.push({ buffer: await part.toBuffer(), filename: part.filename });
      else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage, {
        errors: { files: [limits.tooLargeMessage] },
        data: { file: files.length + 1 },
      });
    }
    if (code === 'FST_FILES_LIMIT') throw validationError({ files: [limits.tooManyMessage] });
    if (err instanceof AppError) throw err;
    // A form cut short, too many fields, or not a form at all.
    throw new AppError('MALFORMED', 'Malformed request');
  }
  const badFields = [
    ...badTextFields(fields, 'fields'),
    ...files.flatMap((f) => badTextFields({ files: f.filename }, 'files')),
  ];
  if (badFields.length)
    throw validationError(Object.fromEntries(badFields.map((f) => [f, [BAD_TEXT_MESSAGE]])));
  return { files, fields };
}

/** A file as it will be kept: images re-encoded without their metadata, PDFs rewritten to their pages. */
export interface CleanFile {
  data: Buffer;
  mime: string;
  ext: string;
  kind: 'image' | 'pdf';
}

export interface CleanOptions {
  maxBytes: number;
  /** PDFs are taken (prescriptions), rewritten to their pages alone (pdf.ts); otherwise images only. */
  acceptPdf: boolean;
  /** Longest side kept; larger images are scaled down. */
  maxSide: number;
  emptyMessage: string;
  tooLargeMessage: string;
  unsupportedMessage: string;
}

const IMAGE_OUTPUT: Record<string, (s: Sharp) => Sharp> = {
  'image/jpeg': (s) => s.jpeg({ quality: 90 }),
  'image/png': (s) => s.png(),
  'image/webp': (s) => s.webp({ quality: 90 }),
};

/** ISO-BMFF brands of HEIC/HEIF photos (an iPhone's default), which libvips here cannot decode. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const isHeif = (b: Buffer) =>
  b.subarray(4, 8).toString('latin1') === 'ftyp' && HEIF_BRANDS.has(b.subarray(8, 12).toString('latin1'));

const refused = (
  code: 'VALIDATION' | 'PDF_REFUSED' | 'UNSUPPORTED_MEDIA' | 'PAYLOAD_TOO_LARGE',
  message: string,
  n: number,
) =>
  new AppError(code, code === 'VALIDATION' || code === 'PDF_REFUSED' ? 'Validation failed' : message, {
    errors: { files: [message] },
    data: { file: n },
  });

/**
 * Checks what a file really is and makes the copy we keep. A phone photo carries the place it was taken
 * (EXIF GPS) and the phone's details; re-encoding drops all of it, after turning the pixels upright
 * (the EXIF orientation would be lost with the rest). `n` is the file's 1-based place in the form.
 */
export async function cleanUpload(
  buffer: Buffer,
  filename: string,
  n: number,
  options: CleanOptions,
): Promise<CleanFile> {
  if (buffer.length === 0) throw refused('VALIDATION', options.emptyMessage, n);
  if (buffer.length > options.maxBytes) throw refused('PAYLOAD_TOO_LARGE', options.tooLargeMessage, n);
  if (isHeif(buffer)) {
    throw refused(
      'UNSUPPORTED_MEDIA',
      'HEIC photos cannot be opened here. Please upload the photo as JPEG or PNG',
      n,
    );
  }
  const kind = sniff(buffer, filename);
  try {
    if (options.acceptPdf && kind?.mime === 'application/pdf') {
      return { data: await rewritePdf(buffer), mime: kind.mime, ext: 'pdf', kind: 'pdf' };
    }
    const encode = kind && IMAGE_OUTPUT[kind.mime];
    if (!kind || !encode) throw refused('UNSUPPORTED_MEDIA', options.unsupportedMessage, n);
    await readImageSize(buffer);
    const data = await decodeOrRefuse(() =>
      encode(
        sharp(buffer, UPLOAD_SHARP_OPTIONS).rotate().resize({
          width: options.maxSide,
          height: options.maxSide,
          fit: 'inside',
          withoutEnlargement: true,
        }),
      ).toBuffer(),
    );
    return { data, mime: kind.mime, ext: kind.ext, kind: 'image' };
  } catch (err) {
    // The shared inspectors name the field `file`; these forms' field is `files`, with the file's place.
    const reason = err instanceof AppError ? err.details?.errors?.file : undefined;
    if (reason)
      throw refused((err as AppError).code === 'PDF_REFUSED' ? 'PDF_REFUSED' : 'VALIDATION', reason[0]!, n);
    throw err;
  }
}

/** Cleans the files one at a time: a 4096-pixel re-encode is the heaviest work a shopper can ask for. */
export async function cleanUploads(
  files: UploadedFile[],
  options: CleanOptions,
  first = 1,
): Promise<CleanFile[]> {
  const cleaned: CleanFile[] = [];
  for (const [i, f] of files.entries())
    cleaned.push(await cleanUpload(f.buffer, f.filename, first + i, options));
  return cleaned;
}

/** Writes the files under generated names; on any failure nothing stays behind. */
export async function writePrivateFiles(folder: StoreFolder, files: CleanFile[]): Promise<string[]> {
  const names = files.map((f) => `${randomUUID()}.${f.ext}`);
  try {
    await Promise.all(files.map((f, i) => folder.store.put(keyIn(folder, names[i]!), f.data, f.mime)));
  } catch (err) {
    await removePrivateFiles(folder, names).catch(() => {});
    throw err;
  }
  return names;
}

export async function removePrivateFiles(folder: StoreFolder, names: string[]): Promise<void> {
  await folder.store.remove(names.map((n) => keyIn(folder, n)));
}

/** A stored file, or null when it is not in the store (removed by hand, a lost volume). */
export const storedFile = (folder: StoreFolder, name: string): Promise<StoredObject | null> =>
  folder.store.get(keyIn(folder, name));

/** What the read route streams: a private file, never a public URL, never kept by a cache. */
export interface OpenedFile {
  body: Readable;
  mime: string;
  size: number;
  name: string;
}

export function sendPrivateFile(reply: FastifyReply, file: OpenedFile) {
  reply
    .header('content-type', file.mime)
    .header('content-length', String(file.size))
    .header('content-disposition', `inline; filename="${file.name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  // A stream skips the serializer; the route's schema only documents the file for the API document.
  return reply.send(file.body as never);
}
