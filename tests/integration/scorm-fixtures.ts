import JSZip from 'jszip';
import { annotations, quizzes, transcriptions } from '@/db/schema';
import * as detailRoute from '@/app/api/v1/rustici-export-processes/[id]/route';
import * as retryRoute from '@/app/api/v1/rustici-export-processes/[id]/retry/route';
import * as availableRoute from '@/app/api/v1/rustici-export-processes/available/workflows/[id]/route';
import * as listRoute from '@/app/api/v1/rustici-export-processes/route';
import * as downloadRoute from '@/app/api/v1/workflows/[id]/download-scorm/route';
import { getStorage, toBuffer } from '@/lib/storage';
import { addMember, createOrg, createUser, createWorkspace, db, sessionCookie } from '../helpers/factories';
import { attachStepMedia } from '../helpers/scorm-media';
import { createWorkflow } from '../helpers/workflow-factory';
import { call } from './workflows-fixtures';

/** Settings with SCORM export on (plan flag and admin toggle) and the host-player product (thin packages). */
export const SCORM_ON = { features: { enableSCORM: { featureEnabled: true, enabled: true } }, products: { rustici: true } };

const base = '/api/v1/rustici-export-processes';
export const scormApi = {
  list: (cookie: string, query = '') => call(listRoute.GET, `${base}${query}`, { cookie }),
  create: (cookie: string, body: unknown) => call(listRoute.POST, base, { cookie, method: 'POST', body }),
  get: (cookie: string, id: string) => call(detailRoute.GET, `${base}/${id}`, { cookie, params: { id } }),
  retry: (cookie: string, id: string) => call(retryRoute.PUT, `${base}/${id}/retry`, { cookie, method: 'PUT', params: { id } }),
  available: (cookie: string, workspaceId: string, type = 'scorm12') =>
    call(availableRoute.GET, `${base}/available/workflows/${workspaceId}?export_type=${type}`, { cookie, params: { id: workspaceId } }),
  download: (cookie: string, workflowId: string, body: unknown) =>
    call(downloadRoute.POST, `/api/v1/workflows/${workflowId}/download-scorm`, { cookie, method: 'POST', body, params: { id: workflowId } }),
};

/** A quiz of two questions, published with the workflow. */
export const QUIZ_QUESTIONS = [
  { id: 'q1', type: 'multipleChoice', title: 'Which valve opens first?', options: [{ key: 'A', text: 'Inlet' }, { key: 'B', text: 'Outlet' }, { key: 'C', text: 'Drain' }, { key: 'D', text: 'Vent' }], correctAnswer: 'A', referenceSource: 'manual', provider: null },
  { id: 'q2', type: 'trueFalse', title: 'Gloves are required.', options: [{ key: 'A', text: 'True' }, { key: 'B', text: 'False' }], correctAnswer: 'A', referenceSource: 'manual', provider: null },
];

/** A published workflow of two 3 s steps with media, English subtitles, an arrow and a text annotation, and a published quiz. */
export async function exportableWorkflow(orgId: string, workspaceId: string, { title = 'Replace the filter', progressive = false, quiz = true } = {}) {
  const { workflow, steps } = await createWorkflow(orgId, workspaceId, { title, steps: [3, 3], videoDuration: 6 });
  await attachStepMedia(orgId, workflow.id, steps, { progressive });
  const d = await db();
  await d.insert(transcriptions).values({
    organizationId: orgId, workflowId: workflow.id, languageCode: 'en-us', source: 'manual',
    sentences: [{ sentence: 'Open the inlet valve.', startTime: 0.5, endTime: 2, words: [] }, { sentence: 'Now <close> the drain.', startTime: 3.5, endTime: 5, words: [] }],
  });
  await d.insert(annotations).values({
    organizationId: orgId, workflowId: workflow.id, stepId: steps[0].id, position: 0,
    elements: [
      { id: 'a1', type: 'arrow', startTime: 0, endTime: 2, top: 0, left: 0, stroke: '#ff0600', strokeWidth: 4, startX: 10, startY: 10, endX: 200, endY: 100 },
      { id: 't1', type: 'i-text', startTime: 1, endTime: 3, top: 50, left: 40, text: 'Inlet <here>', fill: '#ffffff' },
    ],
  });
  if (quiz) await d.insert(quizzes).values({ organizationId: orgId, workflowId: workflow.id, title: 'Check', questions: QUIZ_QUESTIONS, published: true, audience: 'all' });
  return { workflow, steps };
}

export async function scormWorld() {
  const org = await createOrg({ settings: SCORM_ON });
  const plant = await createWorkspace(org.id, { name: 'Plant' });
  const yard = await createWorkspace(org.id, { name: 'Yard' });
  const admin = await createUser(org.id, 'admin-organization');
  const publisher = await createUser(org.id, 'publisher');
  const viewer = await createUser(org.id, 'viewer');
  await addMember(org.id, plant.id, publisher.id, 'publisher');
  await addMember(org.id, plant.id, viewer.id, 'viewer');
  const other = await createOrg({ name: 'Rival Co', settings: SCORM_ON });
  const otherWs = await createWorkspace(other.id);
  const otherAdmin = await createUser(other.id, 'admin-organization');
  const cookie = async (u: { id: string; organizationId: string }) => (await sessionCookie(u)).cookie;
  return {
    org, plant, yard, other, otherWs,
    users: { admin, publisher, viewer, otherAdmin },
    cookies: { admin: await cookie(admin), publisher: await cookie(publisher), viewer: await cookie(viewer), other: await cookie(otherAdmin) },
  };
}
export type ScormWorld = Awaited<ReturnType<typeof scormWorld>>;

/** The finished export's zip, opened. */
export async function openPackage(fileKey: string) {
  const object = await getStorage().get(fileKey);
  if (!object) throw new Error('package missing');
  return JSZip.loadAsync(await toBuffer(object.body));
}
