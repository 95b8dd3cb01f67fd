import { AsyncLocalStorage } from 'node:async_hooks';
import { constants, inflateSync } from 'node:zlib';
import { PDF_MAX_DECODED_BYTES, PDF_MAX_PAGES, UPLOAD_MAX_IMAGE_PIXELS } from '@shop/shared/constants';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFXRefStreamParser,
} from 'pdf-lib';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { checkPdf, UPLOAD_SHARP_OPTIONS } from './inspect.ts';

/**
 * A private PDF (a prescription) is not kept as it came: its pages are copied into a new document that holds
 * nothing but what draws them (decision 066). That drops, by construction, everything the old catalogue
 * pointed at: /OpenAction, document /AA, /Names JavaScript and embedded files, /AcroForm and XFA, outlines,
 * the /Info and XMP metadata. What a page itself carries is removed before it is copied (its /AA, every
 * annotation, its /Metadata, /PieceInfo, /Thumb, /B), and every JPEG on a page is re-encoded without its
 * EXIF (a phone's photo in a PDF still carries where it was taken). More than PDF_MAX_PAGES pages is refused,
 * and so is more than PDF_MAX_DECODED_BYTES once the streams are opened: those pdf-lib opens while parsing
 * are measured before it opens them, and those kept are measured before they are kept, so a 200 KB file that
 * opens to 200 MB reaches neither the server's memory nor the pharmacist's viewer.
 */

const TOO_MANY_PAGES = `The PDF has more than ${PDF_MAX_PAGES} pages`;
const TOO_LARGE_OPENED = 'The PDF is too large once opened';
const ENCRYPTED = 'Password-protected PDFs cannot be opened here';
const UNSUPPORTED =
  'This PDF uses a feature that cannot be checked. Please upload photos of the pages instead';
const DAMAGED = 'The PDF file is damaged or incomplete';
const IMAGE_TOO_LARGE = 'The image is larger than 50 megapixels';

const pdfRefused = (message: string) =>
  new AppError('PDF_REFUSED', 'Validation failed', { errors: { file: [message] } });

/** Image codecs: the viewer's output is bounded by the image's declared width and height. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode', 'CCF']);

// ---------------------------------------------------------------- measuring what the streams open to

/** What is left of one document's budget; pdf-lib's parser reads it through `budgets`. */
interface Budget {
  left: number;
  refused?: string;
}
const budgets = new AsyncLocalStorage<Budget>();

/**
 * pdf-lib opens object streams and cross-reference streams while it parses, with no limit of its own, through
 * these two parsers. Each stream is measured first, within the document's budget; past it, pdf-lib is given a
 * parser that reads nothing, and the refusal is kept for after the parse (pdf-lib swallows errors of single
 * objects and goes on).
 */
function guardParser<P, A extends unknown[]>(
  parser: { forStream: (raw: PDFRawStream, ...rest: A) => P },
  nothing: () => P,
): void {
  const open = parser.forStream.bind(parser);
  parser.forStream = (raw: PDFRawStream, ...rest: A) => {
    const budget = budgets.getStore() ?? { left: PDF_MAX_DECODED_BYTES };
    try {
      spend(budget, raw);
    } catch (err) {
      budget.refused ??= (err instanceof AppError && err.details?.errors?.file?.[0]) || DAMAGED;
      return nothing();
    }
    return open(raw, ...rest);
  };
}
guardParser(
  PDFObjectStreamParser,
  () => ({ parseIntoContext: async () => {} }) as unknown as PDFObjectStreamParser,
);
guardParser(PDFXRefStreamParser, () => ({ parseIntoContext: () => [] }) as unknown as PDFXRefStreamParser);

/** Takes what `stream` opens to out of the budget; throws when it is over, or when it cannot be measured. */
function spend(budget: Budget, stream: PDFRawStream): void {
  budget.left -= openedSize(Buffer.from(stream.contents), filterNames(stream.dict), budget.left);
  if (budget.left < 0) throw pdfRefused(TOO_LARGE_OPENED);
}

/**
 * Bytes produced by undoing each transport filter in turn, stopping at an image codec (whose output the viewer
 * bounds by the image's width and height, checked apart); zlib is told to stop one byte past the budget, so
 * the work and memory are bounded by the budget, not by what the file claims.
 */
function openedSize(data: Buffer, filters: string[], budget: number): number {
  let produced = 0;
  let layer = data;
  for (const filter of filters) {
    if (IMAGE_FILTERS.has(filter)) break;
    if (filter === 'FlateDecode' || filter === 'Fl') layer = inflateWithin(layer, budget - produced);
    else if (filter === 'ASCIIHexDecode' || filter === 'AHx') layer = asciiHex(layer);
    else if (filter === 'ASCII85Decode' || filter === 'A85') layer = ascii85(layer);
    // LZW and run-length can open a thousand times their size too, and no writer of a scan needs them.
    else throw pdfRefused(UNSUPPORTED);
    produced += layer.length;
    if (produced > budget) return produced;
  }
  return produced;
}

/** zlib data, opened up to `budget` + 1 bytes (more stands for "too large"). */
function inflateWithin(data: Buffer, budget: number): Buffer {
  try {
    return inflateSync(data, {
      maxOutputLength: Math.max(1, budget + 1),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { length: budget + 1 } as Buffer;
    throw pdfRefused(DAMAGED);
  }
}

/** ASCIIHexDecode: hex digits and white space up to `>`. */
function asciiHex(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const body = (end < 0 ? text : text.slice(0, end)).replace(/\s+/g, '');
  if (!/^[0-9A-Fa-f]*$/.test(body)) throw pdfRefused(DAMAGED);
  return Buffer.from(body.length % 2 ? `${body}0` : body, 'hex');
}

/** ASCII85Decode: `!`–`u`, `z` and white space up to `~>`. */
function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('~>');
  const body = text.slice(text.startsWith('<~') ? 2 : 0, end < 0 ? undefined : end).replace(/\s+/g, '');
  if (!/^[!-uz]*$/.test(body)) throw pdfRefused(DAMAGED);
  const out = Buffer.alloc(Math.ceil(body.length / 5) * 4 + (body.match(/z/g)?.length ?? 0) * 4);
  let length = 0;
  let group: number[] = [];
  const flush = (kept: number) => {
    const n = group.reduce((acc, d) => acc * 85 + d, 0);
    for (let i = 0; i < kept; i++) out[length++] = (n >>> (24 - 8 * i)) & 255;
    group = [];
  };
  for (const ch of body) {
    if (ch === 'z' && group.length === 0) {
      length += 4;
      continue;
    }
    group.push(ch.charCodeAt(0) - 33);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) {
    const kept = group.length - 1;
    while (group.length < 5) group.push(84);
    flush(kept);
  }
  return out.subarray(0, length);
}

// ---------------------------------------------------------------- the rewrite

/** What a page may keep; everything else a page dictionary can hold is dropped before it is copied. */
const PAGE_DROPS = ['AA', 'Annots', 'Metadata', 'PieceInfo', 'Thumb', 'B', 'StructParents', 'Tabs'];
/** Keys dropped from every dictionary left in the new document, wherever it sits. */
const EVERYWHERE_DROPS = [
  'AA',
  'A',
  'OpenAction',
  'JS',
  'JavaScript',
  'Metadata',
  'PieceInfo',
  'EmbeddedFiles',
];

/** Checks, measures and rewrites a PDF; the answer holds only the pages. */
export async function rewritePdf(buffer: Buffer): Promise<Buffer> {
  checkPdf(buffer);
  const budget: Budget = { left: PDF_MAX_DECODED_BYTES };
  try {
    return await budgets.run(budget, () => copyPages(buffer, budget));
  } catch (err) {
    if (err instanceof AppError) throw err;
    // pdf-lib throws on whatever it cannot read (a missing page tree, a broken object): the file's fault.
    throw pdfRefused(/encrypt/i.test((err as Error).message) ? ENCRYPTED : DAMAGED);
  }
}

async function copyPages(buffer: Buffer, budget: Budget): Promise<Buffer> {
  const source = await PDFDocument.load(buffer, { updateMetadata: false, throwOnInvalidObject: true });
  if (budget.refused) throw pdfRefused(budget.refused);
  if (source.isEncrypted) throw pdfRefused(ENCRYPTED);
  const count = source.getPageCount();
  if (count === 0) throw pdfRefused(DAMAGED);
  if (count > PDF_MAX_PAGES) throw pdfRefused(TOO_MANY_PAGES);

  const out = await PDFDocument.create({ updateMetadata: false });
  for (const page of source.getPages()) for (const key of PAGE_DROPS) page.node.delete(PDFName.of(key));
  for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
  stripActions(out);
  keepOnlyReachable(out);
  await checkStreams(out, budget);
  return Buffer.from(await out.save({ useObjectStreams: false, addDefaultPage: false }));
}

/** Drops every object the new document's trailer does not reach (anything copied along and then cut off). */
function keepOnlyReachable(doc: PDFDocument): void {
  const { context } = doc;
  const reached = new Set<string>();
  const stack: (PDFObject | undefined)[] = [context.trailerInfo.Root];
  while (stack.length) {
    const obj = stack.pop();
    if (obj instanceof PDFRef) {
      if (reached.has(obj.tag)) continue;
      reached.add(obj.tag);
      const target = context.lookup(obj);
      if (target) stack.push(target);
    } else if (obj instanceof PDFDict) {
      for (const [, value] of obj.entries()) stack.push(value);
    } else if (obj instanceof PDFStream) {
      stack.push(obj.dict);
    } else if (obj instanceof PDFArray) {
      for (let i = 0; i < obj.size(); i++) stack.push(obj.get(i));
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref.tag)) context.delete(ref);
}

/** Removes actions and metadata from every dictionary copied along (a form XObject's, an image's). */
function stripActions(doc: PDFDocument): void {
  const stack: PDFObject[] = doc.context.enumerateIndirectObjects().map(([, obj]) => obj);
  while (stack.length) {
    const obj = stack.pop();
    const dict = obj instanceof PDFDict ? obj : obj instanceof PDFStream ? obj.dict : null;
    if (dict) {
      for (const key of EVERYWHERE_DROPS) dict.delete(PDFName.of(key));
      for (const [, value] of dict.entries()) if (!(value instanceof PDFRef)) stack.push(value);
    } else if (obj instanceof PDFArray) {
      for (let i = 0; i < obj.size(); i++) stack.push(obj.get(i));
    }
  }
}

/**
 * Measures every stream that is kept (what a viewer will open), checks image sizes, and re-encodes the JPEGs.
 * A stream that is not raw was made by pdf-lib itself, not read from the file.
 */
async function checkStreams(doc: PDFDocument, budget: Budget): Promise<void> {
  const { context } = doc;
  for (const [ref, obj] of context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    const dict = obj.dict;
    const filters = filterNames(dict);
    spend(budget, obj);
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = numberIn(dict, 'Width');
    const height = numberIn(dict, 'Height');
    if (!width || !height) throw pdfRefused(DAMAGED);
    if (width * height > UPLOAD_MAX_IMAGE_PIXELS) throw pdfRefused(IMAGE_TOO_LARGE);
    if (filters.length === 1 && (filters[0] === 'DCTDecode' || filters[0] === 'DCT'))
      context.assign(ref, await reencodeJpeg(obj, dict));
    else if (filters.some((f) => f === 'DCTDecode' || f === 'DCT' || f === 'JPXDecode'))
      // A JPEG behind another layer, or a JPEG 2000 (which can carry its own metadata boxes), is not
      // re-encoded here; such files are rare from phones and scanners, and are refused rather than kept whole.
      throw pdfRefused(UNSUPPORTED);
  }
}

/**
 * A JPEG image of a page, decoded and encoded again by libvips: no EXIF (GPS, the phone's make), no ICC
 * profile or comments; in sRGB, so the dictionary's colour space is set to match.
 */
async function reencodeJpeg(stream: PDFRawStream, dict: PDFDict): Promise<PDFRawStream> {
  let jpeg: Buffer;
  try {
    jpeg = await sharp(Buffer.from(stream.contents), UPLOAD_SHARP_OPTIONS)
      .toColourspace('srgb')
      .jpeg({ quality: 90 })
      .toBuffer();
  } catch {
    throw pdfRefused(DAMAGED);
  }
  const meta = await sharp(jpeg).metadata();
  const clean = dict.clone(stream.dict.context);
  clean.set(PDFName.of('ColorSpace'), PDFName.of(meta.channels === 1 ? 'DeviceGray' : 'DeviceRGB'));
  clean.set(PDFName.of('BitsPerComponent'), PDFNumber.of(8));
  clean.set(PDFName.of('Length'), PDFNumber.of(jpeg.length));
  clean.delete(PDFName.of('Decode'));
  clean.delete(PDFName.of('DecodeParms'));
  return PDFRawStream.of(clean, jpeg);
}

function filterNames(dict: PDFDict): string[] {
  const filter = dict.lookup(PDFName.of('Filter'));
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [filter.decodeText()];
  if (filter instanceof PDFArray) {
    const names: string[] = [];
    for (let i = 0; i < filter.size(); i++) {
      const f = filter.lookup(i);
      if (!(f instanceof PDFName)) throw pdfRefused(DAMAGED);
      names.push(f.decodeText());
    }
    return names;
  }
  throw pdfRefused(DAMAGED);
}

const numberIn = (dict: PDFDict, key: string): number | null => {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : null;
};
