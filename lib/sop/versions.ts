import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { requireId } from '@/lib/workspaces/workspace-access';
import { loadSopForEdit } from './access';
import { detailOf } from './get';
import { assertEditable, saveDocument } from './save';
import type { SopDetail } from './schema';
import { findVersionRow, listVersionRows, type SopSnapshot } from './versions-queries';

export type SopVersionDto = { id: string; version: number; createdAt: string; createdBy: { displayName: string } };

/** GET /multimodal-sop/{id}/versions: the version history panel, newest first (authors only). */
export async function listSopVersions({ session, sopId }: { session: SessionContext; sopId: unknown }): Promise<SopVersionDto[]> {
  const db = await getDb();
  const { sop } = await loadSopForEdit(db, session, sopId);
  const rows = await listVersionRows(db, { orgId: session.org.id, sopId: sop.id });
  return rows.map((r) => ({ id: r.id, version: r.version, createdAt: r.createdAt.toISOString(), createdBy: { displayName: r.displayName ?? '' } }));
}

/** POST /multimodal-sop/{id}/versions/{versionId}/restore: the snapshot becomes a new version (history is never rewritten). */
export async function restoreSopVersion({ session, sopId, versionId }: { session: SessionContext; sopId: unknown; versionId: unknown }): Promise<SopDetail> {
  const db = await getDb();
  const loaded = await loadSopForEdit(db, session, sopId);
  assertEditable(loaded.sop);
  const row = await findVersionRow(db, { orgId: session.org.id, sopId: loaded.sop.id, id: requireId(versionId) });
  if (!row) throw new AppError('not_found');
  const snapshot = row.snapshot as SopSnapshot;
  const sop = await db.transaction((tx) => saveDocument(tx, session, loaded.sop, loaded.sop.version, snapshot));
  return detailOf(db, session, { ...loaded, sop });
}
