import type { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { WorkspaceGroupDetail } from './admin-types';
import { groupDetail } from './get-workspace-group';
import { reorderGroups } from './group-order';
import { findGroupByName, listGroupsWithCounts, lockGroup, lockOrgNames, readDefaultGroupId, setDefaultGroup, updateGroup } from './group-queries';
import type { updateWorkspaceGroupSchema } from './schema';
import { assertOrgAdmin, requireId } from './workspace-access';

export type UpdateWorkspaceGroupOptions = { session: SessionContext; id: unknown; input: z.output<typeof updateWorkspaceGroupSchema> };
type Group = NonNullable<Awaited<ReturnType<typeof lockGroup>>>;

async function renameOrRelocale(tx: Db, session: SessionContext, group: Group, input: UpdateWorkspaceGroupOptions['input']) {
  const orgId = session.org.id;
  const patch: { name?: string; locale?: string } = {};
  if (input.name !== undefined && input.name !== group.name) {
    await lockOrgNames(tx, { orgId, kind: 'workspace-group' });
    if (await findGroupByName(tx, { orgId, name: input.name, exceptId: group.id })) {
      throw new AppError('conflict', 'adminGroups.nameTaken', { field: 'name' });
    }
    patch.name = input.name;
  }
  if (input.locale !== undefined && input.locale !== group.locale) patch.locale = input.locale;
  if (Object.keys(patch).length === 0) return group;
  const updated = (await updateGroup(tx, { orgId, id: group.id, patch }))!;
  const before = Object.fromEntries(Object.keys(patch).map((k) => [k, group[k as keyof typeof patch]]));
  await recordAudit(tx, session, { action: 'workspaceGroup.update', entityType: 'workspaceGroup', entityId: group.id, entityName: updated.name, before, after: patch });
  return updated;
}

async function move(tx: Db, session: SessionContext, group: Group, direction: 'up' | 'down', defaultId: string | null) {
  const orgId = session.org.id;
  const all = await listGroupsWithCounts(tx, { orgId });
  const next = reorderGroups(all, defaultId, group.id, direction);
  if (!next) throw new AppError('conflict', 'adminGroups.cannotMove');
  // Every group is renumbered, so the order people saw (ties broken by name) becomes explicit.
  for (const { id, priority } of next) await updateGroup(tx, { orgId, id, patch: { priority } });
  await recordAudit(tx, session, {
    action: 'workspaceGroup.reorder',
    entityType: 'workspaceGroup',
    entityId: group.id,
    entityName: group.name,
    before: { order: all.map((g) => g.name) },
    after: { direction, order: next.map((n) => all.find((g) => g.id === n.id)?.name) },
  });
}

/** PATCH /api/v1/workspaces-groups/{id} – org admins rename, change the language, reorder or make it the default. */
export async function updateWorkspaceGroup({ session, id, input }: UpdateWorkspaceGroupOptions): Promise<WorkspaceGroupDetail> {
  assertOrgAdmin(session);
  const orgId = session.org.id;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await lockGroup(tx, { orgId, id: requireId(id) });
    if (!locked) throw new AppError('not_found');
    let defaultId = await readDefaultGroupId(tx, { orgId });
    const group = await renameOrRelocale(tx, session, locked, input);
    if (input.isDefault && defaultId !== group.id) {
      await setDefaultGroup(tx, { orgId, id: group.id });
      await recordAudit(tx, session, {
        action: 'workspaceGroup.setDefault',
        entityType: 'workspaceGroup',
        entityId: group.id,
        entityName: group.name,
        before: { defaultWorkspaceGroupId: defaultId },
        after: { defaultWorkspaceGroupId: group.id },
      });
      defaultId = group.id;
    }
    if (input.move) await move(tx, session, group, input.move, defaultId);
    const fresh = (await lockGroup(tx, { orgId, id: group.id }))!;
    return groupDetail(tx, session, fresh, defaultId);
  });
}
