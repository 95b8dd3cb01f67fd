import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRESCRIPTION_FILE_MAX_BYTES } from '@shop/shared/prescriptions';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { checkPdf, decodeOrRefuse, readImageSize, UPLOAD_SHARP_OPTIONS } from '../files/inspect.ts';
import { sniff } from '../files/sniff.ts';

/**
 * Prescription files live under DATA_DIR/private-files/prescriptions, a folder no static route serves:
 * the only way to read one is GET /api/prescriptions/{id}/files/{n}, which checks who asks and logs it.
 */
export const prescriptionFolder = (dataDir: string) => path.join(dataDir, 'private-files', 'prescriptions');

/** A file as it will be kept: images re-encoded without their metadata, PDFs as they came. */
export interface CleanFile {
  data: Buffer;
  mime: string;
  ext: string;
  kind: 'image' | 'pdf';
}

const IMAGE_OUTPUT: Record<string, (s: Sharp) => Sharp> = {
  'image/jpeg': (s) => s.jpeg({ quality: 90 }),
  'image/png': (s) => s.png(),
  'image/webp': (s) => s.webp({ quality: 90 }),
};

/** Large enough to read a handwritten prescription; a 50-megapixel scan does not need keeping whole. */
const MAX_SIDE = 4096;

/** ISO-BMFF brands of HEIC/HEIF photos (an iPhone's default), which libvips here cannot decode. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const isHeif = (b: Buffer) =>
  b.subarray(4, 8).toString('latin1') === 'ftyp' && HEIF_BRANDS.has(b.subarray(8, 12).toString('latin1'));

const refused = (
  code: 'VALIDATION' | 'UNSUPPORTED_MEDIA' | 'PAYLOAD_TOO_LARGE',
  message: string,
  n: number,
) =>
  new AppError(code, code === 'VALIDATION' ? 'Validation failed' : message, {
    errors: { files: [message] },
    data: { file: n },
  });

/**
 * Checks what a file really is and makes the copy we keep. A phone photo carries the place it was taken
 * (EXIF GPS) and the phone's details; re-encoding drops all of it, after turning the pixels upright
 * (the EXIF orientation would be lost with the rest). `n` is the file's 1-based place in the form.
 */
export async function cleanPrescriptionFile(buffer: Buffer, filename: string, n: number): Promise<CleanFile> {
  if (buffer.length === 0) throw refused('VALIDATION', 'Please add a photo or PDF of your prescription', n);
  if (buffer.length > PRESCRIPTION_FILE_MAX_BYTES)
    throw refused('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB', n);
  if (isHeif(buffer)) {
    throw refused(
      'UNSUPPORTED_MEDIA',
      'HEIC photos cannot be opened here. Please upload the photo as JPEG or PNG',
      n,
    );
  }
  const kind = sniff(buffer, filename);
  try {
    if (kind?.mime === 'application/pdf') {
      checkPdf(buffer);
      return { data: buffer, mime: kind.mime, ext: 'pdf', kind: 'pdf' };
    }
    const encode = kind && IMAGE_OUTPUT[kind.mime];
    if (!kind || !encode) {
      throw refused('UNSUPPORTED_MEDIA', 'Only photos (JPEG, PNG, WebP) and PDF files are accepted', n);
    }
    await readImageSize(buffer);
    const data = await decodeOrRefuse(() =>
      encode(
        sharp(buffer, UPLOAD_SHARP_OPTIONS)
          .rotate()
          .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
      ).toBuffer(),
    );
    return { data, mime: kind.mime, ext: kind.ext, kind: 'image' };
  } catch (err) {
    // The shared inspectors name the field `file`; this form's field is `files`, with the file's place.
    const reason = err instanceof AppError ? err.details?.errors?.file : undefined;
    if (reason) throw refused('VALIDATION', reason[0]!, n);
    throw err;
  }
}

/** Writes the files under generated names; on any failure nothing stays behind. */
export async function writePrescriptionFiles(folder: string, files: CleanFile[]): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const names = files.map((f) => `${randomUUID()}.${f.ext}`);
  try {
    await Promise.all(files.map((f, i) => writeFile(path.join(folder, names[i]!), f.data, { flag: 'wx' })));
  } catch (err) {
    await removePrescriptionFiles(folder, names);
    throw err;
  }
  return names;
}

export async function removePrescriptionFiles(folder: string, names: string[]): Promise<void> {
  await Promise.all(names.map((n) => rm(path.join(folder, path.basename(n)), { force: true })));
}

/** The path of a stored file, or null when it is not on disk (removed by hand, a lost volume). */
export async function storedFile(folder: string, name: string): Promise<string | null> {
  const file = path.join(folder, path.basename(name));
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}
