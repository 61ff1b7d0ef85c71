import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getSettings, PUT as putSettings } from '@/app/api/v1/notifications/email-settings/route';
import { POST as openBell } from '@/app/api/v1/notifications/open/route';
import { GET as stream } from '@/app/api/v1/notifications/stream/route';
import { POST as shareWorkflow } from '@/app/api/v1/notifications/workflow/share/route';
import { emailOutbox, notifications } from '@/db/schema';
import { sendAllPendingNotificationEmails, sendPendingNotificationEmails } from '@/lib/notifications/email';
import { createNotification } from '@/lib/notifications/operations';
import type { EmailSettings } from '@/lib/notifications/share-schema';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';

const none = routeParams({});
type Person = { id: string; organizationId: string; email: string; cookie: string };
let orgId: string;
let sender: Person;
let alice: Person;
let bob: Person;
let gerda: Person;
let foreign: Person;
let workflowId: string;

async function person(org: string, name: string, extra = {}): Promise<Person> {
  const user = await createUser(org, 'viewer', { displayName: name, ...extra });
  return { ...user, cookie: (await sessionCookie(user)).cookie };
}
const share = (cookie: string, body: unknown) => shareWorkflow(apiRequest('/api/v1/notifications/workflow/share', { method: 'POST', cookie, body }), none);
const settings = async (cookie: string, body?: unknown) => {
  const res = body === undefined ? await getSettings(apiRequest('/api/v1/notifications/email-settings', { cookie }), none) : await putSettings(apiRequest('/api/v1/notifications/email-settings', { method: 'PUT', cookie, body }), none);
  return { status: res.status, body: (await res.json()) as EmailSettings };
};
const mailTo = async (email: string) => (await db()).select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.createdAt);

beforeAll(async () => {
  const org = await createOrg();
  orgId = org.id;
  const ws = await createWorkspace(org.id);
  sender = await person(org.id, 'Sam Sender', { role: 'publisher' });
  await addMember(org.id, ws.id, sender.id, 'publisher');
  alice = await person(org.id, 'Alice');
  bob = await person(org.id, 'Bob');
  gerda = await person(org.id, 'Gerda', { locale: 'de-de' });
  foreign = await person((await createOrg()).id, 'Fritz');
  workflowId = (await createWorkflow(org.id, ws.id, { title: 'Torque check' })).workflow.id;
});

describe('GET/PUT /api/v1/notifications/email-settings', () => {
  it('starts with every type on, stores the caller’s opt-outs only, and refuses unknown types', async () => {
    const initial = await settings(bob.cookie);
    expect(initial.status).toBe(200);
    expect(initial.body.types).toHaveLength(12);
    expect(initial.body.types.every((t) => t.email)).toBe(true);
    const updated = await settings(bob.cookie, { emailOff: ['share-workflow', 'workflow-reaction'] });
    expect(updated.status).toBe(200);
    expect(updated.body.types.filter((t) => !t.email).map((t) => t.type)).toEqual(['workflow-reaction', 'share-workflow']);
    expect((await settings(alice.cookie)).body.types.every((t) => t.email)).toBe(true);
    expect((await settings(bob.cookie, { emailOff: ['nonsense'] })).status).toBe(422);
    expect((await getSettings(apiRequest('/api/v1/notifications/email-settings'), none)).status).toBe(401);
    expect((await putSettings(apiRequest('/api/v1/notifications/email-settings', { method: 'PUT', body: { emailOff: [] } }), none)).status).toBe(401);
  });
});

describe('notification emails', () => {
  it('mails each new notification once, in the recipient’s language, skipping opted-out types', async () => {
    expect((await share(sender.cookie, { workflowId, message: 'Before the shift', users: [alice.id, bob.id, gerda.id] })).status).toBe(200);
    await createNotification(await db(), { orgId: foreign.organizationId, userId: foreign.id, type: 'share-workflow', workflowId, summary: { title: 'Elsewhere' } });
    const d = await db();
    expect(await sendPendingNotificationEmails(d, orgId)).toBe(2);
    const [toAlice] = await mailTo(alice.email);
    expect(toAlice).toMatchObject({ kind: 'share-workflow', subject: 'Sam Sender shared the workflow “Torque check” with you', organizationId: orgId });
    expect(toAlice.text).toContain('Message: “Before the shift”');
    expect(toAlice.text).toContain(`/playermain/${workflowId}`);
    expect(toAlice.text).toContain('/UserProfile');
    const [toGerda] = await mailTo(gerda.email);
    expect(toGerda.subject).toContain('Torque check');
    expect(toGerda.text).toContain('Nachricht: „Before the shift“');
    expect(await mailTo(bob.email)).toEqual([]);
    // Taken once: a second round finds nothing; the other organisation's row waits for its own.
    expect(await sendPendingNotificationEmails(d, orgId)).toBe(0);
    expect(await mailTo(foreign.email)).toEqual([]);
    expect(await sendAllPendingNotificationEmails()).toBeGreaterThanOrEqual(1);
    expect(await mailTo(foreign.email)).toHaveLength(1);
    const rows = await d.select().from(notifications).where(and(eq(notifications.organizationId, orgId), inArray(notifications.userId, [alice.id, bob.id, gerda.id])));
    expect(rows.every((r) => r.emailedAt !== null)).toBe(true);
  });

  it('mails an aggregated share again, and never mails a notification its caller mails itself', async () => {
    expect((await share(sender.cookie, { workflowId, message: 'Again', users: [alice.id] })).status).toBe(200);
    await createNotification(await db(), { orgId, userId: alice.id, type: 'review-workflow', workflowId, email: false });
    expect(await sendPendingNotificationEmails(await db(), orgId)).toBe(1);
    expect((await mailTo(alice.email)).map((m) => m.kind)).toEqual(['share-workflow', 'share-workflow']);
  });
});

describe('GET /api/v1/notifications/stream', () => {
  type Reader = ReadableStreamDefaultReader<Uint8Array>;
  const readers: Array<{ reader: Reader; abort: AbortController }> = [];
  afterAll(() => readers.forEach((r) => r.abort.abort()));

  async function open(cookie: string) {
    const abort = new AbortController();
    const req = new Request(apiRequest('/api/v1/notifications/stream', { cookie }), { signal: abort.signal });
    const res = await stream(req, none);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    readers.push({ reader, abort });
    let buffer = '';
    const decoder = new TextDecoder();
    /** The next `count` event's newCount, or null when none comes within the time. */
    const next = async (ms = 3000): Promise<number | null> => {
      const deadline = Date.now() + ms;
      for (;;) {
        const match = /event: count\ndata: (\{[^\n]*\})\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return (JSON.parse(match[1]) as { newCount: number }).newCount;
        }
        const left = deadline - Date.now();
        if (left <= 0) return null;
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
        if (!chunk || chunk.done) return null;
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    };
    return { next };
  }

  it('answers 401 without a session', async () => {
    expect((await stream(apiRequest('/api/v1/notifications/stream'), none)).status).toBe(401);
  });

  it('sends the new count at once and again when the caller’s notifications change, never for others', async () => {
    const aliceStream = await open(alice.cookie);
    const foreignStream = await open(foreign.cookie);
    const start = await aliceStream.next();
    expect(start).toBeGreaterThan(0);
    expect(await foreignStream.next()).toBe(1);
    await openBell(apiRequest('/api/v1/notifications/open', { method: 'POST', cookie: alice.cookie }), none);
    expect(await aliceStream.next()).toBe(0);
    expect((await share(sender.cookie, { workflowId, message: 'Live', users: [alice.id] })).status).toBe(200);
    expect(await aliceStream.next()).toBe(1);
    expect(await foreignStream.next(500)).toBeNull();
  });
});
