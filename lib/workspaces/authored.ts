import 'server-only';
import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { canEditInWorkspace } from '@/lib/workflows/access';
import { workspaceScope } from './lists';
import { listAllScopedWorkspaces } from './queries';

/** The workspaces the caller authors in (an org admin every one, others where they are workspace admin or publisher), by name. */
export async function authoredWorkspaces(db: Db, session: SessionContext): Promise<Array<{ id: string; name: string }>> {
  const rows = await listAllScopedWorkspaces(db, workspaceScope(session, 'edit'));
  return rows
    .filter((row) => canEditInWorkspace(session, row.id))
    .map((row) => ({ id: row.id, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
