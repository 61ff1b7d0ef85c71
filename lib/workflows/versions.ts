import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { documentVersions, transcriptions, workflows } from '@/db/schema';
import { MAX_VERSIONS } from './constants';

/** The versioned collections (spec 02 §7 "only configured collections are versioned"). */
const COLLECTIONS = { workflows, transcriptions } as const;
export type VersionedCollection = keyof typeof COLLECTIONS;

export type SnapshotOptions = { orgId: string; collection: VersionedCollection; documentId: string; createdById: string | null };

/**
 * Writes a snapshot of the document as it is now, before the caller updates it — only while the
 * document has fewer than MAX_VERSIONS versions. Run it in the same transaction as the update.
 * Returns the new version number, or null when the document is missing or at the maximum.
 */
export async function snapshotBeforeUpdate(db: Db, { orgId, collection, documentId, createdById }: SnapshotOptions): Promise<number | null> {
  const table = COLLECTIONS[collection];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, documentId), eq(table.organizationId, orgId)))
    .for('update');
  if (!row || row.totalVersions >= MAX_VERSIONS) return null;
  const version = row.totalVersions + 1;
  await db.insert(documentVersions).values({ organizationId: orgId, collection, documentId, version, snapshot: row, createdById });
  await db
    .update(table)
    .set({ totalVersions: sql`${table.totalVersions} + 1` })
    .where(and(eq(table.id, documentId), eq(table.organizationId, orgId)));
  return version;
}
