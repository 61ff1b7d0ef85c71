import { randomUUID } from 'node:crypto';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/multimodal-sop/route';
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute, PUT as putRoute } from '@/app/api/v1/multimodal-sop/[id]/route';
import { apiRequest, routeParams } from '@/tests/helpers/factories';
import { workflowWorld, type WorkflowWorld } from './workflows-fixtures';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked by the assertions
type Json = any;
export type SopReply = { status: number; body: Json };

/** Calls a route handler as the browser would; a 204 or a PDF reply has no JSON body (null). */
export async function hit(handler: Handler, path: string, { cookie, method = 'GET', body, params = {} }: { cookie?: string; method?: string; body?: unknown; params?: Record<string, string> } = {}): Promise<SopReply> {
  const res = await handler(apiRequest(path, { method, cookie, body }), routeParams(params));
  const isJson = res.headers.get('content-type')?.includes('json');
  return { status: res.status, body: isJson ? await res.json() : null };
}

export const sopApi = {
  list: (cookie: string, query = '') => hit(listRoute, `/api/v1/multimodal-sop${query}`, { cookie }),
  create: (cookie: string, body: Record<string, unknown>) => hit(createRoute, '/api/v1/multimodal-sop', { cookie, method: 'POST', body }),
  get: (cookie: string, id: string, query = '') => hit(getRoute, `/api/v1/multimodal-sop/${id}${query}`, { cookie, params: { id } }),
  patch: (cookie: string, id: string, body: Record<string, unknown>) => hit(patchRoute, `/api/v1/multimodal-sop/${id}`, { cookie, method: 'PATCH', body, params: { id } }),
  put: (cookie: string, id: string, body: Record<string, unknown>) => hit(putRoute, `/api/v1/multimodal-sop/${id}`, { cookie, method: 'PUT', body, params: { id } }),
  remove: (cookie: string, id: string) => hit(deleteRoute, `/api/v1/multimodal-sop/${id}`, { cookie, method: 'DELETE', params: { id } }),
};

export const block = (type: string, extra: Record<string, unknown> = {}) => ({ id: randomUUID(), type, title: `${type} block`, description: '', attachments: [], ...extra });

export const checklistBlock = () => block('checklist', { checklistItems: [{ id: 'c1', text: 'Gloves on' }, { id: 'c2', text: 'Guard closed' }] });
export const quizBlock = () =>
  block('quiz', {
    questions: [
      { id: 'q1', type: 'trueFalse', title: 'Gloves are required', options: [{ key: 'A', text: 'true' }, { key: 'B', text: 'false' }], correctAnswer: 'A', referenceSource: 'Step 1' },
      {
        id: 'q2',
        type: 'singleSelection',
        title: 'Torque?',
        options: [{ key: 'A', text: '5 Nm' }, { key: 'B', text: '10 Nm' }, { key: 'C', text: '15 Nm' }, { key: 'D', text: '20 Nm' }],
        correctAnswer: 'B',
        referenceSource: 'Step 2',
      },
    ],
  });

/** A finished SOP made through the API by `cookie` in `workspaceId`, its document saved with `items`; published when asked. */
export async function makeSop(cookie: string, workspaceId: string, { items = [block('introduction'), block('step'), block('conclusion')], published = false, title = 'Line setup' } = {}) {
  const created = await sopApi.create(cookie, { workspaceId, mode: 'manual', title });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const saved = await sopApi.put(cookie, created.body.item.id, { title, description: 'How to set up the line', items, version: created.body.item.version });
  if (saved.status !== 200) throw new Error(`put: ${saved.status} ${JSON.stringify(saved.body)}`);
  if (published) await sopApi.patch(cookie, created.body.item.id, { published: true });
  return saved.body.item as { id: string; version: number; items: Array<{ id: string; type: string }> };
}

export type SopWorld = WorkflowWorld;
export const sopWorld = workflowWorld;
