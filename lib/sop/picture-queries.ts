import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopExecutionEntries, multimodalSopExecutions, multimodalSopItems, multimodalSops, multimodalSopVersions, uploads } from '@/db/schema';
import { SOP_IMAGE_PURPOSE } from './import/images';

type SopScope = { orgId: string; sopId: string };

/** Every saved version's snapshot of a SOP (the pictures its history refers to). */
export const listVersionSnapshots = (db: Db, { orgId, sopId }: SopScope) =>
  db
    .select({ snapshot: multimodalSopVersions.snapshot })
    .from(multimodalSopVersions)
    .where(and(eq(multimodalSopVersions.organizationId, orgId), eq(multimodalSopVersions.sopId, sopId)));

/** Upload ids operators answered this SOP's file requests with (its execution records). */
export const listExecutionUploadIds = async (db: Db, { orgId, sopId }: SopScope) =>
  (
    await db
      .selectDistinct({ id: sql<string>`${multimodalSopExecutionEntries.payload} ->> 'uploadId'` })
      .from(multimodalSopExecutionEntries)
      .innerJoin(multimodalSopExecutions, eq(multimodalSopExecutions.id, multimodalSopExecutionEntries.executionId))
      .where(
        and(
          eq(multimodalSopExecutionEntries.organizationId, orgId),
          eq(multimodalSopExecutions.organizationId, orgId),
          eq(multimodalSopExecutions.sopId, sopId),
          sql`${multimodalSopExecutionEntries.payload} ->> 'uploadId' is not null`,
        ),
      )
  ).map((r) => r.id);

/**
 * The organisation's picture uploads among `ids`, locked until the transaction ends: two deletes
 * of SOPs sharing a picture (a SOP and its duplicate) then decide one after the other, so the
 * second sees the first gone and the picture is neither kept forever nor removed while in use.
 */
export const lockPictureUploads = async (db: Db, { orgId, ids }: { orgId: string; ids: string[] }) =>
  ids.length
    ? (
        await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.organizationId, orgId), inArray(uploads.id, ids), eq(uploads.purpose, SOP_IMAGE_PURPOSE)))
          .orderBy(uploads.id)
          .for('update')
      ).map((r) => r.id)
    : [];

/**
 * Where a picture may still be named in the organisation: a block's attachments or data, a saved
 * version (restorable), a SOP's poster or import source, an execution entry. Matching the id in
 * the JSON text keeps every place a block may hold it (attachments, video, smart compare) covered.
 */
const referenced = (orgId: string) => sql`(
  exists (select 1 from ${multimodalSopItems} i where i.organization_id = ${orgId} and strpos(i.attachments::text || i.data::text, ${uploads.id}::text) > 0)
  or exists (select 1 from ${multimodalSopVersions} v where v.organization_id = ${orgId} and strpos(v.snapshot::text, ${uploads.id}::text) > 0)
  or exists (select 1 from ${multimodalSops} s where s.organization_id = ${orgId} and (s.poster_key = ${uploads.storageKey} or strpos(s.metadata::text, ${uploads.id}::text) > 0))
  or exists (select 1 from ${multimodalSopExecutionEntries} e where e.organization_id = ${orgId} and e.payload ->> 'uploadId' = ${uploads.id}::text)
)`;

/** Deletes the rows of the uploads among `ids` nothing refers to any more; answers their storage keys. */
export const deleteUnreferencedUploads = async (db: Db, { orgId, ids }: { orgId: string; ids: string[] }) =>
  ids.length
    ? (
        await db
          .delete(uploads)
          .where(and(eq(uploads.organizationId, orgId), inArray(uploads.id, ids), sql`not ${referenced(orgId)}`))
          .returning({ key: uploads.storageKey })
      ).map((r) => r.key)
    : [];
