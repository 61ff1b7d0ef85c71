import 'server-only';
import type { Db } from '@/db/client';
import type { ScormExportProcessRow } from '@/db/schema';
import { isAdminRole } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { requireId } from '@/lib/workspaces/workspace-access';
import { scormExportOn } from './flags';
import { findExport } from './queries';
import type { ExportSource } from './schema';

/**
 * Admins and authors (every non-viewer role) with the feature on (lib/scorm/flags.ts); viewers and a
 * switched-off feature are 403. A thin package also needs the `rustici` product: it plays through the host player.
 */
export function assertScormExporter(session: SessionContext, source?: ExportSource): void {
  if (!isAdminRole(session.user.role) && !session.access.editor) throw new AppError('forbidden');
  if (!scormExportOn(session.org.settings)) throw new AppError('forbidden', 'scorm.errors.disabled');
  if (source === 'thin' && !session.org.settings.products.rustici) throw new AppError('forbidden', 'scorm.errors.thinDisabled');
}

/**
 * An export the caller may see: organisation admins see every export of their organisation, other
 * authors their own. Unknown, another organisation's and another author's exports are all 404.
 */
export async function loadVisibleExport(db: Db, session: SessionContext, id: unknown): Promise<ScormExportProcessRow> {
  assertScormExporter(session);
  const row = await findExport(db, { orgId: session.org.id, id: requireId(id) });
  if (!row || (!session.access.isOrgAdmin && row.createdBy !== session.user.id)) throw new AppError('not_found');
  return row;
}

/** The workflows of an export, each one the caller authors (404 unknown or foreign, 403 not theirs to author), published and processed. */
export async function loadExportWorkflows(db: Db, session: SessionContext, ids: readonly string[]) {
  const unique = [...new Set(ids.map((id) => requireId(id).toLowerCase()))];
  const loaded = [];
  for (const id of unique) {
    const { workflow } = await loadWorkflowForEdit(db, session, id);
    if (!workflow.published || !workflow.processed) throw new AppError('conflict', 'scorm.errors.notReady');
    loaded.push(workflow);
  }
  return loaded;
}
