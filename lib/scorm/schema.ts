import { z } from 'zod';

/** Spec 02 §3 Export process: the package types and sources an export may have. */
export const EXPORT_TYPES = ['scorm12', 'scorm2004', 'cmi5'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_SOURCES = ['full', 'thin'] as const;
export type ExportSource = (typeof EXPORT_SOURCES)[number];
/** The player's resolutions (spec 02 §9); a full package carries the step videos of one of them. */
export const EXPORT_RESOLUTIONS = [360, 480, 720, 1080] as const;
export type ExportResolution = (typeof EXPORT_RESOLUTIONS)[number];
export const DEFAULT_RESOLUTION: ExportResolution = 720;
/** §4 Export process status: finished or error are terminal, anything else is not ready. */
export const EXPORT_STATUSES = ['pending', 'running', 'finished', 'error'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const isTerminal = (status: string) => status === 'finished' || status === 'error';

/** How many workflows one package may hold. */
export const MAX_EXPORT_WORKFLOWS = 50;

const resolution = z.coerce
  .number()
  .int()
  .refine((value) => (EXPORT_RESOLUTIONS as readonly number[]).includes(value), 'scorm.errors.resolution')
  .transform((value) => value as ExportResolution);

/** POST /api/v1/rustici-export-processes {workflowIds, exportType, exportSource, resolution?} */
export const createExportSchema = z.object({
  workflowIds: z.array(z.string().max(64)).min(1, 'scorm.errors.noWorkflows').max(MAX_EXPORT_WORKFLOWS, 'scorm.errors.tooMany'),
  exportType: z.enum(EXPORT_TYPES, 'scorm.errors.exportType'),
  exportSource: z.enum(EXPORT_SOURCES, 'scorm.errors.exportSource'),
  resolution: resolution.default(DEFAULT_RESOLUTION),
});
export type CreateExportInput = z.infer<typeof createExportSchema>;

/** POST /api/v1/workflows/{id}/download-scorm {resolution, exportType?, exportSource?} – the one-workflow case. */
export const downloadScormSchema = z.object({
  resolution: resolution.default(DEFAULT_RESOLUTION),
  exportType: z.enum(EXPORT_TYPES, 'scorm.errors.exportType').default('scorm12'),
  exportSource: z.enum(EXPORT_SOURCES, 'scorm.errors.exportSource').default('full'),
});
export type DownloadScormInput = z.infer<typeof downloadScormSchema>;

export const EXPORT_ORDERS = ['createdAt', 'status', 'exportType'] as const;

/** GET /api/v1/rustici-export-processes?size&page&export_type&desc&order_by */
export const listExportsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  export_type: z.enum(EXPORT_TYPES).optional(),
  order_by: z.enum(EXPORT_ORDERS).default('createdAt'),
  desc: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type ListExportsQuery = z.infer<typeof listExportsQuerySchema>;

/** GET /api/v1/rustici-export-processes/available/workflows/{workspaceId}?export_type */
export const availableQuerySchema = z.object({ export_type: z.enum(EXPORT_TYPES).default('scorm12') });

export type ExportProcessDto = {
  id: string;
  status: ExportStatus;
  progress: number;
  workflowIds: string[];
  titles: string[];
  exportType: ExportType;
  exportSource: ExportSource;
  resolution: number;
  errorCode: string | null;
  fileSize: number | null;
  /** A signed link that expires (DOWNLOAD_TTL_SECONDS); only when finished. */
  downloadUrl: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type ExportListDto = { items: ExportProcessDto[]; total: number; page: number; size: number };
export type AvailableWorkflowDto = { id: string; title: string; duration: number | null; hasQuiz: boolean };
