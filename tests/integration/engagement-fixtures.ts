import { eq } from 'drizzle-orm';
import { organizations } from '@/db/schema';
import { addMember, createOrg, createUser, createWorkspace, db, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';

type Person = { id: string; organizationId: string; displayName: string; cookie: string };

async function person(orgId: string, role: Parameters<typeof createUser>[1], displayName: string): Promise<Person> {
  const user = await createUser(orgId, role, { displayName });
  return { id: user.id, organizationId: orgId, displayName, cookie: (await sessionCookie(user)).cookie };
}

/**
 * One organisation with an open and a private workspace, the people of spec 02 §6 and their
 * workflows, plus a second organisation whose ids must read as unknown.
 */
export async function createEngagementWorld() {
  const org = await createOrg();
  const ws = await createWorkspace(org.id);
  const privateWs = await createWorkspace(org.id, { private: true });
  const otherWs = await createWorkspace(org.id);

  const author = await person(org.id, 'publisher', 'Alice Author');
  await addMember(org.id, ws.id, author.id, 'publisher');
  const viewer = await person(org.id, 'viewer', 'Victor Viewer');
  const viewer2 = await person(org.id, 'viewer', 'Wendy Watcher');
  const viewer3 = await person(org.id, 'viewer', 'Xavier Xu');
  const wsAdmin = await person(org.id, 'viewer', 'Gina Groupadmin');
  await addMember(org.id, ws.id, wsAdmin.id, 'admin-group');
  const otherWsAdmin = await person(org.id, 'viewer', 'Oscar Otheradmin');
  await addMember(org.id, otherWs.id, otherWsAdmin.id, 'admin-group');
  const orgAdmin = await person(org.id, 'admin-organization', 'Olga Orgadmin');

  const published = (await createWorkflow(org.id, ws.id, { authorId: author.id, title: 'Torque check', videoDuration: 100, steps: [40, 60] }));
  const unpublished = (await createWorkflow(org.id, ws.id, { authorId: author.id, published: false }));
  const privateWf = (await createWorkflow(org.id, privateWs.id, { authorId: author.id }));

  const foreignOrg = await createOrg();
  const foreignWs = await createWorkspace(foreignOrg.id);
  const foreigner = await person(foreignOrg.id, 'admin-organization', 'Fiona Foreign');
  const foreignWf = await createWorkflow(foreignOrg.id, foreignWs.id, { authorId: foreigner.id });

  return { org, ws, author, viewer, viewer2, viewer3, wsAdmin, otherWsAdmin, orgAdmin, published, unpublished, privateWf, foreigner, foreignWf };
}

/** Switches the organisation's comments setting (admin settings → customized.enableComments). */
export async function setCommentsEnabled(orgId: string, enabled: boolean) {
  const d = await db();
  const [org] = await d.select().from(organizations).where(eq(organizations.id, orgId));
  const settings = (org.settings ?? {}) as Record<string, Record<string, unknown>>;
  await d
    .update(organizations)
    .set({ settings: { ...settings, customized: { ...(settings.customized ?? {}), enableComments: enabled } } })
    .where(eq(organizations.id, orgId));
}

export const UNKNOWN_ID = '99999999-9999-4999-8999-999999999999';
