import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { editorSessions, transcriptions, voiceOvers, workflows } from '@/db/schema';
import { AppError } from '@/lib/http/errors';

/** The documents the editors save (each has a `revision` column). */
const TABLES = { workflows, transcriptions, editorSessions, voiceOvers } as const;
export type RevisionedCollection = keyof typeof TABLES;

export type ClaimRevisionOptions = { orgId: string; collection: RevisionedCollection; documentId: string; expected: number };

/**
 * Optimistic concurrency for every editor save (issue 16 "Not losing work"). Run it first in the
 * save's transaction: it bumps the document's revision when `expected` is still the current one
 * and answers the new revision. A save based on an older revision — a second author saved in
 * between, or a tab kept open over a change — is refused with 409 `editor.staleRevision`
 * (details: the current revision), so nothing is overwritten silently; the editor then offers to
 * reload or to keep a copy of the local text (components/editor/conflict-dialog.tsx).
 * An unknown document (or another organisation's) is 404.
 */
export async function claimRevision(tx: Db, { orgId, collection, documentId, expected }: ClaimRevisionOptions): Promise<number> {
  const table = TABLES[collection];
  const where = and(eq(table.id, documentId), eq(table.organizationId, orgId));
  const [bumped] = await tx
    .update(table)
    .set({ revision: sql`${table.revision} + 1` })
    .where(and(where, eq(table.revision, expected)))
    .returning({ revision: table.revision });
  if (bumped) return bumped.revision;
  const [current] = await tx.select({ revision: table.revision }).from(table).where(where);
  if (!current) throw new AppError('not_found');
  throw new AppError('conflict', 'editor.staleRevision', { revision: current.revision });
}
