import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listNotifications, POST as postNotifications } from '@/app/api/v1/notifications/route';
import { POST as shareSop } from '@/app/api/v1/notifications/multimodal-sop/share/route';
import { GET as getRecent } from '@/app/api/v1/notifications/share/recent/route';
import { GET as searchRecipients } from '@/app/api/v1/notifications/share/recipients/route';
import { POST as shareWorkflow } from '@/app/api/v1/notifications/workflow/share/route';
import { notifications, teamMembers, teams } from '@/db/schema';
import type { NotificationList } from '@/lib/notifications/schema';
import type { ShareRecipient, ShareSearchResult } from '@/lib/notifications/share-schema';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';

const none = routeParams({});
const UNKNOWN = '99999999-9999-4999-8999-999999999999';
type Person = { id: string; organizationId: string; cookie: string };

let sender: Person;
let alice: Person;
let bob: Person;
let carol: Person;
let foreign: Person;
let sharedAccount: { id: string };
let teamId: string;
let foreignTeamId: string;
let published: string;
let draft: string;
let privateWf: string;
let foreignWf: string;

async function person(orgId: string, role: 'viewer' | 'publisher', name: string, extra = {}): Promise<Person> {
  const user = await createUser(orgId, role, { displayName: name, ...extra });
  return { ...user, cookie: (await sessionCookie(user)).cookie };
}
const share = (cookie: string | undefined, body: unknown) => shareWorkflow(apiRequest('/api/v1/notifications/workflow/share', { method: 'POST', cookie, body }), none);
async function bell(cookie: string) {
  const res = await listNotifications(apiRequest('/api/v1/notifications', { cookie }), none);
  return (await res.json()) as NotificationList;
}

beforeAll(async () => {
  const org = await createOrg({ clientKey: `share${Date.now()}` });
  const other = await createOrg();
  const ws = await createWorkspace(org.id);
  const hidden = await createWorkspace(org.id, { private: true });
  sender = await person(org.id, 'publisher', 'Sam Sender');
  await addMember(org.id, ws.id, sender.id, 'publisher');
  alice = await person(org.id, 'viewer', 'Alice');
  bob = await person(org.id, 'viewer', 'Bob');
  carol = await person(org.id, 'viewer', 'Carol');
  await person(org.id, 'viewer', 'Dora Disabled', { disabled: true });
  sharedAccount = await createUser(org.id, 'viewer', { displayName: 'Line one', shared: true, email: `${org.clientKey}.shared.line1@users.openhow.local` });
  foreign = await person(other.id, 'viewer', 'Alice Elsewhere');
  const d = await db();
  [{ id: teamId }] = await d.insert(teams).values({ organizationId: org.id, name: 'Night shift' }).returning();
  await d.insert(teamMembers).values([bob, carol, sender, sharedAccount].map((u) => ({ organizationId: org.id, teamId, userId: u.id })));
  [{ id: foreignTeamId }] = await d.insert(teams).values({ organizationId: other.id, name: 'Their team' }).returning();
  published = (await createWorkflow(org.id, ws.id, { title: 'Torque check', authorId: sender.id })).workflow.id;
  draft = (await createWorkflow(org.id, ws.id, { title: 'Draft', published: false, authorId: sender.id })).workflow.id;
  privateWf = (await createWorkflow(org.id, hidden.id, { title: 'Hidden' })).workflow.id;
  foreignWf = (await createWorkflow(other.id, (await createWorkspace(other.id)).id)).workflow.id;
});

describe('POST /api/v1/notifications/workflow/share', () => {
  it('notifies the named people and the team’s members once each, never the sender or shared accounts', async () => {
    const res = await share(sender.cookie, { workflowId: published, message: 'Please watch\nbefore the shift', users: [alice.id, bob.id], teams: [teamId] });
    expect(res.status).toBe(200);
    expect((await res.json()).item).toEqual({ recipients: 3, skipped: 0, created: 3, updated: 0 });
    for (const p of [alice, bob, carol]) {
      const list = await bell(p.cookie);
      expect(list.items).toHaveLength(1);
      expect(list.items[0]).toMatchObject({
        type: 'share-workflow',
        kind: 'WORKFLOW',
        workflowId: published,
        message: 'Please watch before the shift',
        senderNames: ['Sam Sender'],
        wording: { key: 'text.shareWorkflow', values: { sender: 'Sam Sender', title: 'Torque check' } },
        target: { href: `/playermain/${published}`, delayMs: 0 },
        isNew: true,
      });
    }
    const d = await db();
    expect(await d.select().from(notifications).where(eq(notifications.userId, sharedAccount.id))).toHaveLength(0);
    expect(await d.select().from(notifications).where(eq(notifications.userId, sender.id))).toHaveLength(0);
  });

  it('aggregates a second share of the same workflow into the unread card, counting per sender', async () => {
    const res = await share(sender.cookie, { workflowId: published, message: 'Reminder', users: [alice.id] });
    expect((await res.json()).item).toEqual({ recipients: 1, skipped: 0, created: 0, updated: 1 });
    const [row] = await (await db()).select().from(notifications).where(and(eq(notifications.userId, alice.id), eq(notifications.workflowId, published)));
    expect(row.activity).toEqual([{ senderId: sender.id, senderName: 'Sam Sender', counter: 2, read: false }]);
    expect(row.message).toBe('Reminder');
    expect(row.emailedAt).toBeNull();
  });

  it('applies the message rules: 140 characters after newlines are removed, none needed', async () => {
    const at140 = 'x'.repeat(139) + '\n';
    expect((await share(sender.cookie, { workflowId: published, message: at140, users: [carol.id] })).status).toBe(200);
    expect((await share(sender.cookie, { workflowId: published, message: 'y'.repeat(141), users: [carol.id] })).status).toBe(422);
    expect((await share(sender.cookie, { workflowId: published, users: [carol.id] })).status).toBe(200);
    expect((await share(sender.cookie, { workflowId: published, message: 'hi', users: [], teams: [] })).status).toBe(422);
  });

  it('answers 404 for unknown, foreign and invisible workflows and recipients, 409 for a draft, 401 without a session', async () => {
    expect((await share(undefined, { workflowId: published, users: [alice.id] })).status).toBe(401);
    for (const workflowId of [UNKNOWN, 'nope', foreignWf, privateWf]) {
      expect((await share(sender.cookie, { workflowId, users: [alice.id] })).status, workflowId).toBe(404);
    }
    expect((await share(alice.cookie, { workflowId: draft, users: [bob.id] })).status).toBe(404);
    expect((await share(sender.cookie, { workflowId: draft, users: [bob.id] })).status).toBe(409);
    for (const users of [[UNKNOWN], [foreign.id], [sharedAccount.id]]) {
      expect((await share(sender.cookie, { workflowId: published, users })).status).toBe(404);
    }
    expect((await share(sender.cookie, { workflowId: published, teams: [foreignTeamId] })).status).toBe(404);
    expect(await bell(foreign.cookie)).toMatchObject({ total: 0 });
  });

  it('lets a viewer share a published workflow they can see', async () => {
    const res = await share(alice.cookie, { workflowId: published, message: 'Look', users: [sender.id] });
    expect((await res.json()).item).toEqual({ recipients: 1, skipped: 0, created: 1, updated: 0 });
  });
});

describe('POST /api/v1/notifications/multimodal-sop/share', () => {
  it('answers 404 for every id while smart instructions are not stored, 422 for a bad body, 401 without a session', async () => {
    const call = (cookie: string | undefined, body: unknown) => shareSop(apiRequest('/api/v1/notifications/multimodal-sop/share', { method: 'POST', cookie, body }), none);
    expect((await call(sender.cookie, { multimodalSopId: UNKNOWN, users: [alice.id] })).status).toBe(404);
    expect((await call(sender.cookie, { multimodalSopId: 'x', users: [alice.id] })).status).toBe(404);
    expect((await call(sender.cookie, { multimodalSopId: UNKNOWN, message: 'z'.repeat(141), users: [alice.id] })).status).toBe(422);
    expect((await call(undefined, { multimodalSopId: UNKNOWN, users: [alice.id] })).status).toBe(401);
  });
});

describe('share recipients', () => {
  const search = async (cookie: string, query: string) => {
    const res = await searchRecipients(apiRequest(`/api/v1/notifications/share/recipients${query}`, { cookie }), none);
    expect(res.status).toBe(200);
    return (await res.json()) as ShareSearchResult;
  };

  it('searches active people of the caller’s organisation, 10 a page, without shared accounts or the caller, and its teams', async () => {
    const first = await search(sender.cookie, '?keyword=');
    const names = first.users.map((u) => u.displayName);
    expect(names).toEqual(['Alice', 'Bob', 'Carol']);
    expect(first.hasMore).toBe(false);
    expect(first.teams).toEqual([{ kind: 'team', id: teamId, name: 'Night shift', membersCount: 4 }]);
    expect((await search(sender.cookie, '?keyword=ali')).users.map((u) => u.id)).toEqual([alice.id]);
    expect((await search(sender.cookie, '?keyword=line')).users).toEqual([]);
    const org = sender.organizationId;
    for (let i = 0; i < 12; i++) await createUser(org, 'viewer', { displayName: `Zed ${String(i).padStart(2, '0')}` });
    const page1 = await search(sender.cookie, '?keyword=zed&page=1');
    const page2 = await search(sender.cookie, '?keyword=zed&page=2');
    expect([page1.users.length, page1.hasMore, page2.users.length, page2.hasMore]).toEqual([10, true, 2, false]);
    expect(page2.teams).toEqual([]);
    const elsewhere = await search(foreign.cookie, '?keyword=');
    expect(elsewhere.users).toEqual([]);
    expect(elsewhere.teams.map((t) => t.id)).toEqual([foreignTeamId]);
    expect((await searchRecipients(apiRequest('/api/v1/notifications/share/recipients'), none)).status).toBe(401);
  });

  it('remembers the last 10 recipients per user, newest first', async () => {
    const recent = async (cookie: string) => {
      const res = await getRecent(apiRequest('/api/v1/notifications/share/recent', { cookie }), none);
      return ((await res.json()).items as ShareRecipient[]).map((r) => r.id);
    };
    // Sam shared with alice+bob+team, alice again, carol three times: carol, alice, bob, team.
    expect(await recent(sender.cookie)).toEqual([carol.id, alice.id, bob.id, teamId]);
    expect(await recent(alice.cookie)).toEqual([sender.id]);
    const extra = [];
    for (let i = 0; i < 10; i++) extra.push(await createUser(sender.organizationId, 'viewer', { displayName: `Extra ${i}` }));
    expect((await share(sender.cookie, { workflowId: published, users: extra.map((u) => u.id) })).status).toBe(200);
    expect(await recent(sender.cookie)).toEqual(extra.map((u) => u.id));
    expect(await recent(foreign.cookie)).toEqual([]);
    expect((await getRecent(apiRequest('/api/v1/notifications/share/recent'), none)).status).toBe(401);
  });
});

describe('POST /api/v1/notifications', () => {
  it('returns the caller’s list in item, like GET', async () => {
    const res = await postNotifications(apiRequest('/api/v1/notifications', { method: 'POST', cookie: bob.cookie, body: { page: 1, size: 5 } }), none);
    expect(res.status).toBe(200);
    const { item } = (await res.json()) as { item: NotificationList };
    expect(item.items.map((n) => n.type)).toEqual(['share-workflow']);
    expect((await postNotifications(apiRequest('/api/v1/notifications', { method: 'POST', body: {} }), none)).status).toBe(401);
  });
});
