import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute, POST as addRoute } from '@/app/api/v1/workflows/[id]/steps/[stepId]/attachments/route';
import { DELETE as removeRoute } from '@/app/api/v1/workflows/[id]/steps/[stepId]/attachments/[kind]/[itemId]/route';
import { GET as playerRoute } from '@/app/api/v1/player/workflow/route';
import { GET as storageRoute } from '@/app/api/v1/storage/[...key]/route';
import { POST as initializeRoute } from '@/app/api/v1/workflows/initialize/route';
import { PUT as posterRoute } from '@/app/api/v1/workflows/[id]/poster/route';
import { uploads, workflowSteps, workflows } from '@/db/schema';
import { BLOCKED } from '@/lib/workflows/constants';
import { copyWorkflowMedia } from '@/lib/workflows/pipeline/copy-media';
import { stopBoss } from '@/lib/jobs';
import { getStorage } from '@/lib/storage';
import { db, routeParams } from '@/tests/helpers/factories';
import { allParts, api, uploadParts, type Created } from './uploads-helpers';
import { call, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

// Builder → step attachments: diagrams and PDFs go through the one upload path (kinds 'diagram'
// and 'pdf'), are checked by their bytes, then land in the step with signed URLs the player reads.
process.env.JOBS_IN_PROCESS = 'false';
const run = promisify(execFile);

let w: WorkflowWorld;
let dir: string;
let png: Buffer;
let gif: Buffer;
let pdf: Buffer;
beforeAll(async () => {
  w = await workflowWorld();
  dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-attachments-'));
  png = await makeImage('diagram.png');
  gif = await makeImage('diagram.gif');
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText('Torque table');
  pdf = Buffer.from(await doc.save());
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

async function makeImage(name: string): Promise<Buffer> {
  const file = path.join(dir, name);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:d=1', '-frames:v', '1', file]);
  return readFile(file);
}

const without = <T extends object, K extends keyof T>(row: T, keys: K[]) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k as K))) as Omit<T, K>;

type Kind = 'diagram' | 'pdf';
async function upload(cookie: string, purpose: Kind, fileName: string, bytes: Buffer, contentType: string) {
  const created = await api.create(cookie, { fileName, contentType, size: bytes.byteLength, purpose });
  if (created.status !== 201) return { created, done: null, id: null };
  const item = created.body.item as Created;
  const parts = await uploadParts(cookie, item, bytes, allParts(item.partCount));
  return { created, done: await api.complete(cookie, item.id, parts), id: item.id };
}

const url = (wf: string, step: string) => `/api/v1/workflows/${wf}/steps/${step}/attachments`;
const add = (cookie: string, wf: string, step: string, body: unknown) => call(addRoute, url(wf, step), { cookie, method: 'POST', body, params: { id: wf, stepId: step } });
const list = (cookie: string, wf: string, step: string) => call(listRoute, url(wf, step), { cookie, params: { id: wf, stepId: step } });
const remove = (cookie: string, wf: string, step: string, kind: string, itemId: string) =>
  call(removeRoute, `${url(wf, step)}/${kind}/${itemId}`, { cookie, method: 'DELETE', params: { id: wf, stepId: step, kind, itemId } });

async function workflowWithSteps() {
  const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'unpublished', authorId: w.users.publisher.id });
  const steps = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, wf.id)).orderBy(workflowSteps.position);
  return { wf, step: steps[0] };
}

/** Fetches a signed local-storage URL through its route, as the browser does. */
async function fetchSigned(signed: string) {
  const { pathname } = new URL(signed, 'http://localhost:3000');
  const key = decodeURIComponent(pathname.replace('/api/v1/storage/', '')).split('/');
  return storageRoute(new Request(`http://localhost:3000${signed}`), routeParams({ key }) as never);
}

describe('step attachments', () => {
  it('adds a diagram, a link and a PDF, which the player shows with signed URLs, and removes them with their files', async () => {
    const { wf, step } = await workflowWithSteps();
    const cookie = w.cookies.publisher;

    const diagram = await upload(cookie, 'diagram', 'layout.png', png, 'image/png');
    expect(diagram.done).toMatchObject({ status: 200, body: { item: { contentType: 'image/png', probe: { width: 320, height: 240 } } } });
    expect((diagram.done!.body.item as { storageKey: string }).storageKey).toBe(`orgs/${w.org.id}/diagrams/uploads/${diagram.id}/source.png`);
    expect((await add(cookie, wf.id, step.id, { kind: 'diagram', uploadId: diagram.id })).status).toBe(201);

    const animated = await upload(cookie, 'diagram', 'motion.gif', gif, 'image/gif');
    expect(animated.done?.status).toBe(200);
    expect((await add(cookie, wf.id, step.id, { kind: 'diagram', uploadId: animated.id })).status).toBe(201);

    expect((await add(cookie, wf.id, step.id, { kind: 'link', label: 'Torque spec', link: 'https://example.com/torque' })).status).toBe(201);

    const doc = await upload(cookie, 'pdf', 'Torque table.pdf', pdf, 'application/pdf');
    expect(doc.done).toMatchObject({ status: 200, body: { item: { contentType: 'application/pdf' } } });
    const added = await add(cookie, wf.id, step.id, { kind: 'pdf', uploadId: doc.id });
    expect(added.status).toBe(201);

    const item = added.body.item;
    expect(item.diagrams).toHaveLength(2);
    expect(item.diagrams[0]).toMatchObject({ name: 'layout.png', url: expect.stringContaining('sig=') });
    expect(item.links).toEqual([{ id: expect.any(String), label: 'Torque spec', link: 'https://example.com/torque' }]);
    expect(item.pdfs).toEqual([{ id: expect.any(String), name: 'Torque table.pdf', size: pdf.byteLength, link: expect.stringContaining('sig=') }]);

    // Stored as keys inside the workflow's folder (never URLs); the uploads are used up.
    const [row] = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.id, step.id));
    const stored = row.attachments as { diagrams: Array<{ key: string }>; pdfs: Array<{ key: string }> };
    expect(stored.diagrams[0].key).toMatch(new RegExp(`^orgs/${w.org.id}/videos/${wf.id}/diagrams/[0-9a-f-]+\\.png$`));
    expect(stored.pdfs[0].key).toMatch(new RegExp(`^orgs/${w.org.id}/videos/${wf.id}/pdfs/[0-9a-f-]+\\.pdf$`));
    expect(await getStorage().exists(`orgs/${w.org.id}/pdfs/uploads/${doc.id}/source.pdf`)).toBe(false);
    const [used] = await (await db()).select().from(uploads).where(eq(uploads.id, doc.id!));
    expect(used.workflowId).toBe(wf.id);
    expect((await add(cookie, wf.id, step.id, { kind: 'pdf', uploadId: doc.id })).status).toBe(409);

    // The signed URL serves the very bytes.
    const served = await fetchSigned(item.pdfs[0].link);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

    // The player (author's preview of the unpublished workflow) reads the same attachments.
    const player = await call(playerRoute, `/api/v1/player/workflow?workflowId=${wf.id}`, { cookie });
    expect(player.status).toBe(200);
    const playerStep = player.body.item.steps.find((s: { id: string }) => s.id === step.id);
    expect(playerStep.attachments.diagrams.map((d: { name: string }) => d.name)).toEqual(['layout.png', 'motion.gif']);
    expect(playerStep.attachments.pdfs[0].link).toContain('sig=');
    expect(playerStep.attachments.links[0].link).toBe('https://example.com/torque');

    // Removing deletes the item and its file.
    const removed = await remove(cookie, wf.id, step.id, 'pdf', item.pdfs[0].id);
    expect(removed).toMatchObject({ status: 200, body: { item: { pdfs: [] } } });
    expect(await getStorage().exists(stored.pdfs[0].key)).toBe(false);
    expect((await remove(cookie, wf.id, step.id, 'pdf', item.pdfs[0].id)).status).toBe(404);
    expect((await remove(cookie, wf.id, step.id, 'link', item.links[0].id)).body.item.links).toEqual([]);
    expect((await list(cookie, wf.id, step.id)).body.item.diagrams).toHaveLength(2);
  });

  it('refuses by the bytes: a text file renamed .pdf, an SVG with a script, a JPEG called .pdf, a WebP diagram', async () => {
    const cookie = w.cookies.publisher;
    const text = await upload(cookie, 'pdf', 'manual.pdf', Buffer.from('Just some text, not a PDF.\n'.repeat(20)), 'application/pdf');
    expect(text.done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notPdf' } } });
    expect((await api.status(cookie, text.id!)).body.item).toMatchObject({ status: 'aborted' });
    expect(await getStorage().exists(`orgs/${w.org.id}/pdfs/uploads/${text.id}/source.pdf`)).toBe(false);

    // A PDF signature in front of something that is no PDF document is refused by the parse.
    const forged = await upload(cookie, 'pdf', 'forged.pdf', Buffer.from(`%PDF-1.7\n${'<script>alert(1)</script>\n'.repeat(10)}`), 'application/pdf');
    expect(forged.done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notPdf' } } });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    // Declared as SVG: refused before a byte is sent; renamed to .png: refused by its bytes.
    expect(await api.create(cookie, { fileName: 'evil.svg', contentType: 'image/svg+xml', size: svg.byteLength, purpose: 'diagram' })).toMatchObject({
      status: 422,
      body: { error: { message: 'uploads.unsupportedType' } },
    });
    expect((await upload(cookie, 'diagram', 'evil.png', svg, 'image/png')).done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notImage' } } });
    expect((await upload(cookie, 'diagram', 'evil.svg.pdf', svg, 'application/pdf')).done).toBeNull();
    expect((await upload(cookie, 'pdf', 'evil.pdf', svg, 'application/pdf')).done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notPdf' } } });

    const jpegAsPdf = await upload(cookie, 'pdf', 'photo.pdf', png, 'application/pdf');
    expect(jpegAsPdf.done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notPdf' } } });

    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(200, 1)]);
    expect((await upload(cookie, 'diagram', 'modern.png', webp, 'image/png')).done?.status).toBe(422);
  });

  it('refuses sizes and types before a byte is sent: a 60 MB PDF, a 6 MB diagram, a video as a diagram', async () => {
    const declare = (body: Record<string, unknown>) => api.create(w.cookies.publisher, body);
    expect(await declare({ fileName: 'big.pdf', contentType: 'application/pdf', size: 60 * 1024 * 1024, purpose: 'pdf' })).toMatchObject({
      status: 422,
      body: { error: { message: 'uploads.tooLarge', details: { maxBytes: 50 * 1024 * 1024 } } },
    });
    expect(await declare({ fileName: 'big.png', contentType: 'image/png', size: 6 * 1024 * 1024, purpose: 'diagram' })).toMatchObject({
      status: 422,
      body: { error: { message: 'uploads.tooLarge', details: { maxBytes: 5 * 1024 * 1024 } } },
    });
    expect((await declare({ fileName: 'clip.mp4', contentType: 'video/mp4', size: 1000, purpose: 'diagram' })).status).toBe(422);
    expect((await declare({ fileName: 'notes.txt', contentType: 'text/plain', size: 1000, purpose: 'pdf' })).status).toBe(422);
  });

  it('takes only web links, at most 10 diagrams, and only an upload of the right kind', async () => {
    const { wf, step } = await workflowWithSteps();
    const cookie = w.cookies.publisher;
    for (const link of ['javascript:alert(1)', 'ftp://example.com/file', 'mailto:a@example.com', 'data:text/html,<b>x</b>', 'example.com/no-scheme', 'https://']) {
      const refused = await add(cookie, wf.id, step.id, { kind: 'link', label: 'Bad', link });
      expect(refused.status, link).toBe(422);
      expect(refused.body.error?.issues).toEqual([{ path: 'link', message: 'attachments.linkInvalid' }]);
    }
    expect((await add(cookie, wf.id, step.id, { kind: 'link', label: '', link: 'https://example.com' })).status).toBe(422);
    expect((await add(cookie, wf.id, step.id, { kind: 'link', label: 'Bad\u0000label', link: 'https://example.com' })).status).toBe(422);
    expect((await add(cookie, wf.id, step.id, { kind: 'link', label: 'Plain', link: 'http://intranet.example/guide' })).status).toBe(201);

    // A PDF upload cannot become a diagram, nor a diagram a workflow video.
    const doc = await upload(cookie, 'pdf', 'a.pdf', pdf, 'application/pdf');
    expect(await add(cookie, wf.id, step.id, { kind: 'diagram', uploadId: doc.id })).toMatchObject({ status: 422, body: { error: { message: 'attachments.wrongUpload' } } });
    const made = await call(initializeRoute, '/api/v1/workflows/initialize', {
      cookie,
      method: 'POST',
      body: { uploadId: doc.id, title: 'Not a video', workspaceId: w.ws.a.id, languageCode: 'en-us' },
    });
    expect(made).toMatchObject({ status: 422, body: { error: { message: 'uploads.noVideo' } } });
    const poster = await call(posterRoute, `/api/v1/workflows/${wf.id}/poster`, { cookie, method: 'PUT', body: { uploadId: doc.id }, params: { id: wf.id } });
    expect(poster).toMatchObject({ status: 422, body: { error: { message: 'uploads.wrongKind' } } });

    // Ten diagrams fill a step (stored entries stand in for ten uploads); the eleventh is refused.
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: `d${i}`, url: `https://example.com/${i}.png`, name: `${i}.png` }));
    await (await db()).update(workflowSteps).set({ attachments: { diagrams: ten, links: [], pdfs: [] } }).where(eq(workflowSteps.id, step.id));
    const eleventh = await upload(cookie, 'diagram', 'eleven.png', png, 'image/png');
    expect(await add(cookie, wf.id, step.id, { kind: 'diagram', uploadId: eleventh.id })).toMatchObject({
      status: 422,
      body: { error: { message: 'attachments.tooMany', details: { max: 10 } } },
    });
    // Nothing was kept for the refused one: the upload is still free to use elsewhere.
    const [free] = await (await db()).select().from(uploads).where(eq(uploads.id, eleventh.id!));
    expect(free.workflowId).toBeNull();
  });

  it('goes along when the workflow is copied: the copy’s attachments point at its own files', async () => {
    const { wf, step } = await workflowWithSteps();
    const doc = await upload(w.cookies.publisher, 'pdf', 'copy-me.pdf', pdf, 'application/pdf');
    await add(w.cookies.publisher, wf.id, step.id, { kind: 'pdf', uploadId: doc.id });
    const [source] = await (await db()).select().from(workflows).where(eq(workflows.id, wf.id));
    // As POST /workflows/{id}/duplication leaves it: rows copied with the source's keys, blocked until copy-media ran.
    const [copy] = await (await db()).insert(workflows).values({ ...without(source, ['id', 'createdAt', 'updatedAt']), blocked: BLOCKED.copyingOriginalVideo, duplicatedFromId: wf.id }).returning();
    const [stepRow] = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.id, step.id));
    const [stepCopy] = await (await db()).insert(workflowSteps).values({ ...without(stepRow, ['id', 'createdAt']), workflowId: copy.id }).returning();

    expect(await copyWorkflowMedia(await db(), getStorage(), { organizationId: w.org.id, workflowId: copy.id })).toBe('copied');
    const listed = await list(w.cookies.publisher, copy.id, stepCopy.id);
    const [row] = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.id, stepCopy.id));
    const key = (row.attachments as { pdfs: Array<{ key: string }> }).pdfs[0].key;
    expect(key.startsWith(`orgs/${w.org.id}/videos/${copy.id}/pdfs/`)).toBe(true);
    expect(await getStorage().exists(key)).toBe(true);
    expect(listed.body.item.pdfs[0]).toMatchObject({ name: 'copy-me.pdf' });
  });

  it('is for authors of the workflow’s workspace: viewers 403, other workspaces and organisations 404', async () => {
    const { wf, step } = await workflowWithSteps();
    const link = { kind: 'link', label: 'Manual', link: 'https://example.com' };
    expect((await add(w.cookies.viewer, wf.id, step.id, link)).status).toBe(403);
    expect((await list(w.cookies.viewer, wf.id, step.id)).status).toBe(403);
    // Workspace admin of B only: an unpublished workflow of A does not exist for them.
    expect((await add(w.cookies.wsAdminB, wf.id, step.id, link)).status).toBe(404);
    expect((await add(w.cookies.outsider, wf.id, step.id, link)).status).toBe(404);
    expect((await list(w.cookies.outsider, wf.id, step.id)).status).toBe(404);
    expect((await remove(w.cookies.outsider, wf.id, step.id, 'link', 'x')).status).toBe(404);
    // Unknown step, a step of another workflow, a malformed id.
    const other = await workflowWithSteps();
    expect((await add(w.cookies.publisher, wf.id, other.step.id, link)).status).toBe(404);
    expect((await add(w.cookies.publisher, wf.id, 'not-a-uuid', link)).status).toBe(404);
    expect((await remove(w.cookies.publisher, wf.id, step.id, 'video', 'x')).status).toBe(404);
    // Someone else's upload reads as unknown.
    const theirs = await upload(w.cookies.orgAdmin, 'pdf', 'theirs.pdf', pdf, 'application/pdf');
    expect(await add(w.cookies.publisher, wf.id, step.id, { kind: 'pdf', uploadId: theirs.id })).toMatchObject({ status: 404, body: { error: { message: 'workflows.uploadNotFound' } } });
  });
});
