'use client';
import { apiRequest } from '@/components/ui/api-request';
import type { BuilderDocument, BuilderForm } from '@/lib/builder/schema';

const NETWORK = 'builder.networkError';
const url = (id: string, path = '') => `/api/v1/workflows/${encodeURIComponent(id)}${path}`;
type Item<T> = { item: T };

/** The builder's calls (lib/builder); errors are ApiRequestError with a message key. */
export const builderApi = {
  load: (id: string) => apiRequest<Item<BuilderDocument>>(url(id, '/builder'), {}, NETWORK).then((r) => r.item),
  save: (id: string, revision: number, form: BuilderForm) =>
    apiRequest<Item<BuilderDocument>>(url(id, '/builder'), { method: 'PUT', body: { revision, form } }, NETWORK).then((r) => r.item),
  reset: (id: string, revision: number, keepWorkflow: boolean) =>
    apiRequest<Item<BuilderDocument>>(url(id, '/builder/reset'), { method: 'POST', body: { revision, keepWorkflow } }, NETWORK).then((r) => r.item),
  stepPoster: (id: string, stepId: string, time: number) =>
    apiRequest<Item<BuilderDocument>>(url(id, `/steps/${encodeURIComponent(stepId)}/poster`), { method: 'PUT', body: { time } }, NETWORK).then((r) => r.item),
  workflowPoster: (id: string, body: { stepId: string; time?: number }) => apiRequest<unknown>(url(id, '/poster'), { method: 'PUT', body }, NETWORK),
  publish: (id: string) => apiRequest<unknown>(url(id, '/publish'), { method: 'POST' }, NETWORK),
};
