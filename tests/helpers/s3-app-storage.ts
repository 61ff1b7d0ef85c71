import { getStorage } from '@/lib/storage';
import type { S3Storage } from '@/lib/storage/s3';
import { startS3Server } from './s3-server';

export type S3AppStorage = { close(): Promise<void> };

/**
 * s3rver as the app's own storage: startS3Server with one empty bucket, and the S3_* environment
 * that getStorage() reads. Start it before the first getStorage() call, which picks the backend
 * once per process.
 */
export async function startS3AppStorage(bucket: string): Promise<S3AppStorage> {
  const s3 = await startS3Server(bucket);
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.config.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
  });
  return {
    async close() {
      (getStorage() as S3Storage).client.destroy();
      await s3.close();
    },
  };
}
