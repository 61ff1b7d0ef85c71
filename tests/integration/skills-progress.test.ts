import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { quizzes, skillUserProgress, userQuizzes, users, workflowViews } from '@/db/schema';
import { GET as getPdf } from '@/app/api/v1/certificates/[id]/pdf/route';
import { POST as revoke } from '@/app/api/v1/certificates/[id]/revoke/route';
import { PUT as putContent } from '@/app/api/v1/playlists/[id]/content/route';
import { PUT as putPlaylist } from '@/app/api/v1/playlists/[id]/route';
import { POST as createPlaylist } from '@/app/api/v1/playlists/route';
import { GET as verify } from '@/app/api/v1/public/certificates/[id]/route';
import { POST as certify } from '@/app/api/v1/skill-performances/[id]/user-certification/route';
import { POST as attempt } from '@/app/api/v1/skill/skills/[id]/quiz/attempts/route';
import { GET as getQuiz, POST as saveQuiz } from '@/app/api/v1/skill/skills/[id]/quiz/route';
import { PATCH as patchMembers } from '@/app/api/v1/skills/[id]/members/route';
import { POST as calc } from '@/app/api/v1/users/[id]/skills-assigned/[skillId]/progress-calculation/route';
import { createUser, db, sessionCookie } from '../helpers/factories';
import { call, skillsWorld, type SkillsWorld } from './skills-fixtures';

let w: SkillsWorld;
beforeAll(async () => {
  w = await skillsWorld();
});

const question = (title: string, correctAnswer: 'A' | 'B') => ({ type: 'trueFalse', title, options: [{ key: 'A', text: 'true' }, { key: 'B', text: 'false' }], correctAnswer, referenceSource: 'Manual' });

/** A published skill with wf1 and wf2, assigned to a fresh learner; returns ids and the learner's cookie. */
async function assignedSkill(opts: { recurrenceMonths?: number; displayName?: string; locale?: string } = {}) {
  const made = await call(createPlaylist, '/api/v1/playlists', { method: 'POST', body: { playlistTitle: 'Forklift licence' }, cookie: w.cookies.orgAdmin });
  const id = made.body.item.id as string;
  await call(putContent, '/x', { method: 'PUT', body: { list: [{ type: 'workflow', id: w.wf1.id }, { type: 'workflow', id: w.wf2.id }] }, cookie: w.cookies.orgAdmin, params: { id } });
  await call(putPlaylist, '/x', { method: 'PUT', body: { published: true }, cookie: w.cookies.orgAdmin, params: { id } });
  const learner = await createUser(w.org.id, 'viewer', { displayName: opts.displayName ?? 'Ada Lovelace', locale: opts.locale ?? null });
  await call(patchMembers, '/x', { method: 'PATCH', body: { users: [learner.id], recurrenceMonths: opts.recurrenceMonths ?? null }, cookie: w.cookies.orgAdmin, params: { id } });
  return { id, learner, cookie: (await sessionCookie(learner)).cookie };
}

const recalc = (cookie: string, skillId: string) => call(calc, '/x', { method: 'POST', cookie, params: { id: 'me', skillId } });
const watch = async (userId: string, workflowId: string, playedSeconds: number) =>
  (await db())
    .insert(workflowViews)
    .values({ organizationId: w.org.id, workflowId, userId, playedSeconds, completed: false })
    .onConflictDoUpdate({ target: [workflowViews.workflowId, workflowViews.userId], set: { playedSeconds } });

describe('progress calculation', () => {
  it('applies the 90 % rule per workflow and completes with a certificate signed by the skills manager', async () => {
    const s = await assignedSkill();
    expect((await recalc(s.cookie, s.id)).body).toMatchObject({ code: 0, item: { progress: { status: 'not_started', percent: 0 }, certificate: null } });
    await watch(s.learner.id, w.wf1.id, 90);
    await watch(s.learner.id, w.wf2.id, 179);
    expect((await recalc(s.cookie, s.id)).body.item.progress).toMatchObject({ status: 'in_progress', percent: 99 });
    await watch(s.learner.id, w.wf2.id, 180);
    const done = await recalc(s.cookie, s.id);
    expect(done.body.item.progress).toMatchObject({ status: 'completed', percent: 100, lapsesAt: null });
    expect(done.body.item.certificate).toMatchObject({
      playlistId: s.id,
      playlistTitle: 'Forklift licence',
      displayName: 'Ada Lovelace',
      uid: s.learner.id,
      certified: true,
      organization: w.org.id,
      signature: { displayName: 'Olga Admin', uid: w.users.orgAdmin.id, email: w.users.orgAdmin.email },
    });
    // Idempotent: the same certificate again.
    expect((await recalc(s.cookie, s.id)).body.item.certificate.id).toBe(done.body.item.certificate.id);
  });

  it("needs a workflow's published quiz passed", async () => {
    const s = await assignedSkill();
    const d = await db();
    const [quiz] = await d.insert(quizzes).values({ organizationId: w.org.id, workflowId: w.wf1.id, published: true, audience: 'all', questions: [] }).returning();
    await watch(s.learner.id, w.wf1.id, 100);
    await watch(s.learner.id, w.wf2.id, 200);
    expect((await recalc(s.cookie, s.id)).body.item.progress).toMatchObject({ status: 'in_progress', percent: 66 });
    await d.insert(userQuizzes).values({ organizationId: w.org.id, quizId: quiz.id, userId: s.learner.id, correctAnswerCount: 1, questionCount: 1, score: 100, status: 'passed' });
    expect((await recalc(s.cookie, s.id)).body.item.progress.status).toBe('completed');
    await d.delete(quizzes).where(eq(quizzes.id, quiz.id));
  });

  it('grades the skill assessment with lib/quiz (80 to pass) and completes on a pass', async () => {
    const s = await assignedSkill();
    const saved = await call(saveQuiz, '/x', { method: 'POST', body: { questions: [question('One', 'A'), question('Two', 'B'), question('Three', 'A'), question('Four', 'A'), question('Five', 'B')] }, cookie: w.cookies.orgAdmin, params: { id: s.id } });
    expect(saved.body.item.questions).toHaveLength(5);
    const learnerView = await call(getQuiz, '/x', { cookie: s.cookie, params: { id: s.id } });
    expect(learnerView.body.item.questions[0]).not.toHaveProperty('correctAnswer');
    expect((await call(getQuiz, '/x', { cookie: w.cookies.viewer, params: { id: s.id } })).status).toBe(403);
    await watch(s.learner.id, w.wf1.id, 100);
    await watch(s.learner.id, w.wf2.id, 200);
    const failed = await call(attempt, '/x', { method: 'POST', body: { answers: ['A', 'B', 'A', 'B', 'A'] }, cookie: s.cookie, params: { id: s.id } });
    expect(failed.body.item).toMatchObject({ score: 60, status: 'failed', result: { progress: { status: 'in_progress' }, certificate: null } });
    const passed = await call(attempt, '/x', { method: 'POST', body: { answers: ['A', 'B', 'A', 'A', 'A'] }, cookie: s.cookie, params: { id: s.id } });
    expect(passed.body.item).toMatchObject({ score: 80, status: 'passed', result: { progress: { status: 'completed', percent: 100 } } });
    expect(passed.body.item.result.certificate).not.toBeNull();
    expect((await call(attempt, '/x', { method: 'POST', body: { answers: [] }, cookie: w.cookies.viewer, params: { id: s.id } })).status).toBe(403);
  });
});

describe('certificates', () => {
  async function certified(opts: Parameters<typeof assignedSkill>[0] = {}) {
    const s = await assignedSkill(opts);
    await watch(s.learner.id, w.wf1.id, 100);
    await watch(s.learner.id, w.wf2.id, 200);
    const res = await recalc(s.cookie, s.id);
    return { ...s, certificateId: res.body.item.certificate.id as string, performanceId: res.body.item.progress.performanceId as string };
  }

  // Embedding a CJK or Thai font subset is the slow part (a 4 MB font is parsed): a minute each at most.
  it.each([
    ['de-de', 'Jürgen Groß'],
    ['ja-jp', '山田 太郎'],
    ['ru-ru', 'Иван Петров'],
    ['th-th', 'สมชาย ใจดี'],
  ])('downloads a valid one-page PDF carrying the name, in the holder’s language (%s)', async (locale, name) => {
    const c = await certified({ displayName: name, locale });
    const res = await call(getPdf, '/x', { cookie: c.cookie, params: { id: c.certificateId } });
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(name);
  }, 60_000);

  it('labels the PDF in the holder’s language and shows it only to the holder and managers', async () => {
    const c = await certified({ locale: 'fr-fr' });
    expect((await PDFDocument.load(new Uint8Array(await (await call(getPdf, '/x', { cookie: c.cookie, params: { id: c.certificateId } })).res.arrayBuffer()))).getTitle()).toContain('Certificat de réussite');
    // Not the holder, not a manager: unknown. Another organisation: unknown.
    expect((await call(getPdf, '/x', { cookie: w.cookies.viewer, params: { id: c.certificateId } })).status).toBe(404);
    expect((await call(getPdf, '/x', { cookie: w.cookies.foreignAdmin, params: { id: c.certificateId } })).status).toBe(404);
    expect((await call(getPdf, '/x', { cookie: w.cookies.orgAdmin, params: { id: c.certificateId } })).status).toBe(200);
  });

  it('verifies publicly without a session: valid, then revoked, then restored; unknown ids 404', async () => {
    const c = await certified();
    const check = async () => (await call(verify, `/api/v1/public/certificates/${c.certificateId}`, { params: { id: c.certificateId } })).body.item;
    expect(await check()).toEqual({
      id: c.certificateId,
      name: 'Ada Lovelace',
      skill: 'Forklift licence',
      organization: w.org.name,
      issuedAt: expect.any(String),
      lapsesAt: null,
      revokedAt: null,
      status: 'valid',
    });
    expect((await call(revoke, '/x', { method: 'POST', body: { revoked: true }, cookie: w.cookies.viewer, params: { id: c.certificateId } })).status).toBe(403);
    expect((await call(revoke, '/x', { method: 'POST', body: { revoked: true }, cookie: w.cookies.foreignAdmin, params: { id: c.certificateId } })).status).toBe(404);
    await call(revoke, '/x', { method: 'POST', body: { revoked: true }, cookie: w.cookies.orgAdmin, params: { id: c.certificateId } });
    expect(await check()).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    await call(revoke, '/x', { method: 'POST', body: { revoked: false }, cookie: w.cookies.orgAdmin, params: { id: c.certificateId } });
    expect((await check()).status).toBe('valid');
    expect((await call(verify, '/x', { params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it('lapses with recurrence: the certificate reads lapsed and the skill returns to to-do in a new cycle', async () => {
    const c = await certified({ recurrenceMonths: 6 });
    const d = await db();
    const [row] = await d.select().from(skillUserProgress).where(eq(skillUserProgress.id, c.performanceId));
    expect(row.lapsesAt!.getTime() - row.completedAt!.getTime()).toBeGreaterThan(180 * 86_400_000);
    // Time passes: move the lapse into the past.
    const past = new Date(Date.now() - 86_400_000);
    await d.update(skillUserProgress).set({ lapsesAt: past }).where(eq(skillUserProgress.id, c.performanceId));
    const { skillCertificates } = await import('@/db/schema');
    await d.update(skillCertificates).set({ lapsesAt: past }).where(eq(skillCertificates.id, c.certificateId));
    expect((await call(verify, '/x', { params: { id: c.certificateId } })).body.item.status).toBe('lapsed');
    // The next read starts cycle 2 from the lapse; its progress counts only what was played since.
    const again = await recalc(c.cookie, c.id);
    expect(again.body.item.progress).toMatchObject({ cycle: 2, status: 'not_started', percent: 0, certificateId: null });
    expect(again.body.item.certificate).toBeNull();
  });

  it('user-certification: the learner or a manager gets the certificate of a completed performance; 409 before', async () => {
    const s = await assignedSkill();
    const first = await recalc(s.cookie, s.id);
    const perf = first.body.item.progress.performanceId;
    expect((await call(certify, '/x', { method: 'POST', cookie: s.cookie, params: { id: perf } })).status).toBe(409);
    await watch(s.learner.id, w.wf1.id, 100);
    await watch(s.learner.id, w.wf2.id, 200);
    const byManager = await call(certify, '/x', { method: 'POST', cookie: w.cookies.orgAdmin, params: { id: perf } });
    expect(byManager.body.item.certificate).toMatchObject({ uid: s.learner.id, certified: true });
    expect((await call(certify, '/x', { method: 'POST', cookie: w.cookies.viewer, params: { id: perf } })).status).toBe(404);
    expect((await call(certify, '/x', { method: 'POST', cookie: w.cookies.foreignAdmin, params: { id: perf } })).status).toBe(404);
    const [u] = await (await db()).select().from(users).where(eq(users.id, s.learner.id));
    expect(u.id).toBe(s.learner.id);
  });
});
