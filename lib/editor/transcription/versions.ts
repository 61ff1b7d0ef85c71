import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { transcriptions } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { snapshotBeforeUpdate } from '@/lib/workflows/versions';
import { requireId } from '@/lib/workspaces/workspace-access';
import { findTranscriptionVersion, listTranscriptionVersionRows, loadTranscriptionForEdit, sentencesOf, toTranscriptionDto, writeSentences } from './queries';
import type { TranscriptionVersionDto } from './schema';

/** GET /api/v1/transcriptions/{id}/versions: every saved version, newest first. */
export async function listTranscriptionVersions(session: SessionContext, id: unknown) {
  const db = await getDb();
  const { transcription } = await loadTranscriptionForEdit(db, session, id);
  const rows = await listTranscriptionVersionRows(db, { orgId: session.org.id, transcriptionId: transcription.id });
  const items: TranscriptionVersionDto[] = rows.map((r) => ({
    id: r.id,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdByName === null ? null : { displayName: r.createdByName },
    sentenceCount: Number(r.sentenceCount),
  }));
  return { items, total: items.length };
}

/**
 * POST /api/v1/transcriptions/{id}/versions/{versionId}/restore: the version's sentences come
 * back; the present is kept as a version first (a restore can be undone) and the revision moves
 * on, so an editor still open on the old text gets the 409 on its next save.
 */
export async function restoreTranscriptionVersion(session: SessionContext, id: unknown, versionId: unknown) {
  const db = await getDb();
  const orgId = session.org.id;
  const saved = await db.transaction(async (tx) => {
    const { transcription } = await loadTranscriptionForEdit(tx, session, id);
    const version = await findTranscriptionVersion(tx, { orgId, transcriptionId: transcription.id, versionId: requireId(versionId) });
    if (!version) throw new AppError('not_found', 'transcriptionEditor.errors.versionNotFound');
    await snapshotBeforeUpdate(tx, { orgId, collection: 'transcriptions', documentId: transcription.id, createdById: session.user.id });
    await tx
      .update(transcriptions)
      .set({ revision: sql`${transcriptions.revision} + 1` })
      .where(and(eq(transcriptions.id, transcription.id), eq(transcriptions.organizationId, orgId)));
    const sentences = sentencesOf((version.snapshot as { sentences?: unknown }).sentences);
    const row = await writeSentences(tx, { orgId, id: transcription.id, sentences });
    return row;
  });
  invalidatePublicWorkflow(saved.workflowId);
  return toTranscriptionDto(saved);
}
