import 'server-only';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type PutObjectCommandInput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isWebStream, toBuffer, toNodeReadable } from './body';
import { attachmentDisposition } from './content-disposition';
import { assertValidKey } from './keys';
import { s3PrefixOps } from './s3-prefix';
import { DEFAULT_URL_TTL_SECONDS, type Storage, type StorageBody } from './types';

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export type S3Storage = Storage & { kind: 's3'; bucket: string; client: S3Client };

export function readS3Config(env: NodeJS.ProcessEnv = process.env): S3Config {
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET is not set');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

export function createS3Client(config: S3Config): S3Client {
  const { accessKeyId, secretAccessKey } = config;
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (instance roles, AWS_* variables).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Since 3.729 the SDK adds CRC32 checksums by default: stream uploads go out aws-chunked with a
    // trailer that S3-compatible servers (s3rver, older MinIO, some R2 paths) store verbatim, and
    // presigned PUT URLs carry the CRC32 of an empty body, so every browser upload through them is
    // rejected. Checksums only where the API requires them restores the portable behaviour.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** S3 needs a length up front: streams of unknown length are read into memory first. */
async function toPutBody(body: StorageBody, contentLength?: number) {
  if (isWebStream(body) && contentLength !== undefined) {
    return { Body: toNodeReadable(body), ContentLength: contentLength } satisfies Partial<PutObjectCommandInput>;
  }
  const buffer = await toBuffer(body);
  return { Body: buffer, ContentLength: buffer.byteLength } satisfies Partial<PutObjectCommandInput>;
}

export function createS3Storage(config: S3Config, client = createS3Client(config)): S3Storage {
  const Bucket = config.bucket;

  return {
    kind: 's3',
    bucket: Bucket,
    client,
    ...s3PrefixOps(client, Bucket),

    async put(key, body, { contentType, contentLength }) {
      assertValidKey(key);
      const payload = await toPutBody(body, contentLength);
      await client.send(new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ...payload }));
    },

    async get(key) {
      assertValidKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!result.Body) return null;
        return {
          body: result.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: result.ContentType ?? 'application/octet-stream',
          size: result.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async signedUrl(key, options = {}) {
      assertValidKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.filename ? attachmentDisposition(options.filename) : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds ?? DEFAULT_URL_TTL_SECONDS });
    },

    async signedPutUrl(key, options) {
      assertValidKey(key);
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: options.contentType });
      return getSignedUrl(client, command, {
        expiresIn: options.expiresInSeconds ?? DEFAULT_URL_TTL_SECONDS,
        // The presigner signs only `host` by default; signing the type stops an uploader from
        // storing, say, text/html where an image was asked for.
        signableHeaders: new Set(['content-type']),
      });
    },
  };
}
