import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { requireId } from '@/lib/workspaces/workspace-access';
import { loadWorkflowForEdit, loadWorkflowForView } from './access';
import { downloadsAllowed } from './downloads';
import { findStep } from './queries';

/** Download links live a few minutes: long enough to start, short enough not to be passed around. */
const DOWNLOAD_URL_TTL_SECONDS = 300;

type Target = { session: SessionContext; workflowId: unknown };

function assertDownloads(session: SessionContext) {
  if (!downloadsAllowed(session.org.settings)) throw new AppError('forbidden', 'downloads.disabled');
}

/** A file name people recognise, without characters file systems refuse. */
export const downloadName = (base: string, extension: string) => `${base.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'video'}${extension}`;

const extensionOf = (key: string) => /\.[a-z0-9]{1,5}$/i.exec(key)?.[0] ?? '';

const signed = (key: string, filename: string) => getStorage().signedUrl(key, { expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS, filename });

// GET /api/v1/workflows/{id}/download – the original upload; authors only (it holds what editing cut away)
export async function originalVideoDownload({ session, workflowId }: Target): Promise<string> {
  const { workflow } = await loadWorkflowForEdit(await getDb(), session, workflowId);
  assertDownloads(session);
  if (!workflow.originalVideoKey) throw new AppError('conflict', 'workflows.noVideo');
  return signed(workflow.originalVideoKey, downloadName(workflow.title, extensionOf(workflow.originalVideoKey)));
}

// GET /api/v1/workflows/{id}/steps/{stepId}/download – one step as an MP4; anyone who may watch the workflow
export async function stepVideoDownload({ session, workflowId, stepId }: Target & { stepId: unknown }): Promise<string> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, workflowId);
  const step = await findStep(db, { orgId: session.org.id, workflowId: workflow.id, stepId: requireId(stepId) });
  if (!step) throw new AppError('not_found', 'workflows.stepNotFound');
  assertDownloads(session);
  if (!step.startVideoKey) throw new AppError('conflict', 'downloads.notReady');
  const number = String(step.position + 1).padStart(2, '0');
  return signed(step.startVideoKey, downloadName(`${workflow.title} - ${number} ${step.title}`.trim(), '.mp4'));
}

/** The answer of a download route: a redirect to the signed URL (it sends Content-Disposition: attachment). */
export const redirectTo = (url: string) => new Response(null, { status: 302, headers: { Location: url, 'Cache-Control': 'no-store' } });
