import type { z } from 'zod';
import { getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { ManagedWorkspace } from './admin-types';
import { getWorkspace } from './get-workspace';
import { lockGroup, lockOrgNames } from './group-queries';
import type { createWorkspaceSchema } from './schema';
import { assertOrgAdmin } from './workspace-access';
import { findWorkspaceByName, insertWorkspace } from './workspace-queries';

export type CreateWorkspaceOptions = { session: SessionContext; input: z.output<typeof createWorkspaceSchema> };

// POST /api/v1/workspaces – org admins create a workspace in one of their groups
export async function createWorkspace({ session, input }: CreateWorkspaceOptions): Promise<ManagedWorkspace> {
  assertOrgAdmin(session);
  const orgId = session.org.id;
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    // Locked so the group cannot be deleted between this check and the insert.
    const group = await lockGroup(tx, { orgId, id: input.groupId });
    if (!group) throw new AppError('not_found', 'adminWorkspaces.groupNotFound', { field: 'groupId' });
    await lockOrgNames(tx, { orgId, kind: 'workspace' });
    if (await findWorkspaceByName(tx, { orgId, name: input.name })) {
      throw new AppError('conflict', 'adminWorkspaces.nameTaken', { field: 'name' });
    }
    const row = await insertWorkspace(tx, { orgId, ...input });
    await recordAudit(tx, session, {
      action: 'workspace.create',
      entityType: 'workspace',
      entityId: row.id,
      entityName: input.name,
      after: { ...input, groupName: group.name },
    });
    return row.id;
  });
  return getWorkspace(session, id);
}
