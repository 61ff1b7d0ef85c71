import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute, POST as startRoute } from '@/app/api/v1/multimodal-sop/[id]/executions/route';
import { POST as confirmRoute } from '@/app/api/v1/sop-executions/[executionId]/confirm/route';
import { POST as entryRoute } from '@/app/api/v1/sop-executions/[executionId]/entries/route';
import { GET as pdfRoute } from '@/app/api/v1/sop-executions/[executionId]/record.pdf/route';
import { GET as getRoute } from '@/app/api/v1/sop-executions/[executionId]/route';
import { multimodalSopExecutionEntries, multimodalSopExecutions } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { canonicalJson } from '@/lib/sop/executions/chain';
import { completeExecutionRow, setExecutionHead } from '@/lib/sop/executions/queries';
import { apiRequest, db, routeParams } from '@/tests/helpers/factories';
import { block, checklistBlock, hit, makeSop, quizBlock, sopWorld, type SopWorld } from './sop-fixtures';
import { createCompletedUpload } from './workflows-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: SopWorld;
beforeAll(async () => {
  w = await sopWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const start = (cookie: string, sopId: string, body: Record<string, unknown> = {}) =>
  hit(startRoute, `/api/v1/multimodal-sop/${sopId}/executions`, { cookie, method: 'POST', body, params: { id: sopId } });
const entry = (cookie: string, executionId: string, body: Record<string, unknown>) =>
  hit(entryRoute, `/api/v1/sop-executions/${executionId}/entries`, { cookie, method: 'POST', body, params: { executionId } });
const confirm = (cookie: string, executionId: string, name: string) =>
  hit(confirmRoute, `/api/v1/sop-executions/${executionId}/confirm`, { cookie, method: 'POST', body: { name }, params: { executionId } });
const read = (cookie: string, executionId: string) => hit(getRoute, `/api/v1/sop-executions/${executionId}`, { cookie, params: { executionId } });
const list = (cookie: string, sopId: string) => hit(listRoute, `/api/v1/multimodal-sop/${sopId}/executions`, { cookie, params: { id: sopId } });

/** A published SOP with a step, a checklist, a photo request and a quiz. */
async function floorSop() {
  const items = [block('introduction'), block('step'), checklistBlock(), block('fileRequest', { fileRequest: { accept: 'image', required: true } }), quizBlock(), block('conclusion')];
  const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { items, published: true, title: 'Press setup' });
  const [, step, checklist, photo, quiz] = sop.items;
  return { sop, step, checklist, photo, quiz };
}

describe('executions: start, entries, confirmation and the hash chain', () => {
  it('records step time, a checklist tick, a photo and a graded quiz, then the operator’s confirmation, and verifies', async () => {
    const { sop, step, checklist, photo, quiz } = await floorSop();
    const started = await start(w.cookies.viewer, sop.id);
    expect(started.status).toBe(201);
    const id = started.body.item.id;
    expect(started.body.item).toMatchObject({ multimodalSopId: sop.id, status: 'in-progress', verified: true, user: { uid: w.users.viewer.id, displayName: 'Vic Viewer' } });
    expect(started.body.item.entries.map((e: { kind: string }) => e.kind)).toEqual(['start']);

    expect((await entry(w.cookies.viewer, id, { kind: 'step-time', itemId: step.id, payload: { seconds: 42 } })).status).toBe(200);
    expect((await entry(w.cookies.viewer, id, { kind: 'checklist', itemId: checklist.id, payload: { checklistItemId: 'c1', checked: true } })).status).toBe(200);
    const photoUpload = await createCompletedUpload(w.org.id, w.users.viewer.id, { purpose: 'sop-image', contentType: 'image/jpeg', fileName: 'press.jpg' });
    expect((await entry(w.cookies.viewer, id, { kind: 'upload', itemId: photo.id, payload: { uploadId: photoUpload.id } })).status).toBe(200);
    const graded = await entry(w.cookies.viewer, id, { kind: 'quiz-answer', itemId: quiz.id, payload: { answers: ['A', 'C'], score: 100 } });
    expect(graded.body.item.entries.at(-1).payload).toEqual({ answers: ['A', 'C'], score: 50, status: 'failed', correctAnswerCount: 1, questionCount: 2 });

    const done = await confirm(w.cookies.viewer, id, ' Vic Viewer ');
    expect(done.body.item).toMatchObject({ status: 'completed', confirmedName: 'Vic Viewer', verified: true });
    expect(done.body.item.completedAt).toEqual(expect.any(String));
    const entries = done.body.item.entries as Array<{ seq: number; kind: string; hash: string }>;
    expect(entries.map((e) => [e.seq, e.kind])).toEqual([[0, 'start'], [1, 'step-time'], [2, 'checklist'], [3, 'upload'], [4, 'quiz-answer'], [5, 'confirm']]);
    expect(new Set(entries.map((e) => e.hash)).size).toBe(6);
    // Closed: nothing more can be added or confirmed.
    expect((await entry(w.cookies.viewer, id, { kind: 'step-time', itemId: step.id, payload: { seconds: 1 } })).status).toBe(409);
    expect((await confirm(w.cookies.viewer, id, 'Again')).status).toBe(409);
  });

  it('detects a tampered entry, a removed last entry and a forged hash', async () => {
    const { sop, step } = await floorSop();
    const id = (await start(w.cookies.viewer, sop.id)).body.item.id;
    await entry(w.cookies.viewer, id, { kind: 'step-time', itemId: step.id, payload: { seconds: 300 } });
    await entry(w.cookies.viewer, id, { kind: 'step-time', itemId: step.id, payload: { seconds: 20 } });
    expect((await read(w.cookies.viewer, id)).body.item.verified).toBe(true);
    const d = await db();
    const at = (seq: number) => and(eq(multimodalSopExecutionEntries.executionId, id), eq(multimodalSopExecutionEntries.seq, seq));
    await d.update(multimodalSopExecutionEntries).set({ payload: { seconds: 30 } }).where(at(1));
    expect((await read(w.cookies.viewer, id)).body.item.verified).toBe(false);
    await d.update(multimodalSopExecutionEntries).set({ payload: { seconds: 300 } }).where(at(1));
    expect((await read(w.cookies.viewer, id)).body.item.verified).toBe(true);
    // Someone who recomputes the hash without the record key still cannot make it chain from the genesis.
    const [first] = await d.select().from(multimodalSopExecutionEntries).where(at(0));
    const forged = (await import('node:crypto')).createHash('sha256').update('' + canonicalJson({ seq: 0, kind: 'start', itemId: '', payload: first.payload, at: first.at, userId: first.userId })).digest('hex');
    await d.update(multimodalSopExecutionEntries).set({ prevHash: '', hash: forged }).where(at(0));
    expect((await read(w.cookies.viewer, id)).body.item.verified).toBe(false);
    const other = (await start(w.cookies.viewer, sop.id)).body.item.id;
    await entry(w.cookies.viewer, other, { kind: 'step-time', itemId: step.id, payload: { seconds: 5 } });
    await d.delete(multimodalSopExecutionEntries).where(and(eq(multimodalSopExecutionEntries.executionId, other), eq(multimodalSopExecutionEntries.seq, 1)));
    expect((await read(w.cookies.viewer, other)).body.item.verified).toBe(false);
  });

  it('checks each entry against its block: unknown block, unknown checklist line, someone else’s upload, the wrong file kind, bad payloads', async () => {
    const { sop, step, checklist, photo, quiz } = await floorSop();
    const id = (await start(w.cookies.viewer, sop.id)).body.item.id;
    const send = (body: Record<string, unknown>) => entry(w.cookies.viewer, id, body);
    expect((await send({ kind: 'step-time', itemId: randomUUID(), payload: { seconds: 1 } })).body.error.message).toBe('sopErrors.unknownItem');
    expect((await send({ kind: 'checklist', itemId: checklist.id, payload: { checklistItemId: 'c9', checked: true } })).body.error.message).toBe('sopErrors.entryPayload');
    expect((await send({ kind: 'step-time', itemId: step.id, payload: { seconds: -1 } })).status).toBe(422);
    expect((await send({ kind: 'quiz-answer', itemId: step.id, payload: { answers: ['A'] } })).status).toBe(422);
    expect((await send({ kind: 'signature', itemId: quiz.id, payload: {} })).status).toBe(422);
    const someoneElses = await createCompletedUpload(w.org.id, w.users.publisher.id, { purpose: 'sop-image' });
    expect((await send({ kind: 'upload', itemId: photo.id, payload: { uploadId: someoneElses.id } })).body.error.message).toBe('sopErrors.unknownUpload');
    const video = await createCompletedUpload(w.org.id, w.users.viewer.id, { purpose: 'sop-video' });
    expect((await send({ kind: 'upload', itemId: photo.id, payload: { uploadId: video.id } })).body.error.message).toBe('sopErrors.unknownUpload');
    expect((await read(w.cookies.viewer, id)).body.item.entries).toHaveLength(1);
  });

  it('lets the operator and the SOP’s authors read the record; others, other organisations and other operators get 404', async () => {
    const { sop } = await floorSop();
    const id = (await start(w.cookies.viewer, sop.id)).body.item.id;
    await confirm(w.cookies.viewer, id, 'Vic Viewer');
    expect((await read(w.cookies.publisher, id)).body.item.confirmedName).toBe('Vic Viewer');
    expect((await read(w.cookies.orgAdmin, id)).status).toBe(200);
    expect((await read(w.cookies.publisherB, id)).status).toBe(404);
    expect((await read(w.cookies.outsider, id)).status).toBe(404);
    expect((await entry(w.cookies.publisher, id, { kind: 'step-time', itemId: sop.items[1].id, payload: { seconds: 1 } })).status).toBe(404);
    // The supervisors' list: authors only.
    const listed = await list(w.cookies.publisher, sop.id);
    expect(listed.body.items).toEqual([expect.objectContaining({ id, status: 'completed', confirmedName: 'Vic Viewer', user: { uid: w.users.viewer.id, displayName: 'Vic Viewer' } })]);
    expect((await list(w.cookies.viewer, sop.id)).status).toBe(403);
    expect((await list(w.cookies.outsider, sop.id)).status).toBe(404);
  });

  it('exports the record as a PDF with the operator, the confirmation and the verification', async () => {
    const { sop, step } = await floorSop();
    const id = (await start(w.cookies.viewer, sop.id)).body.item.id;
    await entry(w.cookies.viewer, id, { kind: 'step-time', itemId: step.id, payload: { seconds: 12 } });
    await confirm(w.cookies.viewer, id, 'Vic Viewer');
    const res = await pdfRoute(apiRequest(`/api/v1/sop-executions/${id}/record.pdf`, { cookie: w.cookies.publisher }), routeParams({ executionId: id }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getTitle()).toBe('Execution record – Press setup');
    expect(pdf.getPageCount()).toBe(1);
    const denied = await pdfRoute(apiRequest(`/api/v1/sop-executions/${id}/record.pdf`, { cookie: w.cookies.outsider }), routeParams({ executionId: id }));
    expect(denied.status).toBe(404);
  });

  it('cannot start on an unpublished SOP a viewer cannot see, nor with another organisation’s skill', async () => {
    const draft = await makeSop(w.cookies.publisher, w.ws.a.id);
    expect((await start(w.cookies.viewer, draft.id)).status).toBe(404);
    expect((await start(w.cookies.outsider, draft.id)).status).toBe(404);
    expect((await start(w.cookies.publisher, draft.id, { skillId: randomUUID() })).status).toBe(404);
    const own = await start(w.cookies.publisher, draft.id);
    expect(own.status).toBe(201);
    const [row] = await (await db()).select().from(multimodalSopExecutions).where(eq(multimodalSopExecutions.id, own.body.item.id));
    expect(row.sopVersion).toBe(draft.version);
  });

  it('writes an execution only within its organisation: another organisation’s id moves no head and closes nothing', async () => {
    const { sop } = await floorSop();
    const id = (await start(w.cookies.viewer, sop.id)).body.item.id as string;
    const foreign = { orgId: w.users.outsider.organizationId, id };
    await setExecutionHead(await db(), foreign, 'forged');
    expect(await completeExecutionRow(await db(), foreign, { confirmedName: 'Mallory', headHash: 'forged' })).toBeUndefined();
    expect((await read(w.cookies.viewer, id)).body.item).toMatchObject({ status: 'in-progress', confirmedName: null, verified: true });
    expect((await confirm(w.cookies.viewer, id, 'Vic Viewer')).body.item).toMatchObject({ status: 'completed', confirmedName: 'Vic Viewer', verified: true });
  });
});
