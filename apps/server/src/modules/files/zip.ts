import { inflateRawSync } from 'node:zlib';

/**
 * Just enough of the ZIP format to tell what an uploaded office file holds: its central directory (the
 * list of entries a reader trusts) and, for small entries, their content. Anything unusual (ZIP64, split
 * archives, encryption, two entries with one name, a local header that disagrees with the directory) is
 * refused rather than interpreted, because two readers interpreting it differently is the attack.
 */
export interface ZipEntry {
  name: string;
  /** The name as stored, to compare with the local header's copy. */
  rawName: Buffer;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
/** Real office files have a few hundred parts; thousands of entries is a sign of something else. */
const MAX_ENTRIES = 5_000;

export class ZipError extends Error {}

/** The archive's entries, from its central directory; throws ZipError when it is not a plain ZIP. */
export function readZipEntries(buf: Buffer): Map<string, ZipEntry> {
  const eocd = findEndOfCentralDirectory(buf);
  const disk = buf.readUInt16LE(eocd + 4);
  const cdDisk = buf.readUInt16LE(eocd + 6);
  const entriesHere = buf.readUInt16LE(eocd + 8);
  const total = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (disk !== 0 || cdDisk !== 0 || entriesHere !== total) throw new ZipError('split archive');
  // 0xffff / 0xffffffff mean "see the ZIP64 record": not needed under the upload limit.
  if (total === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw new ZipError('zip64');
  if (total === 0 || total > MAX_ENTRIES) throw new ZipError('entry count');
  if (cdOffset + cdSize > eocd) throw new ZipError('central directory out of bounds');

  const entries = new Map<string, ZipEntry>();
  let at = cdOffset;
  for (let i = 0; i < total; i++) {
    if (at + CENTRAL_SIZE > cdOffset + cdSize || buf.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ZipError('bad central directory entry');
    }
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressedSize = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    const end = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (end > cdOffset + cdSize) throw new ZipError('central directory entry out of bounds');
    if (flags & 0x1) throw new ZipError('encrypted entry');
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
      throw new ZipError('zip64');
    }
    const nameBytes = buf.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength);
    const name = decodeName(nameBytes, (flags & 0x800) !== 0);
    if (entries.has(name)) throw new ZipError('duplicate entry');
    if (localOffset + LOCAL_SIZE > cdOffset) throw new ZipError('local header out of bounds');
    entries.set(name, { name, rawName: nameBytes, method, compressedSize, size, localOffset });
    at = end;
  }
  return entries;
}

/** An entry's bytes, inflated, refused when it would be larger than `maxBytes` (a zip bomb stops there). */
export function readZipEntry(buf: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  const at = entry.localOffset;
  if (buf.readUInt32LE(at) !== LOCAL_SIGNATURE) throw new ZipError('bad local header');
  const nameLength = buf.readUInt16LE(at + 26);
  const extraLength = buf.readUInt16LE(at + 28);
  const localName = buf.subarray(at + LOCAL_SIZE, at + LOCAL_SIZE + nameLength);
  if (!localName.equals(entry.rawName)) {
    throw new ZipError('local header names another entry');
  }
  const start = at + LOCAL_SIZE + nameLength + extraLength;
  const end = start + entry.compressedSize;
  if (end > buf.length) throw new ZipError('entry out of bounds');
  if (entry.size > maxBytes) throw new ZipError('entry too large');
  const data = buf.subarray(start, end);
  if (entry.method === 0) return Buffer.from(data);
  if (entry.method !== 8) throw new ZipError('unsupported compression');
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    throw new ZipError('entry does not inflate');
  }
}

function findEndOfCentralDirectory(buf: Buffer): number {
  const lowest = Math.max(0, buf.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = buf.length - EOCD_SIZE; at >= lowest; at--) {
    // The comment must run exactly to the end of the file, so a signature inside a comment is not taken.
    if (
      buf.readUInt32LE(at) === EOCD_SIGNATURE &&
      at + EOCD_SIZE + buf.readUInt16LE(at + 20) === buf.length
    ) {
      return at;
    }
  }
  throw new ZipError('no end of central directory');
}

function decodeName(bytes: Buffer, utf8: boolean): string {
  // Office writers use ASCII part names; anything else is compared as Latin-1 and simply will not match.
  return utf8 ? bytes.toString('utf8') : bytes.toString('latin1');
}
