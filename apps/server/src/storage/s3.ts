// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2...), chosen with
// STORAGE=s3. Objects are written with the official AWS SDK (signature V4) and read by clients
// straight from S3_PUBLIC_URL (a public bucket, or a CDN / custom domain in front of it): the
// app never proxies them.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config.ts';
import { assertSafeKey, type Storage } from './storage.ts';

/**
 * Every key the server writes holds a fresh random UUID (avatars/<user>/<uuid>.webp,
 * items/<item>/<uuid>-<width>.webp, uploads/<user>/<uuid>-<width>.webp) and is never written
 * twice, so a cached copy can never go stale: the same policy as local /uploads.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface S3Storage extends Storage {
  readonly client: S3Client;
}

export function createS3Storage(config: Omit<S3StorageConfig, 'kind'>): S3Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only when the operation requires them: several S3-compatible services (older
    // MinIO, B2, R2 at times) refuse the newer default CRC32 trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicUrl = config.publicUrl.replace(/\/+$/, '');

  return {
    client,
    async put(key, data, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async delete(key) {
      assertSafeKey(key);
      try {
        // S3 answers 204 for a missing key too; some compatible services answer 404.
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
      } catch (err) {
        if (
          err instanceof S3ServiceException &&
          err.$metadata.httpStatusCode === 404 &&
          err.name !== 'NoSuchBucket'
        )
          return;
        throw err;
      }
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    url(key) {
      assertSafeKey(key);
      return `${publicUrl}/${key}`;
    },
    close() {
      client.destroy();
    },
  };
}
