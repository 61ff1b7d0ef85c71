import { apiRequest } from '@/components/ui/api-request';
import { workspaceKeys } from '@/lib/workspaces/query-keys';
import type { WorkflowOrigin } from '@/lib/workflows/initialize-source';
import type { WorkspaceItem } from '@/lib/workspaces/schema';

export type UploadLimits = { maxBytes: number; maxVideoSeconds: number; extensions: string[] };

export type InitializeInput = { uploadId: string; title: string; workspaceId: string; languageCode: string; origin: WorkflowOrigin };

/** The part of the lifecycle API's WorkflowDetail this flow needs. */
export type InitializedWorkflow = { id: string; title: string; workspaceId: string };

export const createWorkflowKeys = {
  limits: ['uploads', 'limits'] as const,
  editWorkspaces: workspaceKeys.list('edit', ''),
};

export const fetchUploadLimits = () => apiRequest<{ item: UploadLimits }>('/api/v1/uploads/limits').then((r) => r.item);

/** Workspaces the caller may add content to (spec 01 §6: only those the user can edit). */
export const fetchEditWorkspaces = () =>
  apiRequest<{ items: WorkspaceItem[] }>('/api/v1/workspaces?type=edit').then((r) => r.items);

export const initializeWorkflow = (input: InitializeInput) =>
  apiRequest<{ item: InitializedWorkflow }>('/api/v1/workflows/initialize', { method: 'POST', body: input }).then((r) => r.item);
