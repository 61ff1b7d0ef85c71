import type { Workflow } from '@/db/schema';
import { EDITOR, ERROR } from '@/lib/workflows/constants';
import { PUBLISH_STAGE } from './constants';

/** What the editor pages show of the publish render: its progress while it runs, its failure (with retry), else nothing. */
export function publishRenderView(w: Pick<Workflow, 'editorStatus' | 'progress'>): { state: 'running' | 'failed'; fraction: number } | null {
  if (w.editorStatus === `${EDITOR.processingPublish} ${ERROR}`) return { state: 'failed', fraction: 0 };
  if (w.editorStatus !== EDITOR.processingPublish) return null;
  const progress = w.progress as { stage?: string; fraction?: number } | null;
  return { state: 'running', fraction: progress?.stage === PUBLISH_STAGE ? (progress.fraction ?? 0) : 0 };
}
