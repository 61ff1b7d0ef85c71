import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopVersions, users, type MultimodalSop } from '@/db/schema';
import type { SopItem } from './schema';

export type SopSnapshot = { title: string; description: string; items: SopItem[] };

/** Writes the version row of a saved document (one per version number). */
export const insertVersionRow = (db: Db, sop: Pick<MultimodalSop, 'organizationId' | 'id' | 'version'>, snapshot: SopSnapshot, userId: string) =>
  db.insert(multimodalSopVersions).values({ organizationId: sop.organizationId, sopId: sop.id, version: sop.version, snapshot, createdBy: userId });

export const listVersionRows = (db: Db, { orgId, sopId }: { orgId: string; sopId: string }) =>
  db
    .select({ id: multimodalSopVersions.id, version: multimodalSopVersions.version, createdAt: multimodalSopVersions.createdAt, displayName: users.displayName })
    .from(multimodalSopVersions)
    .leftJoin(users, eq(users.id, multimodalSopVersions.createdBy))
    .where(and(eq(multimodalSopVersions.organizationId, orgId), eq(multimodalSopVersions.sopId, sopId)))
    .orderBy(desc(multimodalSopVersions.version));

export const findVersionRow = (db: Db, { orgId, sopId, id }: { orgId: string; sopId: string; id: string }) =>
  db.query.multimodalSopVersions.findFirst({
    where: and(eq(multimodalSopVersions.organizationId, orgId), eq(multimodalSopVersions.sopId, sopId), eq(multimodalSopVersions.id, id)),
  });
