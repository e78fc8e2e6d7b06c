import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Settings } from '../config.ts';
import {
  IMAGE_CACHE_CONTROL,
  UPLOAD_UNAVAILABLE_MESSAGE,
  assertImageKey,
  imageStoreUnavailable,
  isImageKey,
  type ImageStore,
} from './image-store.ts';

const SHOW_UNAVAILABLE_MESSAGE =
  'This picture cannot be shown right now. Please try again in a moment.';

export type S3ImageStore = ImageStore & {
  /** Whether the bucket answers: a message naming what is wrong, or undefined when it does. */
  problem(): Promise<string | undefined>;
  close(): void;
};

/**
 * Images in an S3-compatible bucket, shared by every instance. Objects carry their content type
 * and cache header, so a CDN or the bucket itself can serve them straight (MEDIA_BASE_URL).
 */
export function createS3ImageStore(settings: S3Settings, log: FastifyBaseLogger): S3ImageStore {
  const client = new S3Client({
    region: settings.region,
    // Unset for Amazon S3 itself; other stores (MinIO, R2, s3rver) are addressed by path, as
    // their buckets have no DNS names of their own.
    ...(settings.endpoint && { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.credentials && { credentials: settings.credentials }),
    // The SDK's default CRC checksums are not understood by every S3-compatible store; Content-MD5
    // style integrity is not needed for images the shop re-encoded itself.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that is down or stuck must fail a request in seconds, not hang it: by default the
    // SDK waits forever, and without throwOnRequestTimeout a timeout is only a warning.
    requestHandler: {
      connectionTimeout: 3000,
      requestTimeout: 15_000,
      throwOnRequestTimeout: true,
    },
    maxAttempts: 3,
  });
  const bucket = settings.bucket;

  return {
    put: async (key, data) => {
      assertImageKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentType: 'image/webp',
            CacheControl: IMAGE_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        // A PUT is all or nothing in S3: a failed one leaves no object behind.
        throw imageStoreUnavailable(UPLOAD_UNAVAILABLE_MESSAGE, error);
      }
    },
    get: async (key) => {
      assertImageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw imageStoreUnavailable(SHOW_UNAVAILABLE_MESSAGE, error);
      }
    },
    delete: async (key) => {
      assertImageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        log.warn({ err: error, key, bucket }, 'deleting an image from the bucket failed');
      }
    },
    keys: async function* () {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isImageKey(object.Key)) yield object.Key;
        }
      }
    },
    problem: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return undefined;
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : 0;
        if (status === 404) return `the bucket ${bucket} does not exist`;
        if (status === 403) return `the credentials may not use the bucket ${bucket}`;
        return `the bucket ${bucket} does not answer (${error instanceof Error ? error.message : String(error)})`;
      }
    },
    close: () => client.destroy(),
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}
