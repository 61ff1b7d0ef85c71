import 'server-only';
import { getDb } from '@/db/client';
import type { ScormExportProcessRow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { logError } from '@/lib/http/log';
import { getStorage } from '@/lib/storage';
import { downloadName } from '@/lib/workflows/download-links';
import { canEditInWorkspace } from '@/lib/workflows/access';
import { loadVisibleWorkspace } from '@/lib/workspaces/workspace-access';
import { assertScormExporter, loadExportWorkflows, loadVisibleExport } from './access';
import { requestExport } from './job';
import { insertExport, listExportableWorkflows, listExports, updateExport } from './queries';
import type {
  AvailableWorkflowDto,
  CreateExportInput,
  DownloadScormInput,
  ExportListDto,
  ExportProcessDto,
  ExportSource,
  ExportStatus,
  ExportType,
  ListExportsQuery,
} from './schema';

/** A package's download link lives an hour: long enough for a large zip to start, short enough not to be passed around. */
export const DOWNLOAD_TTL_SECONDS = 3600;

const TYPE_LABEL: Record<ExportType, string> = { scorm12: 'SCORM 1.2', scorm2004: 'SCORM 2004', cmi5: 'cmi5' };

async function toDto(row: ScormExportProcessRow): Promise<ExportProcessDto> {
  const ready = row.status === 'finished' && row.fileKey;
  const name = downloadName(`${row.titles[0] ?? 'OpenHow'}${row.titles.length > 1 ? ` +${row.titles.length - 1}` : ''} - ${TYPE_LABEL[row.exportType as ExportType]}`, '.zip');
  return {
    id: row.id,
    status: row.status as ExportStatus,
    progress: row.progress,
    workflowIds: row.workflowIds,
    titles: row.titles,
    exportType: row.exportType as ExportType,
    exportSource: row.exportSource as ExportSource,
    resolution: row.resolution,
    errorCode: row.errorCode,
    fileSize: row.fileSize,
    downloadUrl: ready ? await getStorage().signedUrl(row.fileKey!, { expiresInSeconds: DOWNLOAD_TTL_SECONDS, filename: name }) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function queue(row: ScormExportProcessRow): Promise<ScormExportProcessRow> {
  try {
    await requestExport(row.organizationId, row.id);
    return row;
  } catch (error) {
    // Shown as failed with Retry rather than pending forever.
    logError('scorm', 'export job not sent', error);
    return (await updateExport(await getDb(), { orgId: row.organizationId, id: row.id }, { status: 'error', errorCode: 'scorm.errors.buildFailed' })) ?? row;
  }
}

// POST /api/v1/rustici-export-processes {workflowIds, exportType, exportSource, resolution?}
export async function createExport(session: SessionContext, input: CreateExportInput): Promise<ExportProcessDto> {
  assertScormExporter(session, input.exportSource);
  const db = await getDb();
  const found = await loadExportWorkflows(db, session, input.workflowIds);
  const row = await insertExport(db, {
    organizationId: session.org.id,
    createdBy: session.user.id,
    workflowIds: found.map((w) => w.id),
    titles: found.map((w) => w.title),
    exportType: input.exportType,
    exportSource: input.exportSource,
    resolution: input.resolution,
  });
  return toDto(await queue(row));
}

// POST /api/v1/workflows/{id}/download-scorm {resolution} – the one-workflow export
export const downloadScorm = (session: SessionContext, workflowId: unknown, input: DownloadScormInput) =>
  createExport(session, { workflowIds: [String(workflowId ?? '')], ...input });

// GET /api/v1/rustici-export-processes?size&page&export_type&desc&order_by
export async function listExportProcesses(session: SessionContext, query: ListExportsQuery): Promise<ExportListDto> {
  assertScormExporter(session);
  const { rows, total } = await listExports(await getDb(), { orgId: session.org.id, createdBy: session.access.isOrgAdmin ? null : session.user.id, query });
  return { items: await Promise.all(rows.map(toDto)), total, page: query.page, size: query.size };
}

// GET /api/v1/rustici-export-processes/{id}
export async function getExportProcess(session: SessionContext, id: unknown): Promise<ExportProcessDto> {
  return toDto(await loadVisibleExport(await getDb(), session, id));
}

// PUT /api/v1/rustici-export-processes/{id}/retry – a failed export starts again; anything else is 409
export async function retryExportProcess(session: SessionContext, id: unknown): Promise<ExportProcessDto> {
  const db = await getDb();
  const row = await loadVisibleExport(db, session, id);
  assertScormExporter(session, row.exportSource as ExportSource);
  const reset = await updateExport(db, { orgId: row.organizationId, id: row.id }, { status: 'pending', progress: 0, errorCode: null, finishedAt: null }, ['error']);
  if (!reset) throw new AppError('conflict', 'scorm.errors.notFailed');
  return toDto(await queue(reset));
}

// GET /api/v1/rustici-export-processes/available/workflows/{workspaceId}?export_type
export async function availableWorkflows(session: SessionContext, workspaceId: unknown): Promise<AvailableWorkflowDto[]> {
  assertScormExporter(session);
  const db = await getDb();
  const workspace = await loadVisibleWorkspace(db, session, workspaceId);
  if (!canEditInWorkspace(session, workspace.id)) throw new AppError('forbidden');
  return (await listExportableWorkflows(db, { orgId: session.org.id, workspaceId: workspace.id })).map((w) => ({ ...w, hasQuiz: !!w.hasQuiz }));
}
