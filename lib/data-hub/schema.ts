import { z } from 'zod';
import { text } from '@/lib/http/text';

/** Contracts of the data hub (spec 02 §6), shared by the routes and the /data-hub page. */
export const DATA_HUB_PAGE_SIZE = 20;
export const DOCUMENT_TITLE_MAX = 200;

export const listDocumentsQuerySchema = z.object({
  workspaceId: z.uuid(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(DATA_HUB_PAGE_SIZE),
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuerySchema>;

export const createDocumentSchema = z.object({
  workspaceId: z.uuid(),
  uploadId: z.uuid(),
  title: text().trim().max(DOCUMENT_TITLE_MAX).optional(),
});
export type CreateDocumentInput = z.infer<typeof createDocumentSchema>;

export const replaceDocumentSchema = z.object({ uploadId: z.uuid() });
export type ReplaceDocumentInput = z.infer<typeof replaceDocumentSchema>;

export const DOCUMENT_STATUSES = ['pending', 'indexing', 'ready', 'error'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export type DataHubDocumentDto = {
  id: string;
  workspaceId: string;
  title: string;
  fileName: string;
  mimeType: string;
  size: number;
  status: DocumentStatus;
  /** A message key (uploads.* / dataHub.errors.*) when status is error. */
  errorCode: string | null;
  pageCount: number | null;
  chunkCount: number;
  uploadedBy: string | null;
  createdAt: string;
  updatedAt: string;
};
export type DataHubListDto = { items: DataHubDocumentDto[]; total: number; page: number; size: number };
export type DataHubWorkspaceOption = { id: string; name: string };
