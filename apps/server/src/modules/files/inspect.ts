import { UPLOAD_MAX_IMAGE_PIXELS } from '@shop/shared/constants';
import sharp, { type SharpOptions } from 'sharp';
import { AppError } from '../../lib/errors.ts';
import type { Sniffed } from './sniff.ts';
import { readZipEntries, readZipEntry } from './zip.ts';

/**
 * The first bytes say what a file claims to be (sniff.ts); these checks read the rest of it, so a file
 * that only starts right (a PNG header on garbage, a truncated PDF, any ZIP named .docx) is refused with
 * a reason instead of being stored or failing later with a 500.
 */

/**
 * Every sharp() over an upload: the pixel limit is enforced by libvips itself before it allocates, and
 * a truncated image is an error rather than a picture with a grey bottom half. Warnings (a JPEG's
 * "extraneous bytes", common from phones) are not.
 */
export const UPLOAD_SHARP_OPTIONS: SharpOptions = {
  limitInputPixels: UPLOAD_MAX_IMAGE_PIXELS,
  failOn: 'truncated',
};

const UNREADABLE_IMAGE = 'The image could not be read. It may be damaged or incomplete.';
const IMAGE_TOO_LARGE = 'The image is larger than 50 megapixels';

export const fileRefused = (message: string) =>
  new AppError('VALIDATION', 'Validation failed', { errors: { file: [message] } });

/** Width and height from the header alone, refused above the pixel limit before anything is decoded. */
export async function readImageSize(buffer: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(buffer, UPLOAD_SHARP_OPTIONS)
    .metadata()
    .catch((err: Error) => {
      throw fileRefused(/pixel limit/i.test(err.message) ? IMAGE_TOO_LARGE : UNREADABLE_IMAGE);
    });
  if (!meta.width || !meta.height) throw fileRefused(UNREADABLE_IMAGE);
  if (meta.width * meta.height > UPLOAD_MAX_IMAGE_PIXELS) throw fileRefused(IMAGE_TOO_LARGE);
  return { width: meta.width, height: meta.height };
}

/** Runs an image's decoding work; a libvips error there means the file is broken, not the server. */
export async function decodeOrRefuse<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw fileRefused(UNREADABLE_IMAGE);
  }
}

/**
 * Reads every pixel of an image that is stored as it came (a private prescription photo), through a tiny
 * thumbnail: libvips streams the decode, so this costs time but not the image's size in memory.
 */
export async function checkImageDecodes(buffer: Buffer): Promise<void> {
  await readImageSize(buffer);
  await decodeOrRefuse(() =>
    sharp(buffer, UPLOAD_SHARP_OPTIONS).resize(32, 32, { fit: 'inside' }).raw().toBuffer(),
  );
}

/** A PDF is read from its end (the cross-reference table and `%%EOF`): without them it is cut short. */
export function checkPdf(buffer: Buffer): void {
  if (!buffer.subarray(-1024).includes('%%EOF')) throw fileRefused('The PDF file is damaged or incomplete');
}

const OFFICE_MAIN_PARTS: Record<string, { part: string; contentType: string }> = {
  docx: {
    part: 'word/document.xml',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  },
  xlsx: {
    part: 'xl/workbook.xml',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  },
  pptx: {
    part: 'ppt/presentation.xml',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  },
};

const CONTENT_TYPES = '[Content_Types].xml';
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

/**
 * An office file is a ZIP with a content-type list that names its main part with the type of its
 * extension. The macro-enabled variants (.docm, .xlsm, .pptm renamed) declare other types and carry
 * vbaProject.bin; both are refused.
 */
export function checkOfficeDocument(buffer: Buffer, ext: string): void {
  const expected = OFFICE_MAIN_PARTS[ext];
  if (!expected) throw fileRefused('This is not a valid Word, Excel or PowerPoint file');
  let contentTypes: string;
  let names: string[];
  try {
    const entries = readZipEntries(buffer);
    names = [...entries.keys()];
    const list = entries.get(CONTENT_TYPES);
    if (!list || !entries.has(expected.part)) throw new Error('missing part');
    contentTypes = new TextDecoder('utf-8', { fatal: true }).decode(
      readZipEntry(buffer, list, MAX_CONTENT_TYPES_BYTES),
    );
  } catch {
    // Anything malformed reads as "not an office file": the parser refuses what it does not understand.
    throw fileRefused('This is not a valid Word, Excel or PowerPoint file');
  }
  if (
    names.some((n) => /(^|\/)vba(Project\.bin|Data\.xml)$/i.test(n)) ||
    /macroEnabled|vbaProject|vbaData/i.test(contentTypes)
  ) {
    throw fileRefused('Office files with macros are not allowed');
  }
  const mainType = overrideContentType(contentTypes, `/${expected.part}`);
  if (mainType !== expected.contentType) {
    throw fileRefused('This is not a valid Word, Excel or PowerPoint file');
  }
}

/** The ContentType of `<Override PartName="…">` (part names compare without case, as OPC says). */
function overrideContentType(xml: string, partName: string): string | undefined {
  for (const [tag] of xml.matchAll(/<Override\b[^>]*>/g)) {
    const attr = (name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*(["'])(.*?)\\1`))?.[2];
    if (attr('PartName')?.toLowerCase() === partName.toLowerCase()) return attr('ContentType');
  }
  return undefined;
}

/** The checks past the first bytes, by kind; plain text was fully read by sniff() already. */
export async function checkContent(kind: Sniffed, buffer: Buffer): Promise<void> {
  if (kind.mime === 'application/pdf') checkPdf(buffer);
  else if (kind.ext in OFFICE_MAIN_PARTS) checkOfficeDocument(buffer, kind.ext);
}
