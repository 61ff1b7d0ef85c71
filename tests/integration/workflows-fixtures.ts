import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { transcriptions, uploads, workflowSteps, workflows } from '@/db/schema';
import { BLOCKED, CONVERT, EDITOR, FRAME_CAPTURE, SPEECH, STEPS } from '@/lib/workflows/constants';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';

/** Status columns as the pipeline leaves them for each card status (contract: status lifecycle). */
const READY = {
  blocked: null,
  convertStatus: CONVERT.finished,
  frameCaptureStatus: FRAME_CAPTURE.finished,
  videoExtractStatus: 'finished',
  speechStatus: SPEECH.completed,
  stepsStatus: STEPS.finished,
  editorStatus: EDITOR.completedSegmentation,
};
export const STATES = {
  published: { ...READY, published: true, processed: true, publishedAt: new Date('2026-03-01T10:00:00Z') },
  unpublished: { ...READY, published: false, processed: true },
  new: { ...READY, published: false, processed: false },
  processing: { ...READY, convertStatus: CONVERT.transcoded, speechStatus: SPEECH.runningTranscript, stepsStatus: null, published: false, processed: false },
  transcoding: { ...READY, blocked: BLOCKED.transcoding, convertStatus: CONVERT.transcoding, speechStatus: null, published: false, processed: false },
  failed: { ...READY, convertStatus: 'transcoding error', speechStatus: null, published: false, processed: false, failure: 'workflows.failed' },
} as const;
export type State = keyof typeof STATES;

type WorkflowOptions = { orgId: string; workspaceId: string; authorId?: string | null; state?: State; steps?: number } & Partial<
  typeof workflows.$inferInsert
>;

/** A workflow row as the pipeline would have left it, with `steps` steps of 10 s. */
export async function createWorkflow({ orgId, workspaceId, authorId = null, state = 'new', steps = 2, ...rest }: WorkflowOptions) {
  const db = await getDb();
  const [row] = await db
    .insert(workflows)
    .values({
      organizationId: orgId,
      workspaceId,
      authorId,
      title: `Workflow ${state}`,
      titleTranslations: { 'en-us': `Workflow ${state}` },
      originalVideoKey: `orgs/${orgId}/videos/${randomUUID()}/original.mp4`,
      ...STATES[state],
      ...rest,
    })
    .returning();
  for (let i = 0; i < steps; i += 1) {
    await db.insert(workflowSteps).values({
      organizationId: orgId,
      workflowId: row.id,
      position: i,
      title: `Step ${i + 1}`,
      startTime: i * 10,
      endTime: i * 10 + 10,
      duration: 10,
      hlsKey: `orgs/${orgId}/videos/${row.id}/hls/1/s${i}/master.m3u8`,
      renditions: { '720': 'a', '360': 'b' },
      posterKey: `orgs/${orgId}/videos/${row.id}/hls/1/s${i}/poster.jpg`,
      imageMap: i === 0 ? { folder: `orgs/${orgId}/videos/${row.id}/image-map/`, sheets: [{ file: 'sheet-000.jpg', firstSecond: 0 }] } : null,
    });
  }
  await db.insert(transcriptions).values({
    organizationId: orgId,
    workflowId: row.id,
    languageCode: 'en-us',
    source: 'asr',
    sentences: [{ sentence: 'Tighten the bolt.', startTime: 0, endTime: 2, words: [] }],
    searchText: 'Tighten the bolt.',
  });
  return row;
}

/** A completed upload row of the user, as lib/uploads leaves it after the probe accepted the file. */
export async function createCompletedUpload(orgId: string, userId: string, overrides: Partial<typeof uploads.$inferInsert> = {}) {
  const id = randomUUID();
  const [row] = await (await getDb())
    .insert(uploads)
    .values({
      id,
      organizationId: orgId,
      userId,
      storageKey: `orgs/${orgId}/uploads/${id}/source.mp4`,
      fileName: 'line-setup.mp4',
      contentType: 'video/mp4',
      size: 1000,
      partSize: 2 * 1024 * 1024,
      status: 'completed',
      expiresAt: new Date(Date.now() + 3600_000),
      ...overrides,
    })
    .returning();
  return row;
}

/** Jobs waiting in pg-boss under a name (JOBS_IN_PROCESS=false: nothing runs them). */
export async function queuedJobs(name: string): Promise<Array<{ data: Record<string, string>; singletonKey: string | null }>> {
  const result = await (await getDb()).execute(sql`select data, singleton_key from pgboss.job where name = ${name} order by created_on`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ data: Record<string, string>; singleton_key: string | null }>;
  return rows.map((r) => ({ data: r.data, singletonKey: r.singleton_key }));
}

/**
 * One organisation with workspaces A and B (open) and P (private, nobody assigned), people of
 * every role around them, and an outsider organisation with its own workflow.
 */
export async function workflowWorld() {
  const org = await createOrg();
  const a = await createWorkspace(org.id, { name: 'Assembly' });
  const b = await createWorkspace(org.id, { name: 'Bottling' });
  const p = await createWorkspace(org.id, { name: 'Private', private: true });
  const orgAdmin = await createUser(org.id, 'admin-organization', { displayName: 'Olga Org' });
  const publisher = await createUser(org.id, 'publisher', { displayName: 'Pat Publisher' });
  const publisherB = await createUser(org.id, 'publisher', { displayName: 'Bea Publisher' });
  const wsAdminB = await createUser(org.id, 'admin-group', { displayName: 'Wes Workspace' });
  const viewer = await createUser(org.id, 'viewer', { displayName: 'Vic Viewer' });
  await addMember(org.id, a.id, publisher.id, 'publisher');
  await addMember(org.id, b.id, publisher.id, 'publisher');
  await addMember(org.id, b.id, publisherB.id, 'publisher');
  await addMember(org.id, b.id, wsAdminB.id, 'admin-group');
  await addMember(org.id, a.id, viewer.id, 'viewer');
  const other = await createOrg();
  const otherWs = await createWorkspace(other.id);
  const outsider = await createUser(other.id, 'admin-organization');
  const cookie = async (u: { id: string; organizationId: string }) => (await sessionCookie(u)).cookie;
  return {
    org,
    ws: { a, b, p, other: otherWs },
    users: { orgAdmin, publisher, publisherB, wsAdminB, viewer, outsider },
    cookies: {
      orgAdmin: await cookie(orgAdmin),
      publisher: await cookie(publisher),
      publisherB: await cookie(publisherB),
      wsAdminB: await cookie(wsAdminB),
      viewer: await cookie(viewer),
      outsider: await cookie(outsider),
    },
  };
}
export type WorkflowWorld = Awaited<ReturnType<typeof workflowWorld>>;

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked by the assertions, not by types
type Json = any;
export type Reply = { status: number; body: { item?: Json; items?: Json[]; total?: number; error?: { code: string; message: string; issues?: unknown[] } } };

/** Calls a route handler as the browser would and reads the JSON reply. */
export async function call(handler: Handler, path: string, { cookie, method = 'GET', body, params = {} }: { cookie?: string; method?: string; body?: unknown; params?: Record<string, string> }): Promise<Reply> {
  const res = await handler(apiRequest(path, { method, cookie, body }), routeParams(params));
  return { status: res.status, body: await res.json() };
}
