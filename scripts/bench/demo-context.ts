// The demo organisation, its publisher and its "Assembly Line A" workspace: where the bench seeds
// put the content they measure (the demo viewer is a member there).
import { and, eq } from 'drizzle-orm';
import type { getDb } from '@/db/client';
import { organizations, users, workspaces } from '@/db/schema';
import { DEMO_CLIENT_KEY } from '@/lib/demo/seed';

type Db = Awaited<ReturnType<typeof getDb>>;

export async function demoAuthoringContext(db: Db) {
  const org = await db.query.organizations.findFirst({ where: eq(organizations.clientKey, DEMO_CLIENT_KEY) });
  if (!org) throw new Error('demo organisation missing');
  const publisher = await db.query.users.findFirst({ where: and(eq(users.organizationId, org.id), eq(users.email, 'publisher@demo.example.com')) });
  const ws = await db.query.workspaces.findFirst({ where: and(eq(workspaces.organizationId, org.id), eq(workspaces.name, 'Assembly Line A')) });
  if (!publisher || !ws) throw new Error('demo publisher or workspace missing');
  return { org, publisher, ws };
}
