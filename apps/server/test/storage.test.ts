// The file store's contract, run against the local disk and against a local S3-compatible server (issue 19):
// whatever the shop keeps, it reads back the same, wherever it is kept.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { s3Store } from '../src/lib/s3-storage.ts';
import { checkKey, diskStore, isKey, type ObjectStore } from '../src/lib/storage.ts';
import { type LocalS3, startLocalS3 } from './s3.ts';

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3?.close());

const s3Of = (env: Record<string, string>) => {
  const storage = loadConfig({ ...env }).storage;
  if (storage.kind !== 's3') throw new Error('not S3 settings');
  return s3Store(storage);
};

const stores: [string, () => ObjectStore][] = [
  ['the local disk', () => diskStore(mkdtempSync(path.join(os.tmpdir(), 'shop-store-')))],
  ['an S3-compatible bucket', () => s3Of(s3.env)],
];

describe.each(stores)('files kept on %s', (_name, make) => {
  let store: ObjectStore;
  beforeAll(() => {
    store = make();
  });

  it('reads back what it wrote, byte for byte, with its size', async () => {
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await store.put('uploads/files/a1b2-c3.png', data, 'image/png');
    expect(await store.has('uploads/files/a1b2-c3.png')).toBe(true);
    const got = await store.get('uploads/files/a1b2-c3.png');
    expect(got?.size).toBe(data.length);
    expect((await read(got!.body)).equals(data)).toBe(true);
  });

  it('answers null for a file it does not have, and removing one twice is no error', async () => {
    expect(await store.get('private-files/prescriptions/missing.pdf')).toBeNull();
    expect(await store.has('private-files/prescriptions/missing.pdf')).toBe(false);
    await store.put('private-files/returns/x.jpg', Buffer.from('jpeg'), 'image/jpeg');
    await store.remove(['private-files/returns/x.jpg', 'private-files/returns/never.jpg']);
    await store.remove(['private-files/returns/x.jpg']);
    expect(await store.get('private-files/returns/x.jpg')).toBeNull();
  });

  it('keeps files of different folders apart', async () => {
    await store.put('uploads/files/same.txt', Buffer.from('public'), 'text/plain');
    await store.put('private-files/files/same.txt', Buffer.from('private'), 'text/plain');
    expect(String(await read((await store.get('uploads/files/same.txt'))!.body))).toBe('public');
    expect(String(await read((await store.get('private-files/files/same.txt'))!.body))).toBe('private');
  });

  it('refuses a key that would leave its folder, before touching the store', async () => {
    for (const key of [
      '../etc/passwd',
      'uploads/../private-files/x',
      '/abs/x',
      'uploads',
      'uploads/.hidden',
      'a\\b/c',
    ]) {
      expect(isKey(key), key).toBe(false);
      await expect(store.get(key)).rejects.toThrow(/Not a storage key/);
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Not a storage key/);
    }
    expect(checkKey('uploads/products/vitamin-c-600.webp')).toBe('uploads/products/vitamin-c-600.webp');
  });

  it('says it can be written to', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('an S3 bucket that cannot be reached', () => {
  it('fails the check, and reads and writes fail rather than hang', async () => {
    const missing = s3Of({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
    const down = await startLocalS3();
    const store = s3Of(down.env);
    await store.put('uploads/files/k.txt', Buffer.from('x'), 'text/plain');
    await down.stop();
    try {
      const started = Date.now();
      await expect(store.check()).rejects.toThrow();
      await expect(store.get('uploads/files/k.txt')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(10_000);
      await down.start();
      await expect(store.check()).resolves.toBeUndefined();
      expect((await store.get('uploads/files/k.txt'))?.size).toBe(1);
    } finally {
      await down.close();
    }
  });
});

describe('the S3 settings', () => {
  it('are taken together: a bucket for any S3 setting, both keys or neither', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: is needed with S3_ENDPOINT/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ S3_BUCKET: 'b' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'b',
      region: 'us-east-1',
    });
  });
});
