import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { workflows, type Workflow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForView } from '../access';
import { statusFieldsOf } from '../detail';
import type { WorkflowProgressEvent } from '../progress-types';
import { cardStatus } from '../status';
import { progressStream } from './events';

/**
 * The progress event of a workflow (contract: GET …/events and …/progress). `fraction` is the
 * whole run's progress (0…1, never going back), `stage` the stage working now.
 */
export async function toProgressEvent(db: Db, workflow: Workflow): Promise<WorkflowProgressEvent> {
  const status = cardStatus(await statusFieldsOf(db, workflow.organizationId, workflow));
  const progress = (workflow.progress ?? null) as { stage?: unknown; fraction?: unknown } | null;
  const live = status === 'processing' || status === 'transcoding';
  return {
    id: workflow.id,
    status,
    stage: live && typeof progress?.stage === 'string' ? progress.stage : null,
    fraction: live && typeof progress?.fraction === 'number' ? progress.fraction : null,
    failure: status === 'failed' ? workflow.failure : null,
  };
}

/** GET …/progress: the event of a workflow the caller may view. */
export async function loadProgressEvent(session: SessionContext, id: unknown): Promise<WorkflowProgressEvent> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, id);
  return toProgressEvent(db, workflow);
}

/** GET …/events: the stream of a workflow the caller may view (permission checked once, at the start). */
export async function workflowEventStream(session: SessionContext, id: unknown, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, id);
  const where = and(eq(workflows.id, workflow.id), eq(workflows.organizationId, session.org.id));
  const read = async () => {
    const row = await db.query.workflows.findFirst({ where });
    return row ? toProgressEvent(db, row) : null;
  };
  return progressStream({ read, signal });
}
