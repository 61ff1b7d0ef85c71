import 'server-only';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { uploads } from '@/db/schema';
import type { UploadStatus } from './schema';

export type UploadRow = typeof uploads.$inferSelect;
/** Uploads belong to the user who started them, inside their organisation. */
export type UploadOwner = { orgId: string; userId: string };

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row;
}

export async function findOwnUpload(db: Db, { orgId, userId, id }: UploadOwner & { id: string }): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.organizationId, orgId), eq(uploads.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** By id alone: only for callers that proved their right another way (a signed part URL, the sweeper). */
export async function findUploadById(db: Db, { id }: { id: string }): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

export async function setMultipartId(db: Db, { orgId, id, multipartId }: { orgId: string; id: string; multipartId: string }) {
  await db.update(uploads).set({ multipartId }).where(and(eq(uploads.id, id), eq(uploads.organizationId, orgId)));
}

/**
 * Moves an upload from one of `from` to `to` unless someone else moved it first: the row that
 * comes back is the caller's claim (complete, cancel and the sweeper never work on one together).
 */
export async function transitionUpload(
  db: Db,
  { orgId, id, from, to, parts }: { orgId: string; id: string; from: UploadStatus[]; to: UploadStatus; parts?: unknown[] },
): Promise<UploadRow | null> {
  const [row] = await db
    .update(uploads)
    .set({ status: to, ...(parts ? { parts } : {}) })
    .where(and(eq(uploads.id, id), eq(uploads.organizationId, orgId), inArray(uploads.status, from)))
    .returning();
  return row ?? null;
}

// A completion runs for seconds; one still "completing" this long after expiry has died midway.
const COMPLETING_GRACE_MS = 3600_000;

/** Unfinished uploads past their expiry, oldest first, across organisations (for the sweeper). */
export function listExpiredUploads(db: Db, { now, limit }: { now: Date; limit: number }): Promise<UploadRow[]> {
  const stuck = new Date(now.getTime() - COMPLETING_GRACE_MS);
  return db
    .select()
    .from(uploads)
    .where(
      or(
        and(eq(uploads.status, 'uploading'), lt(uploads.expiresAt, now)),
        and(eq(uploads.status, 'completing'), lt(uploads.expiresAt, stuck)),
      ),
    )
    .orderBy(asc(uploads.expiresAt))
    .limit(limit);
}

export type RecordedPart = { partNumber: number; etag: string; size: number };

/**
 * Adds (or replaces) one part the browser reports as stored, in one statement, so parts reported
 * at the same time do not overwrite each other; kept in part order. Only while uploading.
 */
export async function recordPart(db: Db, { orgId, userId, id, part }: UploadOwner & { id: string; part: RecordedPart }): Promise<boolean> {
  const merged = sql`(
    select coalesce(jsonb_agg(p.e order by p.n), '[]'::jsonb) from (
      select distinct on ((x.e->>'partNumber')::int) (x.e->>'partNumber')::int as n, x.e
      from jsonb_array_elements(${JSON.stringify([part])}::jsonb || ${uploads.parts}) with ordinality as x(e, i)
      order by (x.e->>'partNumber')::int, x.i
    ) p
  )`;
  const rows = await db
    .update(uploads)
    .set({ parts: merged })
    .where(and(eq(uploads.id, id), eq(uploads.organizationId, orgId), eq(uploads.userId, userId), eq(uploads.status, 'uploading')))
    .returning({ id: uploads.id });
  return rows.length > 0;
}
