import { createReadStream } from 'node:fs';
import { access, constants, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the shop keeps files (uploads, product images, prescriptions, return photos): the local disk under
 * DATA_DIR for the one-command start, or an S3-compatible bucket when several instances must see the same
 * files (lib/s3-storage.ts, decision 029). Keys are the same on both ("uploads/files/<uuid>.png",
 * "private-files/prescriptions/<uuid>.pdf"), so a shop moves from one to the other by copying the tree.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Writes a file under a key nobody has used (every key the shop makes is a new UUID). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none (never written, removed, a lost volume). */
  get(key: string): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
  /** Removes the files; one already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Throws when files cannot be written now (readiness). */
  check(): Promise<void>;
}

export interface StoredObject {
  body: Readable;
  size: number;
  /** What it was stored as (S3); files on disk are typed by their name. */
  contentType?: string;
  /** The store's own tag of this content, when it has one (S3). */
  etag?: string;
}

/** The store could not be reached or refused to answer: the request is answered 503, not 500 (plugins/errors.ts). */
export class StoreUnavailableError extends Error {}

/** A key of folders and a file name, each of safe characters: nothing climbs out of its folder. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

export const isKey = (key: string) =>
  KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');

/** Keys are made by the shop; one that is not a key is a bug, never a shopper's input. */
export function checkKey(key: string): string {
  if (!isKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

const missing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

export function diskStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'disk',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return info.isFile() ? { body: createReadStream(file), size: info.size } : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async has(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async check() {
      await access(root, constants.W_OK);
    },
  };
}

/** A folder of a store: what the private-upload helpers write into and read from. */
export interface StoreFolder {
  store: ObjectStore;
  prefix: string;
}

/** The key of a file kept in a folder under its generated name; a name with a path loses the path. */
export const keyIn = (folder: Pick<StoreFolder, 'prefix'>, name: string) =>
  `${folder.prefix}/${path.posix.basename(name.replaceAll('\\', '/'))}`;
