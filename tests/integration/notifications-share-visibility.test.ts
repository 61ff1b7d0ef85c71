import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as shareWorkflow } from '@/app/api/v1/notifications/workflow/share/route';
import { notifications, teamMembers, teams } from '@/db/schema';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';

// A share must not leave a card its recipient cannot open: people who cannot see the workflow's
// (private) workspace are skipped, and the sender is told how many.
let cookie: string;
let member: { id: string };
let outsider: { id: string };
let orgAdmin: { id: string };
let teamMate: { id: string };
let teamId: string;
let hiddenWf: string;

const share = (body: unknown) => shareWorkflow(apiRequest('/api/v1/notifications/workflow/share', { method: 'POST', cookie, body }), routeParams({}));
const cardsOf = async (userId: string) => (await db()).select().from(notifications).where(eq(notifications.userId, userId));

beforeAll(async () => {
  const org = await createOrg();
  const hidden = await createWorkspace(org.id, { private: true });
  const sender = await createUser(org.id, 'publisher', { displayName: 'Sam Sender' });
  await addMember(org.id, hidden.id, sender.id, 'publisher');
  cookie = (await sessionCookie(sender)).cookie;
  member = await createUser(org.id, 'viewer', { displayName: 'Mia Member' });
  await addMember(org.id, hidden.id, member.id, 'viewer');
  outsider = await createUser(org.id, 'viewer', { displayName: 'Otto Outsider' });
  teamMate = await createUser(org.id, 'viewer', { displayName: 'Tia Teammate' });
  orgAdmin = await createUser(org.id, 'admin-organization', { displayName: 'Ada Admin' });
  const d = await db();
  [{ id: teamId }] = await d.insert(teams).values({ organizationId: org.id, name: 'Outside the workspace' }).returning();
  await d.insert(teamMembers).values([teamMate, member].map((u) => ({ organizationId: org.id, teamId, userId: u.id })));
  hiddenWf = (await createWorkflow(org.id, hidden.id, { title: 'Hidden torque check', authorId: sender.id })).workflow.id;
});

describe('sharing a workflow of a private workspace', () => {
  it('notifies members and org admins, skips named people and team members who cannot open it, and says how many', async () => {
    const res = await share({ workflowId: hiddenWf, users: [member.id, outsider.id, orgAdmin.id], teams: [teamId] });
    expect(res.status).toBe(200);
    expect((await res.json()).item).toEqual({ recipients: 2, skipped: 2, created: 2, updated: 0 });
    expect((await cardsOf(member.id)).map((n) => n.type)).toEqual(['share-workflow']);
    expect((await cardsOf(orgAdmin.id)).map((n) => n.type)).toEqual(['share-workflow']);
    expect(await cardsOf(outsider.id)).toEqual([]);
    expect(await cardsOf(teamMate.id)).toEqual([]);
  });

  it('skipping everyone creates nothing and still answers with the count', async () => {
    const res = await share({ workflowId: hiddenWf, users: [outsider.id] });
    expect(res.status).toBe(200);
    expect((await res.json()).item).toEqual({ recipients: 0, skipped: 1, created: 0, updated: 0 });
    expect(await cardsOf(outsider.id)).toEqual([]);
  });
});
