import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { transcriptions, uploads, workflowLikes, workflowSteps, workflowSubcategories, workflowViews, workflows } from '@/db/schema';
import type { Role } from '@/lib/access/roles';
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
  processing: { ...READY, convertStatus: CONVERT.transcoded, speechStatus: SPEECH.runningTranscript, stepsStatus: null, published: false, processed: false, progress: { stage: 'transcribe', fraction: 0.4 } },
  transcoding: { ...READY, blocked: BLOCKED.transcoding, convertStatus: CONVERT.transcoding, speechStatus: null, published: false, processed: false },
  failed: { ...READY, convertStatus: 'transcoding error', speechStatus: null, published: false, processed: false, failure: 'errors.media_transcode' },
} as const;
export type State = keyof typeof STATES;

type WorkflowOptions = { orgId: string; workspaceId: string; authorId?: string | null; state?: State; steps?: number } & Partial<
  typeof workflows.$inferInsert
>;
type Row = typeof workflows.$inferSelect;

const insertWorkflow = async (values: typeof workflows.$inferInsert) => (await (await getDb()).insert(workflows).values(values).returning())[0];

/** `count` steps of 10 s each, with what `extra` adds to step `i`. */
async function insertSteps(row: Row, count: number, extra: (i: number) => Partial<typeof workflowSteps.$inferInsert>) {
  const db = await getDb();
  for (let i = 0; i < count; i += 1) {
    await db.insert(workflowSteps).values({ organizationId: row.organizationId, workflowId: row.id, position: i, startTime: i * 10, endTime: i * 10 + 10, duration: 10, ...extra(i) });
  }
}

/** A workflow as a library card sees it: the row (published unless told) and bare steps, the first with an image map. */
export async function createCardWorkflow({ orgId, workspaceId, authorId = null, state = 'published', steps = 0, ...rest }: WorkflowOptions) {
  const row = await insertWorkflow({ organizationId: orgId, workspaceId, authorId, title: rest.title ?? `Workflow ${state}`, ...STATES[state], ...rest });
  await insertSteps(row, steps, (i) => ({ imageMap: i === 0 ? { sprites: [] } : null }));
  return row;
}

/** A workflow row as the pipeline would have left it, with `steps` HLS steps of 10 s and a transcript. */
export async function createWorkflow({ orgId, workspaceId, authorId = null, state = 'new', steps = 2, ...rest }: WorkflowOptions) {
  const row = await insertWorkflow({
    organizationId: orgId,
    workspaceId,
    authorId,
    title: `Workflow ${state}`,
    titleTranslations: { 'en-us': `Workflow ${state}` },
    originalVideoKey: `orgs/${orgId}/videos/${randomUUID()}/original.mp4`,
    ...STATES[state],
    ...rest,
  });
  const folder = `orgs/${orgId}/videos/${row.id}`;
  await insertSteps(row, steps, (i) => ({
    title: `Step ${i + 1}`,
    hlsKey: `${folder}/hls/1/s${i}/master.m3u8`,
    renditions: { '720': 'a', '360': 'b' },
    posterKey: `${folder}/hls/1/s${i}/poster.jpg`,
    imageMap: i === 0 ? { folder: `${folder}/image-map/`, sheets: [{ file: 'sheet-000.jpg', firstSecond: 0 }] } : null,
  }));
  await addTranscript(orgId, row.id, [{ sentence: 'Tighten the bolt.', startTime: 0 }], 'en-us', { source: 'asr', endOffset: 2 });
  return row;
}

export async function addTranscript(
  orgId: string,
  workflowId: string,
  sentences: { sentence: string; startTime: number }[],
  languageCode = 'en-us',
  { source = 'manual', endOffset = 3 } = {},
) {
  const full = sentences.map((s) => ({ ...s, endTime: s.startTime + endOffset, words: [] }));
  await (await getDb())
    .insert(transcriptions)
    .values({ organizationId: orgId, workflowId, languageCode, source, sentences: full, searchText: sentences.map((s) => s.sentence).join(' ') });
}

export const like = async (orgId: string, workflowId: string, userId: string) =>
  (await getDb()).insert(workflowLikes).values({ organizationId: orgId, workflowId, userId });

export const watch = async (orgId: string, workflowId: string, userId: string, completed = false, updatedAt = new Date()) =>
  (await getDb()).insert(workflowViews).values({ organizationId: orgId, workflowId, userId, completed, updatedAt });

export const file = async (orgId: string, workflowId: string, subcategoryId: string) =>
  (await getDb()).insert(workflowSubcategories).values({ organizationId: orgId, workflowId, subcategoryId });

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

type Person = [role: Role, displayName: string];

/**
 * An organisation with named workspaces and people, each person with a session cookie and the
 * workspace memberships listed.
 */
async function orgWorld<W extends string, K extends string>(
  spaces: Record<W, { name: string; private?: boolean }>,
  people: Record<K, Person>,
  members: Array<[NoInfer<W>, NoInfer<K>, Role]>,
) {
  const org = await createOrg();
  const ws = {} as Record<W, Awaited<ReturnType<typeof createWorkspace>>>;
  for (const [key, options] of Object.entries(spaces) as Array<[W, { name: string; private?: boolean }]>) ws[key] = await createWorkspace(org.id, options);
  const users = {} as Record<K, Awaited<ReturnType<typeof createUser>>>;
  for (const [key, [role, displayName]] of Object.entries(people) as Array<[K, Person]>) users[key] = await createUser(org.id, role, { displayName });
  for (const [space, person, role] of members) await addMember(org.id, ws[space].id, users[person].id, role);
  const cookies = {} as Record<K, string>;
  for (const key of Object.keys(users) as K[]) cookies[key] = (await sessionCookie(users[key])).cookie;
  return { org, ws, users, cookies };
}

/**
 * An organisation with an open and a private workspace, and one person per role: an org admin,
 * a workspace admin and a publisher of the open workspace, a viewer of it, and an outsider viewer.
 */
export async function libraryWorld() {
  const { org, ws, users, cookies } = await orgWorld(
    { open: { name: 'Assembly' }, secret: { name: 'Board room', private: true } },
    { orgAdmin: ['admin-organization', 'Olga Org'], wsAdmin: ['admin-group', 'Wes Workspace'], publisher: ['publisher', 'Pat Publisher'], viewer: ['viewer', 'Vic Viewer'] },
    [
      ['open', 'wsAdmin', 'admin-group'],
      ['open', 'publisher', 'publisher'],
      ['open', 'viewer', 'viewer'],
      ['secret', 'publisher', 'publisher'],
    ],
  );
  return { org, ...ws, ...users, cookies };
}

/**
 * One organisation with workspaces A and B (open) and P (private, nobody assigned), people of
 * every role around them, and an outsider organisation with its own workflow.
 */
export async function workflowWorld() {
  const { org, ws, users, cookies } = await orgWorld(
    { a: { name: 'Assembly' }, b: { name: 'Bottling' }, p: { name: 'Private', private: true } },
    {
      orgAdmin: ['admin-organization', 'Olga Org'],
      publisher: ['publisher', 'Pat Publisher'],
      publisherB: ['publisher', 'Bea Publisher'],
      wsAdminB: ['admin-group', 'Wes Workspace'],
      viewer: ['viewer', 'Vic Viewer'],
    },
    [
      ['a', 'publisher', 'publisher'],
      ['b', 'publisher', 'publisher'],
      ['b', 'publisherB', 'publisher'],
      ['b', 'wsAdminB', 'admin-group'],
      ['a', 'viewer', 'viewer'],
    ],
  );
  const other = await createOrg();
  const otherWs = await createWorkspace(other.id);
  const outsider = await createUser(other.id, 'admin-organization');
  return {
    org,
    ws: { ...ws, other: otherWs },
    users: { ...users, outsider },
    cookies: { ...cookies, outsider: (await sessionCookie(outsider)).cookie },
  };
}
export type WorkflowWorld = Awaited<ReturnType<typeof workflowWorld>>;

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked by the assertions, not by types
type Json = any;
/** `{ item }`, `{ items, total }` or `{ error }`; list replies are read without a guard, the assertions catch a missing list. */
export type Reply = { status: number; body: { item?: Json; items: Json[]; total: number; error?: { code: string; message: string; issues?: unknown[] } } };

/** Calls a route handler as the browser would and reads the JSON reply. */
export async function call(
  handler: Handler,
  path: string,
  { cookie, method = 'GET', body, params = {} }: { cookie?: string; method?: string; body?: unknown; params?: Record<string, string> } = {},
): Promise<Reply> {
  const res = await handler(apiRequest(path, { method, cookie, body }), routeParams(params));
  return { status: res.status, body: await res.json() };
}
