import type { Db } from '@/db/client';
import { canManageWorkspace } from '@/lib/access/workspace-scope';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { findOrgWorkspace } from './queries';

/** A workspace named by the caller: not_found when unknown or another organisation's, forbidden when not theirs to manage. */
export async function requireManagedWorkspace(db: Db, session: SessionContext, workspaceId: string) {
  if (!isUuid(workspaceId)) throw new AppError('not_found');
  const workspace = await findOrgWorkspace(db, { orgId: session.org.id, workspaceId });
  if (!workspace) throw new AppError('not_found');
  if (!canManageWorkspace(session, workspace.id)) throw new AppError('forbidden', 'adminUsers.workspaceNotManaged');
  return workspace;
}
