import 'server-only';
import type { Db } from '@/db/client';
import type { DataHubDocumentRow } from '@/db/schema';
import { aiFeatureOn, assertAiFeature } from '@/lib/ai/access';
import { isAdminRole } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { OrgSettings } from '@/lib/orgs/settings';
import { canEditInWorkspace } from '@/lib/workflows/access';
import { authoredWorkspaces } from '@/lib/workspaces/authored';
import { loadVisibleWorkspace, requireId } from '@/lib/workspaces/workspace-access';
import { findDocument } from './queries';
import type { DataHubWorkspaceOption } from './schema';

/**
 * Spec 02 §6 data hub rule: org admins, workspace admins and publishers, with the feature on (the
 * enableDataHub plan flag and admin toggle, and the dataHub AI switch). Within it, a document is
 * managed in a workspace where the caller authors (an org admin everywhere, a workspace admin or
 * publisher where assigned so): another workspace they see is 403, one they cannot see 404.
 */
export const dataHubOn = (settings: OrgSettings) => aiFeatureOn(settings, 'dataHub');

export function assertDataHubAuthor(session: SessionContext): void {
  assertAiFeature(session, 'dataHub');
  if (!isAdminRole(session.user.role)) throw new AppError('forbidden');
}

export async function loadDataHubWorkspace(db: Db, session: SessionContext, workspaceId: unknown) {
  assertDataHubAuthor(session);
  const workspace = await loadVisibleWorkspace(db, session, workspaceId);
  if (!canEditInWorkspace(session, workspace.id)) throw new AppError('forbidden');
  return workspace;
}

/** A document the caller manages (404 for unknown, foreign or unseen; 403 for a workspace they only read). */
export async function loadManagedDocument(db: Db, session: SessionContext, id: unknown, { lock = false } = {}): Promise<DataHubDocumentRow> {
  assertDataHubAuthor(session);
  const row = await findDocument(db, { orgId: session.org.id, id: requireId(id) }, { lock });
  if (!row) throw new AppError('not_found');
  await loadDataHubWorkspace(db, session, row.workspaceId);
  return row;
}

/** A document the caller may read (a citation): the feature on and its workspace visible to them, as its chunks are. */
export async function loadReadableDocument(db: Db, session: SessionContext, id: unknown): Promise<DataHubDocumentRow> {
  if (!dataHubOn(session.org.settings)) throw new AppError('not_found');
  const row = await findDocument(db, { orgId: session.org.id, id: requireId(id) });
  if (!row || row.status !== 'ready') throw new AppError('not_found');
  await loadVisibleWorkspace(db, session, row.workspaceId);
  return row;
}

/** The workspaces the picker offers: those the caller may manage documents in, by name. */
export const dataHubWorkspaces = (db: Db, session: SessionContext): Promise<DataHubWorkspaceOption[]> => authoredWorkspaces(db, session);
