import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workspaces } from '@/db/schema';

export async function findWorkspaceInOrg(db: Db, p: { orgId: string; workspaceId: string }) {
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .where(and(eq(workspaces.organizationId, p.orgId), eq(workspaces.id, p.workspaceId)))
    .limit(1);
  return row ?? null;
}
