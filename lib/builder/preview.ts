import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { statusFieldsOf } from '@/lib/workflows/detail';
import { publishReadiness, type PublishBlocker } from '@/lib/workflows/status';
import { previewLink } from '@/lib/access/spec-links';

export type PreviewStatus = {
  published: boolean;
  editorStatus: string | null;
  /** The preview plays (and Publish is offered) once the ready check passes (spec 02 §4). */
  canPublish: boolean;
  blocker: PublishBlocker | null;
  /** Where the builder opens the preview (it works only when opened from the builder or an editor). */
  previewUrl: string;
};

/** GET /preview/status (spec 02 §7): whether the workflow can be previewed and published now. */
export async function previewStatus(session: SessionContext, workflowId: unknown): Promise<PreviewStatus> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const readiness = publishReadiness(await statusFieldsOf(db, session.org.id, workflow));
  return { published: workflow.published, editorStatus: workflow.editorStatus, ...readiness, previewUrl: previewLink(workflow.id) };
}
