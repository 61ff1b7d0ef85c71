import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as candidatesRoute } from '@/app/api/v1/workflows/[id]/reviewers/candidates/route';
import { GET as feedbackListRoute, POST as feedbackRoute } from '@/app/api/v1/workflows/[id]/feedback/route';
import { GET as reviewersRoute, PUT as setReviewersRoute } from '@/app/api/v1/workflows/[id]/reviewers/route';
import { GET as stepsRoute } from '@/app/api/v1/workflows/[id]/steps/route';
import { GET as notificationsRoute } from '@/app/api/v1/notifications/route';
import { emailOutbox, notifications, users } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { addMember, createUser, db, sessionCookie } from '@/tests/helpers/factories';
import { decodeQuotedPrintable, startSmtpSink } from '@/tests/helpers/smtp-sink';
import { call, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

// Request review: the author picks people who may author in the workflow's workspace; each new
// reviewer gets the review-workflow notification and an email in their language, and leaves
// feedback the author reads in the builder.
process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  w = await workflowWorld();
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
}, 60_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.close();
  await stopBoss({ graceful: false });
});

const base = (id: string) => `/api/v1/workflows/${id}`;
const getReviewers = (cookie: string, id: string) => call(reviewersRoute, `${base(id)}/reviewers`, { cookie, params: { id } });
const setReviewers = (cookie: string, id: string, userIds: string[]) => call(setReviewersRoute, `${base(id)}/reviewers`, { cookie, method: 'PUT', body: { userIds }, params: { id } });
const candidates = (cookie: string, id: string, keyword = '') =>
  call(candidatesRoute, `${base(id)}/reviewers/candidates?keyword=${encodeURIComponent(keyword)}`, { cookie, params: { id } });
const sendFeedback = (cookie: string, id: string, body: unknown) => call(feedbackRoute, `${base(id)}/feedback`, { cookie, method: 'POST', body, params: { id } });
const readFeedback = (cookie: string, id: string) => call(feedbackListRoute, `${base(id)}/feedback`, { cookie, params: { id } });

const workflowInB = () => createWorkflow({ orgId: w.org.id, workspaceId: w.ws.b.id, state: 'unpublished', authorId: w.users.publisher.id, title: 'Bottle capper changeover' });

describe('reviewers', () => {
  it('offers the people who may author in the workspace, searchable, never the caller', async () => {
    const wf = await workflowInB();
    const { status, body } = await candidates(w.cookies.publisher, wf.id);
    expect(status).toBe(200);
    const ids = body.items.map((u: { id: string }) => u.id);
    // Publisher and workspace admin of B, and the org admin; not the viewer, not the caller, not another org.
    expect(ids).toEqual(expect.arrayContaining([w.users.publisherB.id, w.users.wsAdminB.id, w.users.orgAdmin.id]));
    expect(ids).not.toContain(w.users.publisher.id);
    expect(ids).not.toContain(w.users.viewer.id);
    expect(ids).not.toContain(w.users.outsider.id);
    const found = await candidates(w.cookies.publisher, wf.id, 'bea');
    expect(found.body.items.map((u: { displayName: string }) => u.displayName)).toEqual(['Bea Publisher']);
    // A LIKE wildcard is a character, not "anything".
    expect((await candidates(w.cookies.publisher, wf.id, '%')).body.items).toEqual([]);
  });

  it('asks new reviewers once: review-workflow notification and an email in their language', async () => {
    const wf = await workflowInB();
    await (await db()).update(users).set({ locale: 'de-de' }).where(eq(users.id, w.users.wsAdminB.id));
    const before = sink.received.length;

    const set = await setReviewers(w.cookies.publisher, wf.id, [w.users.publisherB.id, w.users.wsAdminB.id]);
    expect(set.status).toBe(200);
    expect(set.body.items.map((r: { displayName: string }) => r.displayName).sort()).toEqual(['Bea Publisher', 'Wes Workspace']);

    // The reviewer's bell has the request, opening the workflow's review target.
    const bell = await call(notificationsRoute, '/api/v1/notifications', { cookie: w.cookies.publisherB });
    const request = bell.body.items.find((n: { type: string; workflowId: string }) => n.type === 'review-workflow' && n.workflowId === wf.id);
    expect(request).toMatchObject({ senderNames: ['Pat Publisher'], summary: { title: 'Bottle capper changeover' }, wording: { key: 'text.reviewWorkflow' } });
    expect(request.target.href).toContain(wf.id);

    // One email each, in the recipient's language, with a link to the workflow.
    const mails = sink.received.slice(before);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([w.users.publisherB.email, w.users.wsAdminB.email].sort());
    const english = decodeQuotedPrintable(mails.find((m) => m.to[0] === w.users.publisherB.email)!.data);
    expect(english).toContain('Pat Publisher asked you to review');
    expect(english).toContain(`http://localhost:3000${request.target.href}`);
    // The outbox keeps the text as sent (the SMTP copy is quoted-printable UTF-8).
    const [german] = await (await db()).select().from(emailOutbox).where(eq(emailOutbox.to, w.users.wsAdminB.email));
    expect(german).toMatchObject({ kind: 'review-workflow', subject: 'Pat Publisher bittet Sie, „Bottle capper changeover“ zu prüfen' });
    expect(german.text).toContain('Workflow prüfen');
    const rows = await (await db()).select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'review-workflow'), eq(emailOutbox.to, w.users.publisherB.email)));
    expect(rows).toHaveLength(1);

    // Setting the same list again asks nobody again; dropping one removes them only.
    await setReviewers(w.cookies.publisher, wf.id, [w.users.publisherB.id, w.users.wsAdminB.id]);
    const dropped = await setReviewers(w.cookies.publisher, wf.id, [w.users.publisherB.id]);
    expect(dropped.body.items.map((r: { id: string }) => r.id)).toEqual([w.users.publisherB.id]);
    expect(sink.received.length - before).toBe(2);
    const cards = await (await db()).select().from(notifications).where(and(eq(notifications.workflowId, wf.id), eq(notifications.type, 'review-workflow')));
    expect(cards).toHaveLength(2);
    expect((await getReviewers(w.cookies.publisherB, wf.id)).body.items).toHaveLength(1);
  });

  it('takes only people who may author in the workspace', async () => {
    const wf = await workflowInB();
    const disabled = await createUser(w.org.id, 'publisher', { displayName: 'Gone', disabled: true });
    await addMember(w.org.id, w.ws.b.id, disabled.id, 'publisher');
    for (const id of [w.users.viewer.id, w.users.outsider.id, w.users.publisher.id, disabled.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await setReviewers(w.cookies.publisher, wf.id, [id]);
      expect(refused, id).toMatchObject({ status: 422, body: { error: { message: 'review.notEligible' } } });
    }
    expect((await setReviewers(w.cookies.publisher, wf.id, ['nope'])).status).toBe(422);
    expect((await getReviewers(w.cookies.publisher, wf.id)).body.items).toEqual([]);
  });

  it('is for authors of the workspace: viewers 403, authors elsewhere and other organisations 404', async () => {
    const wf = await workflowInB();
    const viewer = await createUser(w.org.id, 'viewer');
    await addMember(w.org.id, w.ws.b.id, viewer.id, 'viewer');
    const viewerCookie = (await sessionCookie(viewer)).cookie;
    expect((await getReviewers(viewerCookie, wf.id)).status).toBe(403);
    expect((await setReviewers(viewerCookie, wf.id, [])).status).toBe(403);
    // A publisher of workspace A only: B's unpublished workflow does not exist for them.
    const onlyA = await createUser(w.org.id, 'publisher');
    await addMember(w.org.id, w.ws.a.id, onlyA.id, 'publisher');
    const onlyACookie = (await sessionCookie(onlyA)).cookie;
    expect((await getReviewers(onlyACookie, wf.id)).status).toBe(404);
    expect((await candidates(onlyACookie, wf.id)).status).toBe(404);
    expect((await getReviewers(w.cookies.outsider, wf.id)).status).toBe(404);
    expect((await setReviewers(w.cookies.outsider, wf.id, [])).status).toBe(404);
    expect((await sendFeedback(w.cookies.outsider, wf.id, { text: 'Hi' })).status).toBe(404);
    expect((await getReviewers(w.cookies.publisher, 'not-a-uuid')).status).toBe(404);
  });
});

describe('feedback', () => {
  it('reviewers write it, the author reads it newest first', async () => {
    const wf = await workflowInB();
    await setReviewers(w.cookies.publisher, wf.id, [w.users.publisherB.id]);
    const first = await sendFeedback(w.cookies.publisherB, wf.id, { text: '  Step 2 skips the torque check.\nPlease add it.  ' });
    expect(first.status).toBe(201);
    expect(first.body.item).toMatchObject({ text: 'Step 2 skips the torque check.\nPlease add it.', author: { displayName: 'Bea Publisher' }, stepId: null });
    const [step] = (await call(stepsRoute, `${base(wf.id)}/steps`, { cookie: w.cookies.publisher, params: { id: wf.id } })).body.items;
    expect((await sendFeedback(w.cookies.publisher, wf.id, { text: 'Thanks, fixed.', stepId: step.id })).status).toBe(201);

    const thread = await readFeedback(w.cookies.publisher, wf.id);
    expect(thread.status).toBe(200);
    expect(thread.body.items.map((f: { text: string }) => f.text)).toEqual(['Thanks, fixed.', 'Step 2 skips the torque check.\nPlease add it.']);
    expect(thread.body.items[0].stepId).toBe(step.id);
  });

  it('refuses empty, too long and control-character text, and a step of another workflow', async () => {
    const wf = await workflowInB();
    const other = await workflowInB();
    const [otherStep] = (await call(stepsRoute, `${base(other.id)}/steps`, { cookie: w.cookies.publisher, params: { id: other.id } })).body.items;
    expect((await sendFeedback(w.cookies.publisher, wf.id, { text: '   ' })).status).toBe(422);
    expect((await sendFeedback(w.cookies.publisher, wf.id, { text: 'x'.repeat(2001) })).status).toBe(422);
    expect((await sendFeedback(w.cookies.publisher, wf.id, { text: 'x'.repeat(2000) })).status).toBe(201);
    const nul = await sendFeedback(w.cookies.publisher, wf.id, { text: 'bad\u0000byte' });
    expect(nul).toMatchObject({ status: 422, body: { error: { issues: [{ path: 'text', message: 'rules.controlCharacters' }] } } });
    expect((await sendFeedback(w.cookies.publisher, wf.id, { text: 'bell\u0007' })).status).toBe(422);
    expect((await sendFeedback(w.cookies.publisher, wf.id, { text: 'Tabs\tand\nlines are fine' })).status).toBe(201);
    expect(await sendFeedback(w.cookies.publisher, wf.id, { text: 'Wrong step', stepId: otherStep.id })).toMatchObject({ status: 404, body: { error: { message: 'workflows.stepNotFound' } } });
  });
});
