import 'server-only';
import type { Db } from '@/db/client';
import type { MultimodalSop } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isFeatureOn } from '@/lib/orgs/settings';
import { findOwnUpload } from '@/lib/uploads/queries';
import { canEditInWorkspace } from '@/lib/workflows/access';
import type { ScopedWorkspaceRow } from '@/lib/workspaces/queries';
import { loadVisibleWorkspace, requireId } from '@/lib/workspaces/workspace-access';
import { findSop } from './queries';

/** Smart instructions exist only when the organisation has them (plan flag and admin toggle): 403 like the other gated features. */
export function assertSopFeature(session: Pick<SessionContext, 'org'>) {
  if (!isFeatureOn(session.org.settings, 'enableMultiModalSOP')) throw new AppError('forbidden', 'sopErrors.featureOff');
}

export { canEditInWorkspace };

export type LoadedSop = { sop: MultimodalSop; workspace: ScopedWorkspaceRow; canEdit: boolean };

/**
 * A SOP the caller may see, by the workflows' rule (lib/workflows/access.ts): in their
 * organisation and in a workspace they may see; viewers only published ones. Anything else is 404.
 */
export async function loadSopForView(db: Db, session: SessionContext, id: unknown): Promise<LoadedSop> {
  assertSopFeature(session);
  const sop = await findSop(db, { orgId: session.org.id, id: requireId(id) });
  if (!sop) throw new AppError('not_found');
  const workspace = await loadVisibleWorkspace(db, session, sop.workspaceId).catch(() => {
    throw new AppError('not_found');
  });
  const canEdit = canEditInWorkspace(session, sop.workspaceId);
  if (!sop.published && !canEdit) throw new AppError('not_found');
  return { sop, workspace, canEdit };
}

/** As loadSopForView, and the caller must author in its workspace (publisher or above): 403 otherwise. */
export async function loadSopForEdit(db: Db, session: SessionContext, id: unknown): Promise<LoadedSop> {
  const loaded = await loadSopForView(db, session, id);
  if (!loaded.canEdit) throw new AppError('forbidden');
  return loaded;
}

/** A workspace the caller may create SOPs in (404 unseen, 403 seen but not authored). */
export async function loadAuthoringWorkspace(db: Db, session: SessionContext, id: unknown): Promise<ScopedWorkspaceRow> {
  const workspace = await loadVisibleWorkspace(db, session, id);
  if (!canEditInWorkspace(session, workspace.id)) throw new AppError('forbidden');
  return workspace;
}

/** The uploads a PDF import may read: the caller's own, finished, uploaded as a PDF. */
const PDF_PURPOSES = new Set(['sop-pdf', 'pdf']);

/** A PDF the caller uploaded and finished, to import from (422 sopErrors.pdfRequired otherwise, another's reads the same). */
export async function loadOwnPdfUpload(db: Db, session: SessionContext, id: string) {
  const upload = await findOwnUpload(db, { orgId: session.org.id, userId: session.user.id, id });
  if (!upload || upload.status !== 'completed' || !PDF_PURPOSES.has(upload.purpose ?? '')) throw new AppError('invalid_input', 'sopErrors.pdfRequired');
  return upload;
}
