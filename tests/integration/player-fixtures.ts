import { getDb } from '@/db/client';
import { transcriptions, workflowSteps, workflows } from '@/db/schema';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, sessionCookie } from '../helpers/factories';

const READY = {
  blocked: null,
  convertStatus: 'finished',
  frameCaptureStatus: 'finished',
  videoExtractStatus: 'finished',
  speechStatus: 'completed',
  stepsStatus: 'finished',
  editorStatus: 'completed segmentation',
  processed: true,
};

type WorkflowOptions = { orgId: string; workspaceId: string; authorId: string; published?: boolean; playable?: boolean; title?: string };

/** A workflow as the pipeline leaves it: two packaged steps (0–10 s, 10–18 s) and an English and a German transcript. */
export async function createPlayerWorkflow({ orgId, workspaceId, authorId, published = true, playable = true, title = 'Changing the cutter' }: WorkflowOptions) {
  const db = await getDb();
  const [row] = await db
    .insert(workflows)
    .values({ organizationId: orgId, workspaceId, authorId, title, languageCode: 'en-us', published, publishedAt: published ? new Date() : null, terms: ['collet', { term: 'spindle' }], ...READY })
    .returning();
  const steps = await db
    .insert(workflowSteps)
    .values([0, 1].map((i) => ({
      organizationId: orgId,
      workflowId: row.id,
      position: i,
      title: i === 0 ? 'Stop the spindle' : 'Fit the cutter',
      startTime: i * 10,
      endTime: i === 0 ? 10 : 18,
      duration: i === 0 ? 10 : 8,
      hlsKey: playable ? `orgs/${orgId}/workflows/${row.id}/hls/1/step-${i}/master.m3u8` : null,
      renditions: playable ? { '360': 'a', '720': 'b' } : {},
      attachments: { diagrams: [], links: i === 0 ? [{ label: 'Manual', link: 'https://example.com/manual' }] : [], pdfs: [] },
    })))
    .returning();
  const en = [
    { sentence: 'Stop the spindle first.', startTime: 1, endTime: 4, words: [] },
    { sentence: 'Loosen the collet nut.', startTime: 11.5, endTime: 14, words: [] },
  ];
  const de = [{ sentence: 'Zuerst die Spindel anhalten.', startTime: 1, endTime: 4, words: [] }];
  await db.insert(transcriptions).values([
    { organizationId: orgId, workflowId: row.id, languageCode: 'en-us', source: 'manual', sentences: en, searchText: '' },
    { organizationId: orgId, workflowId: row.id, languageCode: 'de-de', source: 'manual', sentences: de, searchText: '' },
  ]);
  return { workflow: row, steps: steps.sort((a, b) => a.position - b.position) };
}

/** An organisation with an open and a private workspace, an author, a viewer, an outsider viewer, and another organisation. */
export async function playerWorld(settings: Record<string, unknown> = {}, generation: string | null = null) {
  const org = await createOrg({ settings, ...(generation ? { generation } : {}) });
  const open = await createWorkspace(org.id, { name: 'Machining' });
  const secret = await createWorkspace(org.id, { name: 'Secret', private: true });
  const publisher = await createUser(org.id, 'publisher', { displayName: 'Pat Publisher' });
  const viewer = await createUser(org.id, 'viewer', { displayName: 'Vic Viewer' });
  await addMember(org.id, open.id, publisher.id, 'publisher');
  await addMember(org.id, secret.id, publisher.id, 'publisher');
  await addMember(org.id, open.id, viewer.id, 'viewer');
  const other = await createOrg({ name: 'Other Co' });
  const otherWs = await createWorkspace(other.id, { name: 'Elsewhere' });
  const otherUser = await createUser(other.id, 'publisher');
  await addMember(other.id, otherWs.id, otherUser.id, 'publisher');
  const cookies = {
    publisher: (await sessionCookie(publisher)).cookie,
    viewer: (await sessionCookie(viewer)).cookie,
    other: (await sessionCookie(otherUser)).cookie,
  };
  return { org, open, secret, publisher, viewer, other, otherWs, otherUser, cookies };
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export async function call(handler: Handler, path: string, { cookie, params = {}, method = 'GET' }: { cookie?: string; params?: Record<string, string>; method?: string } = {}) {
  const res = await handler(apiRequest(path, { cookie, method }), { params: Promise.resolve(params) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // WebVTT and other text answers stay text.
  }
  return { status: res.status, headers: res.headers, body: body as never };
}
