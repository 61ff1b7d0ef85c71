import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createS3Storage, type S3Config, type S3Storage } from '@/lib/storage/s3';

// s3rver ships no type declarations; this is the part of its API the tests use. Resolved from the
// project (not import.meta.url): Playwright loads this file as CommonJS (tests/e2e/cluster.ts).
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverOptions = { address: string; port: number; directory: string; silent: boolean };
const S3rver = createRequire(path.resolve('package.json'))('s3rver') as new (options: S3rverOptions) => S3rverServer;

export type S3TestServer = { config: S3Config; storage: S3Storage; close(): Promise<void> };

/** A real S3-protocol server (s3rver) on a free port with one empty bucket, as storage-s3.test.ts starts it. */
export async function startS3Server(bucket = 'openhow-test'): Promise<S3TestServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const storage = createS3Storage(config);
  await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    config,
    storage,
    async close() {
      storage.client.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
