import { DOMParser } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, scormExportProcesses } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { verifyPackageToken, learnerKey } from '@/lib/learning-host/package-token';
import { runExport, SCORM_EXPORT_JOB } from '@/lib/scorm/job';
import type { ExportProcessDto } from '@/lib/scorm/schema';
import { getStorage } from '@/lib/storage';
import { db } from '../helpers/factories';
import { exportableWorkflow, openPackage, SCORM_ON, scormApi as api, scormWorld, type ScormWorld } from './scorm-fixtures';
import { queuedJobs } from './workflows-fixtures';

// SCORM 1.2 / 2004 / cmi5 export processes (spec 02 §3, §4, §7): created, built by a job, listed,
// downloaded through an expiring link, retried; gated by enableSCORM, allowDownloads and the role.
process.env.JOBS_IN_PROCESS = 'false';

let w: ScormWorld;
let filter: Awaited<ReturnType<typeof exportableWorkflow>>;
let gasket: Awaited<ReturnType<typeof exportableWorkflow>>;
beforeAll(async () => {
  w = await scormWorld();
  filter = await exportableWorkflow(w.org.id, w.plant.id, { title: 'Replace the filter' });
  gasket = await exportableWorkflow(w.org.id, w.plant.id, { title: 'Seat the gasket', progressive: true, quiz: false });
}, 120_000);
afterAll(() => stopBoss({ graceful: false }));

const NS = {
  cp12: 'http://www.imsproject.org/xsd/imscp_rootv1p1p2',
  adlcp12: 'http://www.adlnet.org/xsd/adlcp_rootv1p2',
  cp: 'http://www.imsglobal.org/xsd/imscp_v1p1',
  adlcp: 'http://www.adlnet.org/xsd/adlcp_v1p3',
  imsss: 'http://www.imsglobal.org/xsd/imsss',
  cmi5: 'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd',
};
// xmldom's nodes follow the DOM interfaces; read through the standard Element type.
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml').documentElement as unknown as Element;
const all = (el: Element, ns: string, name: string): Element[] => Array.from(el.getElementsByTagNameNS(ns, name));
const text = (el: Element, ns: string, name: string) => all(el, ns, name)[0]?.textContent ?? null;

/** Creates an export, runs its job as a worker would, and reads it back. */
async function built(cookie: string, body: Record<string, unknown>): Promise<ExportProcessDto> {
  const created = await api.create(cookie, body);
  expect(created.status).toBe(201);
  expect(created.body.item).toMatchObject({ status: 'pending', progress: 0, downloadUrl: null });
  await runExport(w.org.id, created.body.item.id);
  const read = await api.get(cookie, created.body.item.id);
  expect(read.status).toBe(200);
  return read.body.item;
}

describe('full packages', () => {
  it('SCORM 1.2: an imsmanifest.xml with one SCO per workflow, mastery score 80 with a quiz, every named file present', async () => {
    const item = await built(w.cookies.publisher, { workflowIds: [filter.workflow.id, gasket.workflow.id], exportType: 'scorm12', exportSource: 'full', resolution: 720 });
    expect(item).toMatchObject({ status: 'finished', progress: 1, exportType: 'scorm12', exportSource: 'full', titles: ['Replace the filter', 'Seat the gasket'], errorCode: null });
    expect(item.downloadUrl).toMatch(/^\/api\/v1\/storage\/|expires=|X-Amz-Expires/);
    const row = (await (await db()).select().from(scormExportProcesses).where(eq(scormExportProcesses.id, item.id)))[0]!;
    expect(row.fileKey).toBe(`orgs/${w.org.id}/scorm-exports/${item.id}/package.zip`);
    const zip = await openPackage(row.fileKey!);
    expect(item.fileSize).toBe((await getStorage().list(`orgs/${w.org.id}/scorm-exports/${item.id}/`))[0]!.size);

    const manifest = parse(await zip.file('imsmanifest.xml')!.async('string'));
    expect(manifest.namespaceURI).toBe(NS.cp12);
    expect(manifest.localName).toBe('manifest');
    expect(text(manifest, NS.cp12, 'schema')).toBe('ADL SCORM');
    expect(text(manifest, NS.cp12, 'schemaversion')).toBe('1.2');
    const organizationsEl = all(manifest, NS.cp12, 'organizations')[0]!;
    const organization = all(manifest, NS.cp12, 'organization')[0]!;
    expect(organizationsEl.getAttribute('default')).toBe(organization.getAttribute('identifier'));
    const items = all(manifest, NS.cp12, 'item');
    expect(items.map((i) => [i.getAttribute('parameters'), text(i, NS.cp12, 'title')])).toEqual([['?w=0', 'Replace the filter'], ['?w=1', 'Seat the gasket']]);
    expect(items.map((i) => text(i, NS.adlcp12, 'masteryscore'))).toEqual(['80', null]);
    const [resource] = all(manifest, NS.cp12, 'resource');
    expect(resource!.getAttributeNS(NS.adlcp12, 'scormtype')).toBe('sco');
    expect(items.every((i) => i.getAttribute('identifierref') === resource!.getAttribute('identifier'))).toBe(true);
    const named = all(resource!, NS.cp12, 'file').map((f) => f.getAttribute('href')!);
    expect(named).toContain(resource!.getAttribute('href'));
    // Every file the manifest names is in the zip, and the zip holds nothing else but the manifest.
    const inZip = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    expect(named.every((f) => inZip.includes(f))).toBe(true);
    expect(inZip.filter((f) => !named.includes(f))).toEqual(['imsmanifest.xml']);
    // Two workflows × two steps of MP4, a subtitle per step, the player and its data.
    expect(named.filter((f) => f.endsWith('.mp4'))).toEqual(['media/w0/s0.mp4', 'media/w0/s1.mp4', 'media/w1/s0.mp4', 'media/w1/s1.mp4']);
    expect(named).toEqual(expect.arrayContaining(['index.html', 'player/runtime.js', 'player/player.js', 'player/player.css', 'data/course.js', 'media/w0/s0.en-us.vtt']));
    // The step videos are real MP4s.
    const mp4 = await zip.file('media/w0/s0.mp4')!.async('nodebuffer');
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // The subtitles are step-relative WebVTT; the course data carries steps, annotations and the quiz (pass at 80).
    expect(await zip.file('media/w0/s1.en-us.vtt')!.async('string')).toBe('WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.000\nNow <close> the drain.\n'.replace('<close>', '<close>'));
    const course = await zip.file('data/course.js')!.async('string');
    expect(course).not.toContain('<');
    const data = JSON.parse(course.replace(/^window\.OPENHOW_COURSE=/, '').replace(/;\n$/, ''));
    expect(data.workflows[0].steps[0].annotations).toHaveLength(2);
    expect(data.workflows[0].steps[0].annotations[1]).toMatchObject({ s: 1, e: 3, text: 'Inlet <here>' });
    expect(data.workflows[0].steps[0].annotations[1].svg).toContain('Inlet &#60;here&#62;');
    expect(data.workflows[0].quiz).toMatchObject({ passingScore: 80, questions: [{ id: 'q1', correctAnswer: 'A' }, { id: 'q2' }] });
    expect(data.workflows[1].quiz).toBeNull();
    expect(data.labels).toMatchObject({ passed: 'You passed', failed: 'Did not pass' });
  });

  it('no re-encoding: a step MP4 is made once by stream copy from the HLS segments and kept beside them; the pipeline MP4 is used as is', async () => {
    const storage = getStorage();
    const folder = `orgs/${w.org.id}/videos/${filter.workflow.id}/hls/0/${filter.steps[0].id}/`;
    expect((await storage.list(folder)).map((o) => o.key)).toContain(`${folder}360.mp4`);
    // The workflow with a progressive MP4 had nothing made for it.
    const progressive = `orgs/${w.org.id}/videos/${gasket.workflow.id}/hls/0/${gasket.steps[0].id}/360.mp4`;
    expect(await storage.exists(progressive)).toBe(true);
  });

  it('SCORM 2004 4th edition: imscp_v1p1 with adlcp/imsss, completion by measure 0.9 and the quiz objective at 0.8', async () => {
    const item = await built(w.cookies.admin, { workflowIds: [filter.workflow.id], exportType: 'scorm2004', exportSource: 'full' });
    expect(item.status).toBe('finished');
    const row = (await (await db()).select().from(scormExportProcesses).where(eq(scormExportProcesses.id, item.id)))[0]!;
    const zip = await openPackage(row.fileKey!);
    const manifest = parse(await zip.file('imsmanifest.xml')!.async('string'));
    expect(manifest.namespaceURI).toBe(NS.cp);
    expect(text(manifest, NS.cp, 'schemaversion')).toBe('2004 4th Edition');
    const [item0] = all(manifest, NS.cp, 'item');
    const threshold = all(item0!, NS.adlcp, 'completionThreshold')[0]!;
    expect([threshold.getAttribute('completedByMeasure'), threshold.getAttribute('minProgressMeasure')]).toEqual(['true', '0.9']);
    const objective = all(item0!, NS.imsss, 'primaryObjective')[0]!;
    expect(objective.getAttribute('satisfiedByMeasure')).toBe('true');
    expect(text(objective, NS.imsss, 'minNormalizedMeasure')).toBe('0.8');
    const [resource] = all(manifest, NS.cp, 'resource');
    expect(resource!.getAttributeNS(NS.adlcp, 'scormType')).toBe('sco');
    const named = all(resource!, NS.cp, 'file').map((f) => f.getAttribute('href')!);
    expect(named.every((f) => zip.file(f) !== null)).toBe(true);
  });

  it('cmi5: cmi5.xml with the course and one AU per workflow (IRIs, launch URL, moveOn and mastery with a quiz)', async () => {
    const item = await built(w.cookies.admin, { workflowIds: [filter.workflow.id, gasket.workflow.id], exportType: 'cmi5', exportSource: 'full' });
    const row = (await (await db()).select().from(scormExportProcesses).where(eq(scormExportProcesses.id, item.id)))[0]!;
    const zip = await openPackage(row.fileKey!);
    expect(zip.file('imsmanifest.xml')).toBeNull();
    const structure = parse(await zip.file('cmi5.xml')!.async('string'));
    expect([structure.namespaceURI, structure.localName]).toEqual([NS.cmi5, 'courseStructure']);
    const course = all(structure, NS.cmi5, 'course')[0]!;
    expect(course.getAttribute('id')).toMatch(/^https?:\/\/.+\/course$/);
    const aus = all(structure, NS.cmi5, 'au');
    expect(aus.map((au) => [au.getAttribute('moveOn'), au.hasAttribute('masteryScore') ? au.getAttribute('masteryScore') : null, text(au, NS.cmi5, 'url')])).toEqual([
      ['CompletedAndPassed', '0.8', 'index.html?w=0'],
      ['Completed', null, 'index.html?w=1'],
    ]);
    expect(aus.every((au) => /^https?:\/\//.test(au.getAttribute('id')!) && all(au, NS.cmi5, 'langstring').length === 2)).toBe(true);
    expect(zip.file('index.html')).not.toBeNull();
  });
});

describe('thin packages', () => {
  it('carry the launcher, the server URL, a package token of this export and its learner key, and no media', async () => {
    const item = await built(w.cookies.publisher, { workflowIds: [filter.workflow.id], exportType: 'scorm12', exportSource: 'thin' });
    const row = (await (await db()).select().from(scormExportProcesses).where(eq(scormExportProcesses.id, item.id)))[0]!;
    const zip = await openPackage(row.fileKey!);
    const files = Object.keys(zip.files);
    expect(files.some((f) => f.endsWith('.mp4'))).toBe(false);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'player/launcher.js', 'player/runtime.js', 'imsmanifest.xml']));
    const data = JSON.parse((await zip.file('data/course.js')!.async('string')).replace(/^window\.OPENHOW_COURSE=/, '').replace(/;\n$/, ''));
    expect(data.baseUrl).toBe('http://localhost:3000');
    expect(verifyPackageToken(data.packageToken)).toMatchObject({ orgId: w.org.id, exportId: item.id, workflowIds: [filter.workflow.id] });
    expect(data.learnerKey).toBe(learnerKey(data.packageToken));
    expect(data.workflows).toEqual([{ id: filter.workflow.id, title: 'Replace the filter' }]);
  });

  it('need the rustici product (403 without it)', async () => {
    const d = await db();
    await d.update(organizations).set({ settings: { ...SCORM_ON, products: { rustici: false } } }).where(eq(organizations.id, w.org.id));
    try {
      const res = await api.create(w.cookies.admin, { workflowIds: [filter.workflow.id], exportType: 'cmi5', exportSource: 'thin' });
      expect(res.status).toBe(403);
      expect(res.body.error!.message).toBe('scorm.errors.thinDisabled');
    } finally {
      await d.update(organizations).set({ settings: SCORM_ON }).where(eq(organizations.id, w.org.id));
    }
  });
});

describe('processes', () => {
  it('queues a job per export (one waiting at a time) and lists the history paged and ordered; authors see their own, admins all', async () => {
    const created = await api.create(w.cookies.publisher, { workflowIds: [gasket.workflow.id], exportType: 'cmi5', exportSource: 'full', resolution: 360 });
    expect(created.status).toBe(201);
    const jobs = await queuedJobs(SCORM_EXPORT_JOB);
    expect(jobs).toContainEqual({ data: { orgId: w.org.id, exportId: created.body.item.id }, singletonKey: `scorm-export:${created.body.item.id}` });
    const mine = await api.list(w.cookies.publisher, '?page=1&size=2&order_by=createdAt&desc=true');
    expect(mine.status).toBe(200);
    expect(mine.body.items).toHaveLength(2);
    expect(mine.body.items[0].id).toBe(created.body.item.id);
    const everyone = await api.list(w.cookies.admin, '?size=100');
    expect(everyone.body.total).toBeGreaterThan(mine.body.total);
    const cmi5Only = await api.list(w.cookies.admin, '?export_type=cmi5&order_by=createdAt&desc=false');
    expect(cmi5Only.body.items.every((i: ExportProcessDto) => i.exportType === 'cmi5')).toBe(true);
    expect(new Date(cmi5Only.body.items[0].createdAt) <= new Date(cmi5Only.body.items.at(-1).createdAt)).toBe(true);
    // Another author's export reads as unknown to a publisher; the admin sees it.
    const adminOwn = (await api.list(w.cookies.admin, '?size=100')).body.items.find((i: ExportProcessDto) => i.exportType === 'scorm2004');
    expect((await api.get(w.cookies.publisher, adminOwn.id)).status).toBe(404);
  });

  it('a failed export ends in error with a message key; retry builds it again (409 for one that is not failed)', async () => {
    const created = await api.create(w.cookies.admin, { workflowIds: [filter.workflow.id], exportType: 'scorm12', exportSource: 'full' });
    const id = created.body.item.id;
    // The media disappears before the job runs: the build fails.
    const storage = getStorage();
    const key = `orgs/${w.org.id}/videos/${filter.workflow.id}/hls/0/${filter.steps[1].id}/360.mp4`;
    const saved = (await storage.get(key))!;
    const bytes = Buffer.from(await new Response(saved.body as ReadableStream).arrayBuffer());
    await storage.delete(key);
    await storage.delete(`orgs/${w.org.id}/videos/${filter.workflow.id}/hls/0/${filter.steps[1].id}/360/00000.ts`);
    await runExport(w.org.id, id);
    const failed = (await api.get(w.cookies.admin, id)).body.item;
    expect(failed).toMatchObject({ status: 'error', errorCode: 'scorm.errors.buildFailed', downloadUrl: null });
    expect((await api.retry(w.cookies.admin, filter.workflow.id)).status).toBe(404);
    await storage.put(key, bytes, { contentType: 'video/mp4' });
    const retried = await api.retry(w.cookies.admin, id);
    expect(retried.status).toBe(200);
    expect(retried.body.item).toMatchObject({ status: 'pending', errorCode: null, progress: 0 });
    await runExport(w.org.id, id);
    expect((await api.get(w.cookies.admin, id)).body.item.status).toBe('finished');
    const again = await api.retry(w.cookies.admin, id);
    expect(again.status).toBe(409);
    expect(again.body.error!.message).toBe('scorm.errors.notFailed');
  });

  it('download-scorm {resolution} is the one-workflow export', async () => {
    const res = await api.download(w.cookies.publisher, filter.workflow.id, { resolution: 480 });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ workflowIds: [filter.workflow.id], exportType: 'scorm12', exportSource: 'full', resolution: 480, status: 'pending' });
    expect((await api.download(w.cookies.publisher, filter.workflow.id, { resolution: 999 })).status).toBe(422);
  });

  it('available workflows: the workspace’s published workflows, with whether a quiz travels along', async () => {
    const res = await api.available(w.cookies.publisher, w.plant.id, 'cmi5');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { id: filter.workflow.id, title: 'Replace the filter', duration: 6, hasQuiz: true },
      { id: gasket.workflow.id, title: 'Seat the gasket', duration: 6, hasQuiz: false },
    ]);
    expect((await api.available(w.cookies.publisher, w.yard.id)).status).toBe(403);
    expect((await api.available(w.cookies.publisher, w.otherWs.id)).status).toBe(404);
  });
});

describe('permissions and flags', () => {
  it('viewers are 403; enableSCORM off or downloads off is 403 for everyone', async () => {
    const body = { workflowIds: [filter.workflow.id], exportType: 'scorm12', exportSource: 'full' };
    expect((await api.create(w.cookies.viewer, body)).status).toBe(403);
    expect((await api.list(w.cookies.viewer)).status).toBe(403);
    const d = await db();
    for (const settings of [{}, { ...SCORM_ON, features: { ...SCORM_ON.features, allowDownloads: { featureEnabled: true, enabled: false } } }, { ...SCORM_ON, permissions: { disableDownloads: true } }]) {
      await d.update(organizations).set({ settings }).where(eq(organizations.id, w.org.id));
      const res = await api.create(w.cookies.admin, body);
      expect(res.status).toBe(403);
      expect(res.body.error!.message).toBe('scorm.errors.disabled');
      expect((await api.list(w.cookies.admin)).status).toBe(403);
    }
    await d.update(organizations).set({ settings: SCORM_ON }).where(eq(organizations.id, w.org.id));
  });

  it('a workflow the publisher does not author is 403; an unpublished one 409; unknown input 422', async () => {
    const { workflow: yardFlow } = await exportableWorkflow(w.org.id, w.yard.id, { title: 'Yard walk', quiz: false });
    expect((await api.create(w.cookies.publisher, { workflowIds: [yardFlow.id], exportType: 'scorm12', exportSource: 'full' })).status).toBe(403);
    const { createWorkflow } = await import('../helpers/workflow-factory');
    const { workflow: draft } = await createWorkflow(w.org.id, w.plant.id, { published: false });
    const res = await api.create(w.cookies.publisher, { workflowIds: [draft.id], exportType: 'scorm12', exportSource: 'full' });
    expect(res.status).toBe(409);
    expect(res.body.error!.message).toBe('scorm.errors.notReady');
    expect((await api.create(w.cookies.publisher, { workflowIds: [filter.workflow.id], exportType: 'aicc', exportSource: 'full' })).status).toBe(422);
    expect((await api.create(w.cookies.publisher, { workflowIds: [], exportType: 'scorm12', exportSource: 'full' })).status).toBe(422);
  });

  it('another organisation’s ids answer exactly like unknown ids (404)', async () => {
    const mine = (await api.list(w.cookies.admin, '?size=1')).body.items[0] as ExportProcessDto;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [mine.id, unknown]) {
      const get = await api.get(w.cookies.other, id);
      expect(get.status).toBe(404);
      const retry = await api.retry(w.cookies.other, id);
      expect(retry.status).toBe(404);
      expect(retry.body).toEqual(get.body);
    }
    expect((await api.create(w.cookies.other, { workflowIds: [filter.workflow.id], exportType: 'scorm12', exportSource: 'full' })).status).toBe(404);
    expect((await api.download(w.cookies.other, filter.workflow.id, { resolution: 720 })).status).toBe(404);
    expect((await api.available(w.cookies.other, w.plant.id)).status).toBe(404);
    expect((await api.list(w.cookies.other)).body.items).toEqual([]);
  });
});
