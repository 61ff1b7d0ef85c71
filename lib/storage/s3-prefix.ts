import 'server-only';
import { CopyObjectCommand, DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { AppError } from '@/lib/http/errors';
import { assertValidKey, assertValidPrefix } from './keys';
import { encodeKeyPath } from './signing';
import type { ListedObject, Storage } from './types';

// DeleteObjects takes at most 1000 keys per request.
const DELETE_BATCH = 1000;

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** list / copy / deletePrefix of the S3 backend: ListObjectsV2, CopyObject, DeleteObjects. */
export function s3PrefixOps(client: S3Client, Bucket: string): Pick<Storage, 'list' | 'copy' | 'deletePrefix'> {
  async function list(prefix: string): Promise<ListedObject[]> {
    assertValidPrefix(prefix);
    const out: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) out.push({ key: item.Key, size: item.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  return {
    list,

    async copy(from, to) {
      assertValidKey(from);
      assertValidKey(to);
      try {
        // COPY keeps the source's Content-Type; the copy source is URL-encoded per segment.
        await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${encodeKeyPath(from)}`, MetadataDirective: 'COPY' }));
      } catch (error) {
        if (isNotFound(error)) throw new AppError('not_found');
        throw error;
      }
    },

    async deletePrefix(prefix) {
      const objects = await list(prefix);
      for (let i = 0; i < objects.length; i += DELETE_BATCH) {
        const Objects = objects.slice(i, i + DELETE_BATCH).map(({ key }) => ({ Key: key }));
        const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        if (result.Errors?.length) throw new Error(`could not delete ${result.Errors.length} object(s) under ${prefix}`);
      }
      return objects.length;
    },
  };
}
