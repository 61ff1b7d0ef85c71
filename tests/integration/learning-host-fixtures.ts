import { createHmac, randomUUID } from 'node:crypto';
import { POST as postSignIn } from '@/app/api/v1/learning-host/sign-in/route';
import { POST as postValidate } from '@/app/api/v1/learning-host/validate/route';
import { getDb } from '@/db/client';
import { learnerKey, learnerMessage, signPackageToken } from '@/lib/learning-host/package-token';
import { insertExport } from '@/lib/scorm/queries';
import { apiRequest, createUser, createWorkspace, routeParams } from '../helpers/factories';
import { createPlayerWorkflow, playerWorld } from './player-fixtures';

export const HOST_SETTINGS = { products: { rustici: true }, features: { enableSCORM: { featureEnabled: true, enabled: true } } };

/** What a thin package's launcher computes (base64url HMAC-SHA256 under the UTF-8 learner key). */
export function launchValues(pkg: string, learner: { id: string; name: string }, ts = Date.now(), key = learnerKey(pkg)) {
  const sig = createHmac('sha256', Buffer.from(key, 'utf8')).update(learnerMessage(learner.id, learner.name, ts)).digest('base64url');
  return { pkg, lid: learner.id, lname: learner.name, ts, sig };
}

/** An organisation with the product on, a published workflow in a private workspace, one in the open one, and another organisation's workflow. */
export async function hostWorld(settings: Record<string, unknown> = HOST_SETTINGS) {
  const world = await playerWorld(settings);
  const privateFlow = await createPlayerWorkflow({ orgId: world.org.id, workspaceId: world.secret.id, authorId: world.publisher.id, title: 'Private procedure' });
  const openFlow = await createPlayerWorkflow({ orgId: world.org.id, workspaceId: world.open.id, authorId: world.publisher.id, title: 'Open procedure' });
  const outsideFlow = await createPlayerWorkflow({ orgId: world.org.id, workspaceId: world.open.id, authorId: world.publisher.id, title: 'Not in the package' });
  const foreignFlow = await createPlayerWorkflow({ orgId: world.other.id, workspaceId: world.otherWs.id, authorId: world.otherUser.id, title: 'Foreign' });
  const workflowIds = [privateFlow.workflow.id, openFlow.workflow.id];
  // The thin export the package was made by: deleting it revokes the package.
  const { id: exportId } = await insertExport(await getDb(), { organizationId: world.org.id, workflowIds, exportType: 'scorm12', exportSource: 'thin', status: 'finished' });
  const pkg = signPackageToken({ orgId: world.org.id, exportId, workflowIds });
  return { ...world, privateFlow, openFlow, outsideFlow, foreignFlow, exportId, pkg };
}

export const validate = (body: unknown, headers: Record<string, string> = {}) =>
  postValidate(apiRequest('/api/v1/learning-host/validate', { method: 'POST', body, headers }), routeParams({}));

export const signIn = (customToken: string) => postSignIn(apiRequest('/api/v1/learning-host/sign-in', { method: 'POST', body: { customToken } }), routeParams({}));

/** Validate and sign in: the bearer header of the host player's calls. */
export async function launch(pkg: string, workflowId: string, learner = { id: `lms-${randomUUID()}`, name: 'Lee Learner' }) {
  const res = await validate({ ...launchValues(pkg, learner), workflowId });
  const { item } = await res.json();
  const session = await (await signIn(item.customToken)).json();
  return { validated: item, bearer: { authorization: `Bearer ${session.item.accessToken}` }, accessToken: session.item.accessToken as string };
}

export { createUser, createWorkspace };
