import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkKey, type ObjectStore, StoreUnavailableError } from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** Unset for AWS itself; MinIO, Ceph, R2, s3rver and the like are addressed by URL. */
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Files in an S3-compatible bucket (decision 029): what every instance of the shop reads and writes. */
export function s3Store(settings: S3Settings): ObjectStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Stores other than AWS rarely have a DNS name per bucket; the bucket goes in the path instead.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: settings.credentials,
    // Checksums only where S3 requires them: not every S3-compatible store knows the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request (and readiness) within seconds instead of holding it;
    // the request timeout is of an idle socket, so a slow reader of a large file is not cut off mid-way.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 10_000 },
  });
  const Bucket = settings.bucket;
  /** A failure of the store, not of the request: answered 503 (a missing file is null, never this). */
  const unavailable = (err: unknown) =>
    new StoreUnavailableError(`The file store does not answer: ${(err as Error).message}`, { cause: err });
  const send = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw notFound(err) ? err : unavailable(err);
    }
  };
  return {
    kind: 's3',
    client,
    async put(key, data, contentType) {
      const command = new PutObjectCommand({
        Bucket,
        Key: checkKey(key),
        Body: data,
        ContentType: contentType,
      });
      await send(() => client.send(command));
    },
    async get(key) {
      try {
        const command = new GetObjectCommand({ Bucket, Key: checkKey(key) });
        const res = await send(() => client.send(command));
        if (!res.Body) return null;
        return {
          body: res.Body as Readable,
          size: Number(res.ContentLength ?? 0),
          contentType: res.ContentType,
          etag: res.ETag,
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async has(key) {
      try {
        const command = new HeadObjectCommand({ Bucket, Key: checkKey(key) });
        await send(() => client.send(command));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    // One request per file: the shop removes a handful at a time, and a batch delete needs a checksum
    // header that not every S3-compatible store reads the same way. A missing key is no error in S3.
    async remove(keys) {
      await Promise.all(
        keys.map((key) => {
          const command = new DeleteObjectCommand({ Bucket, Key: checkKey(key) });
          return send(() => client.send(command));
        }),
      );
    },
    async check() {
      await send(() => client.send(new HeadBucketCommand({ Bucket })));
    },
  };
}
