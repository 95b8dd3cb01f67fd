import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkKey, type ObjectStore } from './storage.ts';

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
    maxAttempts: 3,
    // A store that does not answer fails the request (and readiness) instead of holding it.
    requestHandler: { connectionTimeout: 2000, requestTimeout: 15_000 },
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    client,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkKey(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
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
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
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
        keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }))),
      );
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
