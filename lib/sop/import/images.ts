import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { uploads } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import type { Attachment } from '@/lib/sop/schema';
import { getStorage } from '@/lib/storage';
import type { PdfImage } from './pdf-images';

/**
 * Pictures an import stores: each is an object in the organisation's SOP images folder (spec 02
 * §7) with a completed `sop-image` upload row, so an image attachment names it by `uploadId`
 * exactly as one the author uploaded in the editor. Upload ids and keys are derived from the SOP
 * and the picture's name, so a retried import writes the same objects and rows again instead of
 * leaving copies behind.
 */

export const SOP_IMAGE_PURPOSE = 'sop-image';

/** A name-based (version 5 layout) UUID: the same SOP and name give the same id on every run. */
export function derivedId(sopId: string, name: string): string {
  const hex = createHash('sha1').update(`${sopId}:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const sopImageKey = (orgId: string, uploadId: string, extension: string) => `orgs/${orgId}/sop/images/${uploadId}/source${extension}`;

export type ImageSink = {
  /** Stores encoded bytes (a PDF picture) under `name`; answers the image attachment. */
  put(name: string, image: PdfImage): Promise<Attachment>;
  /** Copies a stored JPEG (a step's poster frame); null when the object is gone. */
  copy(name: string, fromKey: string): Promise<Attachment | null>;
  /** The storage key of a picture this sink stored (the SOP's poster), null for another. */
  keyOf(uploadId: string): string | null;
};

type Scope = { organizationId: string; sopId: string; userId: string };

type Stored = { id: string; key: string; fileName: string; contentType: string; size: number };

async function record(db: Db, scope: Scope, row: Stored) {
  await db
    .insert(uploads)
    .values({
      id: row.id,
      organizationId: scope.organizationId,
      userId: scope.userId,
      storageKey: row.key,
      fileName: row.fileName,
      contentType: row.contentType,
      purpose: SOP_IMAGE_PURPOSE,
      size: row.size,
      partSize: row.size,
      status: 'completed',
      expiresAt: new Date(),
    })
    .onConflictDoNothing({ target: uploads.id });
  return { id: randomUUID(), type: 'image' as const, name: row.fileName, uploadId: row.id };
}

export function sopImageSink(db: Db, scope: Scope): ImageSink {
  const storage = getStorage();
  const keys = new Map<string, string>();
  const stored = (row: Stored) => {
    keys.set(row.id, row.key);
    return record(db, scope, row);
  };
  return {
    keyOf: (uploadId) => keys.get(uploadId) ?? null,
    async put(name, image) {
      const extension = image.contentType === 'image/png' ? '.png' : '.jpg';
      const id = derivedId(scope.sopId, name);
      const key = sopImageKey(scope.organizationId, id, extension);
      await storage.put(key, image.data, { contentType: image.contentType, contentLength: image.data.length });
      return stored({ id, key, fileName: `${name}${extension}`, contentType: image.contentType, size: image.data.length });
    },
    async copy(name, fromKey) {
      const id = derivedId(scope.sopId, name);
      const key = sopImageKey(scope.organizationId, id, '.jpg');
      try {
        await storage.copy(fromKey, key);
      } catch (error) {
        // A poster that is gone (a re-segmentation replaced it meanwhile) is no reason to fail.
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      }
      const size = (await storage.list(`orgs/${scope.organizationId}/sop/images/${id}/`))[0]?.size ?? 0;
      return stored({ id, key, fileName: `${name}.jpg`, contentType: 'image/jpeg', size });
    },
  };
}
