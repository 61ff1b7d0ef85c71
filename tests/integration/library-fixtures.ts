import { getDb } from '@/db/client';
import { transcriptions, workflowLikes, workflowSteps, workflowSubcategories, workflowViews, workflows } from '@/db/schema';
import { BLOCKED, CONVERT, EDITOR, FRAME_CAPTURE, SPEECH, STEPS } from '@/lib/workflows/constants';
import type { WorkflowCardDto } from '@/lib/workflows/library-schema';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, sessionCookie } from '../helpers/factories';

/** Status columns of each card status as the pipeline leaves them (contract: status lifecycle). */
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

type WorkflowOptions = {
  orgId: string;
  workspaceId: string;
  authorId?: string | null;
  state?: State;
  title?: string;
  titleTranslations?: Record<string, string>;
  editType?: string;
  createdAt?: Date;
  publishedAt?: Date;
  posterKey?: string | null;
  steps?: number;
};

export async function createWorkflow({ orgId, workspaceId, authorId = null, state = 'published', steps = 0, ...rest }: WorkflowOptions) {
  const db = await getDb();
  const [row] = await db
    .insert(workflows)
    .values({ organizationId: orgId, workspaceId, authorId, title: rest.title ?? `Workflow ${state}`, ...STATES[state], ...rest })
    .returning();
  for (let i = 0; i < steps; i += 1) {
    await db.insert(workflowSteps).values({ organizationId: orgId, workflowId: row.id, position: i, startTime: i * 10, endTime: i * 10 + 10, duration: 10, imageMap: i === 0 ? { sprites: [] } : null });
  }
  return row;
}

export async function addTranscript(orgId: string, workflowId: string, sentences: { sentence: string; startTime: number }[], languageCode = 'en-us') {
  const db = await getDb();
  const full = sentences.map((s) => ({ ...s, endTime: s.startTime + 3, words: [] }));
  await db.insert(transcriptions).values({ organizationId: orgId, workflowId, languageCode, source: 'manual', sentences: full, searchText: sentences.map((s) => s.sentence).join(' ') });
}

export const like = async (orgId: string, workflowId: string, userId: string) =>
  (await getDb()).insert(workflowLikes).values({ organizationId: orgId, workflowId, userId });

export const watch = async (orgId: string, workflowId: string, userId: string, completed = false, updatedAt = new Date()) =>
  (await getDb()).insert(workflowViews).values({ organizationId: orgId, workflowId, userId, completed, updatedAt });

export const file = async (orgId: string, workflowId: string, subcategoryId: string) =>
  (await getDb()).insert(workflowSubcategories).values({ organizationId: orgId, workflowId, subcategoryId });

/**
 * An organisation with an open and a private workspace, and one person per role: an org admin,
 * a workspace admin and a publisher of the open workspace, a viewer of it, and an outsider viewer.
 */
export async function libraryWorld() {
  const org = await createOrg();
  const open = await createWorkspace(org.id, { name: 'Assembly' });
  const secret = await createWorkspace(org.id, { name: 'Board room', private: true });
  const orgAdmin = await createUser(org.id, 'admin-organization', { displayName: 'Olga Org' });
  const wsAdmin = await createUser(org.id, 'admin-group', { displayName: 'Wes Workspace' });
  const publisher = await createUser(org.id, 'publisher', { displayName: 'Pat Publisher' });
  const viewer = await createUser(org.id, 'viewer', { displayName: 'Vic Viewer' });
  await addMember(org.id, open.id, wsAdmin.id, 'admin-group');
  await addMember(org.id, open.id, publisher.id, 'publisher');
  await addMember(org.id, open.id, viewer.id, 'viewer');
  await addMember(org.id, secret.id, publisher.id, 'publisher');
  const cookies = {
    orgAdmin: (await sessionCookie(orgAdmin)).cookie,
    wsAdmin: (await sessionCookie(wsAdmin)).cookie,
    publisher: (await sessionCookie(publisher)).cookie,
    viewer: (await sessionCookie(viewer)).cookie,
  };
  return { org, open, secret, orgAdmin, wsAdmin, publisher, viewer, cookies };
}

type Json = { items: WorkflowCardDto[]; total: number; error?: { code: string } };

/** Calls a route handler as the browser would and returns status and JSON. */
export async function call(
  handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  options: { cookie?: string; method?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  const res = await handler(apiRequest(path, options), { params: Promise.resolve(options.params ?? {}) });
  return { status: res.status, body: (await res.json()) as Json };
}
