// A local S3-compatible server for the tests (s3rver): the shop's bucket, on 127.0.0.1, with no internet.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The settings an instance of the shop needs to keep its files in the bucket. */
  env: Record<string, string>;
  /** Stops answering (the store is "down") and starts again on the same port with the same files. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'shop-files'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    port = ((await server.run()) as AddressInfo).port;
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await start();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's own keys: it checks the signature like S3 does.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
