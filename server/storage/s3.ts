import type { Config } from '../config/env';
import type { Storage } from './types';

/** S3-compatible storage: every app process sees every upload. */
export async function createS3Storage(config: Config): Promise<Storage> {
  // Loaded only when configured: the SDK is large and most installs store files locally.
  const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const bucket = config.S3_BUCKET!;
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
  const publicBase =
    config.S3_PUBLIC_URL ?? (config.S3_ENDPOINT ? `${config.S3_ENDPOINT}/${bucket}` : `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com`);
  return {
    publicBase: `${publicBase}/uploads/`,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `uploads/${key}`,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${publicBase}/uploads/${key}`;
    },
  };
}
