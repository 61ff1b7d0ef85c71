'use client';
import { apiRequest } from '@/components/ui/api-request';
import type { CreateMode, EntryKind, Execution, SopCard, SopDetail, SopItem, SopVersion } from '@/lib/sop-ui/types';
import type { ShareResult } from '@/lib/notifications/share-schema';

const NETWORK = 'sopUi.network';
const enc = encodeURIComponent;
const sop = (id: string, rest = '') => `/api/v1/multimodal-sop/${enc(id)}${rest}`;
type Item<T> = { item: T };

export const sopKeys = {
  all: ['mm-sop'] as const,
  list: (params: Record<string, unknown>) => ['mm-sop', 'list', params] as const,
  detail: (id: string, skillId?: string | null) => ['mm-sop', 'detail', id, skillId ?? null] as const,
  /** Starts a failed import again, a PDF one maybe from another uploaded PDF. */
  retry: (id: string, pdfUploadId?: string) =>
    apiRequest<Item<SopDetail>>(sop(id, '/retry'), { method: 'POST', body: pdfUploadId ? { pdfUploadId } : {} }, NETWORK).then((r) => r.item),
  versions: (id: string) => ['mm-sop', 'versions', id] as const,
  execution: (id: string) => ['mm-sop', 'execution', id] as const,
};

export type ListParams = { workspaceId?: string; keyword?: string; published?: boolean; page?: number; size?: number };
/** Which list of cards: everything visible (filtered), a workspace's, the caller's own, or a keyword search. */
export type ListSource = { kind: 'all'; published?: boolean } | { kind: 'workspace'; workspaceId: string } | { kind: 'owned'; userId: string } | { kind: 'search'; keyword: string };
type Page = { items: SopCard[]; total: number };
export type CreateInput = { workspaceId: string; title: string; mode: CreateMode; pdfUploadId?: string; workflowId?: string; templateId?: string };
export type SaveInput = { title: string; description: string; items: SopItem[]; version: number };

/** The smart-instruction calls of the issue 21 contract; errors are ApiRequestError with a message key. */
export const sopApi = {
  list: (params: ListParams) => apiRequest<Page>('/api/v1/multimodal-sop', { query: params }, NETWORK),
  page: (source: ListSource, page: number, size: number): Promise<Page> => {
    switch (source.kind) {
      case 'workspace':
        return apiRequest<Page>(`/api/v1/workspaces/${enc(source.workspaceId)}/multimodal-sops`, { query: { page, size } }, NETWORK);
      case 'owned':
        return apiRequest<Page>(`/api/v1/users/${enc(source.userId)}/multimodal-sops/creator`, { query: { page, size } }, NETWORK);
      case 'search':
        return apiRequest<{ items: SopCard[] }>('/api/v1/search/mmsop', { query: { keyword: source.keyword } }, NETWORK).then((r) => ({ items: r.items, total: r.items.length }));
      default:
        return apiRequest<Page>('/api/v1/multimodal-sop', { query: { published: source.published, page, size } }, NETWORK);
    }
  },
  get: (id: string, skillId?: string | null) => apiRequest<Item<SopDetail>>(sop(id), { query: { skillId } }, NETWORK).then((r) => r.item),
  create: (body: CreateInput) => apiRequest<Item<SopDetail>>('/api/v1/multimodal-sop', { method: 'POST', body }, NETWORK).then((r) => r.item),
  patch: (id: string, body: { title?: string; published?: boolean; allowDuplicate?: boolean }) =>
    apiRequest<Item<SopDetail>>(sop(id), { method: 'PATCH', body }, NETWORK).then((r) => r.item),
  save: (id: string, body: SaveInput) => apiRequest<Item<SopDetail>>(sop(id), { method: 'PUT', body }, NETWORK).then((r) => r.item),
  remove: (id: string) => apiRequest<null>(sop(id), { method: 'DELETE' }, NETWORK),
  move: (id: string, workspaceId: string) => apiRequest<Item<SopDetail>>(sop(id, '/workspace'), { method: 'PUT', body: { workspaceId } }, NETWORK).then((r) => r.item),
  duplicate: (id: string, workspaceIds: string[]) =>
    apiRequest<{ items: { id: string }[] }>(sop(id, '/duplication'), { method: 'POST', body: { workspaceIds } }, NETWORK).then((r) => r.items),
  /** Starts a failed import again, a PDF one maybe from another uploaded PDF. */
  retry: (id: string, pdfUploadId?: string) =>
    apiRequest<Item<SopDetail>>(sop(id, '/retry'), { method: 'POST', body: pdfUploadId ? { pdfUploadId } : {} }, NETWORK).then((r) => r.item),
  versions: (id: string) => apiRequest<{ items: SopVersion[] }>(sop(id, '/versions'), {}, NETWORK).then((r) => r.items),
  restore: (id: string, versionId: string) =>
    apiRequest<Item<SopDetail>>(sop(id, `/versions/${enc(versionId)}/restore`), { method: 'POST' }, NETWORK).then((r) => r.item),
  like: (multimodalSopId: string, like: boolean) => apiRequest<{ liked: boolean }>('/api/v1/user-likes/multimodal-sops', { method: 'POST', body: { like, multimodalSopId } }, NETWORK),
  track: (multimodalSopId: string, duration: number) =>
    apiRequest<null>('/api/v1/tracking/multimodal-sop', { method: 'POST', body: { multimodalSopId, duration, deviceInfo: navigator.userAgent.slice(0, 200) }, keepalive: true }, NETWORK),
  startExecution: (id: string, skillId?: string | null) =>
    apiRequest<Item<Execution>>(sop(id, '/executions'), { method: 'POST', body: skillId ? { skillId } : {} }, NETWORK).then((r) => r.item),
  addEntry: (executionId: string, body: { kind: EntryKind; itemId: string; payload: Record<string, unknown> }) =>
    apiRequest<Item<Execution>>(`/api/v1/sop-executions/${enc(executionId)}/entries`, { method: 'POST', body }, NETWORK).then((r) => r.item),
  confirm: (executionId: string, name: string) =>
    apiRequest<Item<Execution>>(`/api/v1/sop-executions/${enc(executionId)}/confirm`, { method: 'POST', body: { name } }, NETWORK).then((r) => r.item),
  execution: (executionId: string) => apiRequest<Item<Execution>>(`/api/v1/sop-executions/${enc(executionId)}`, {}, NETWORK).then((r) => r.item),
  recordUrl: (executionId: string) => `/api/v1/sop-executions/${enc(executionId)}/record.pdf`,
  share: (body: { multimodalSopId: string; message: string; users: string[]; teams: string[] }) =>
    apiRequest<{ item: ShareResult }>('/api/v1/notifications/multimodal-sop/share', { method: 'POST', body }, NETWORK).then((r) => r.item),
};
