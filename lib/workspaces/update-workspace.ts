import type { z } from 'zod';
import { getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { ManagedWorkspace } from './admin-types';
import { getWorkspace } from './get-workspace';
import { lockGroup, lockOrgNames } from './group-queries';
import type { updateWorkspaceSchema } from './schema';
import { assertOrgAdmin, loadManagedWorkspace } from './workspace-access';
import { findWorkspaceByName, updateWorkspaceRow } from './workspace-queries';

export type UpdateWorkspaceOptions = { session: SessionContext; id: unknown; input: z.output<typeof updateWorkspaceSchema> };

/**
 * PATCH /api/v1/workspaces/{id} – a workspace admin renames, recolours, makes private or
 * reorders their own workspace; only org admins move it to another group.
 */
export async function updateWorkspace({ session, id, input }: UpdateWorkspaceOptions): Promise<ManagedWorkspace> {
  const orgId = session.org.id;
  const db = await getDb();
  const workspaceId = await db.transaction(async (tx) => {
    const row = await loadManagedWorkspace(tx, session, id);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const patch: { name?: string; color?: string; private?: boolean; priority?: number; groupId?: string } = {};
    const change = <K extends keyof typeof patch>(key: K, from: unknown, to: (typeof patch)[K] | undefined) => {
      if (to === undefined || to === from) return;
      patch[key] = to;
      before[key] = from;
      after[key] = to;
    };
    if (input.groupId !== undefined && input.groupId !== row.groupId) {
      assertOrgAdmin(session);
      const group = await lockGroup(tx, { orgId, id: input.groupId });
      if (!group) throw new AppError('not_found', 'adminWorkspaces.groupNotFound', { field: 'groupId' });
      change('groupId', row.groupId, group.id);
      before.groupName = row.groupName;
      after.groupName = group.name;
    }
    if (input.name !== undefined && input.name !== row.name) {
      await lockOrgNames(tx, { orgId, kind: 'workspace' });
      if (await findWorkspaceByName(tx, { orgId, name: input.name, exceptId: row.id })) {
        throw new AppError('conflict', 'adminWorkspaces.nameTaken', { field: 'name' });
      }
      change('name', row.name, input.name);
    }
    change('color', row.color, input.color);
    change('private', row.private, input.private);
    change('priority', row.priority, input.priority);
    if (Object.keys(patch).length === 0) return row.id;
    await updateWorkspaceRow(tx, { orgId, id: row.id, patch });
    const onlyMoved = Object.keys(patch).length === 1 && patch.groupId !== undefined;
    await recordAudit(tx, session, {
      action: onlyMoved ? 'workspace.move' : 'workspace.update',
      entityType: 'workspace',
      entityId: row.id,
      entityName: patch.name ?? row.name,
      before,
      after,
    });
    return row.id;
  });
  return getWorkspace(session, workspaceId);
}
