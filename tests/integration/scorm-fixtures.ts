import JSZip from 'jszip';
import * as detailRoute from '@/app/api/v1/rustici-export-processes/[id]/route';
import * as retryRoute from '@/app/api/v1/rustici-export-processes/[id]/retry/route';
import * as availableRoute from '@/app/api/v1/rustici-export-processes/available/workflows/[id]/route';
import * as listRoute from '@/app/api/v1/rustici-export-processes/route';
import * as downloadRoute from '@/app/api/v1/workflows/[id]/download-scorm/route';
import { getStorage, toBuffer } from '@/lib/storage';
import { addMember, createOrg, createUser, createWorkspace, sessionCookie } from '../helpers/factories';
export { exportableWorkflow, QUIZ_QUESTIONS } from '../helpers/scorm-content';
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
