import type { z } from 'zod';
import { getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/config';
import type { WorkspaceGroupDetail } from './admin-types';
import { groupDetail } from './get-workspace-group';
import { findGroupByName, insertGroup, lockOrgNames, nextGroupPriority, readDefaultGroupId, setDefaultGroup } from './group-queries';
import type { createWorkspaceGroupSchema } from './schema';
import { assertOrgAdmin } from './workspace-access';

export type CreateWorkspaceGroupOptions = { session: SessionContext; input: z.output<typeof createWorkspaceGroupSchema> };

/**
 * POST /api/v1/workspaces-groups – org admins add a group at the end of the order, in the
 * organisation's default language unless one is chosen. An organisation without a default
 * group (a fresh one) gets this one as its default, so new workspaces always have a home.
 */
export async function createWorkspaceGroup({ session, input }: CreateWorkspaceGroupOptions): Promise<WorkspaceGroupDetail> {
  assertOrgAdmin(session);
  const orgId = session.org.id;
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOrgNames(tx, { orgId, kind: 'workspace-group' });
    if (await findGroupByName(tx, { orgId, name: input.name })) {
      throw new AppError('conflict', 'adminGroups.nameTaken', { field: 'name' });
    }
    const locale = input.locale ?? toLocale(session.org.settings.defaultLocale) ?? DEFAULT_LOCALE;
    const group = await insertGroup(tx, { orgId, name: input.name, locale, priority: await nextGroupPriority(tx, { orgId }) });
    let defaultId = await readDefaultGroupId(tx, { orgId });
    if (!defaultId) {
      await setDefaultGroup(tx, { orgId, id: group.id });
      defaultId = group.id;
    }
    await recordAudit(tx, session, {
      action: 'workspaceGroup.create',
      entityType: 'workspaceGroup',
      entityId: group.id,
      entityName: group.name,
      after: { name: group.name, locale, priority: group.priority, isDefault: defaultId === group.id },
    });
    return groupDetail(tx, session, group, defaultId);
  });
}
