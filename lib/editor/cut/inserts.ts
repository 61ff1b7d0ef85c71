import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { uploads } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import { uploadPurposeOf } from '@/lib/uploads/constants';
import { signedMediaUrl } from '@/lib/workflows/media-urls';
import { claimUpload } from '@/lib/workflows/queries';
import type { Segment } from './segments';

const uploadIdsOf = (segments: readonly Segment[]) => [...new Set(segments.flatMap((s) => (s.type === 'insert' && s.uploadId ? [s.uploadId] : [])))];

/**
 * The inserts of a saved edit must be completed video uploads of the organisation (the one upload
 * path, purpose workflow-video), unused or already this workflow's: an unused one is claimed for it
 * (so it is kept with the workflow and deleted with it). Anything else is 422, like an unknown id.
 */
export async function claimInserts(db: Db, orgId: string, workflowId: string, segments: readonly Segment[]) {
  const ids = uploadIdsOf(segments);
  if (!ids.length) return;
  const rows = await db.select().from(uploads).where(and(eq(uploads.organizationId, orgId), inArray(uploads.id, ids)));
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    const usable = row && row.status === 'completed' && uploadPurposeOf(row) === 'workflow-video' && (row.workflowId === null || row.workflowId === workflowId);
    if (!usable) throw new AppError('invalid_input', 'advancedEditor.cut.errors.insertSource');
    if (row.workflowId === null && !(await claimUpload(db, { orgId, uploadId: id, workflowId }))) throw new AppError('invalid_input', 'advancedEditor.cut.errors.insertSource');
  }
}

/** Signed URLs of the inserted clips, for the preview (uploads of this workflow only). */
export async function insertUrls(db: Db, orgId: string, workflowId: string, segments: readonly Segment[]): Promise<Record<string, string>> {
  const ids = uploadIdsOf(segments);
  if (!ids.length) return {};
  const rows = await db
    .select({ id: uploads.id, key: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.organizationId, orgId), eq(uploads.workflowId, workflowId), inArray(uploads.id, ids)));
  return Object.fromEntries(await Promise.all(rows.map(async (r) => [r.id, await signedMediaUrl(r.key)] as const)));
}
