import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { conversionHistory, workflows } from '@/db/schema';
import { getBoss } from '@/lib/jobs';
import { EDITOR, STEPS } from '@/lib/workflows/constants';
import { liveJobs, orphanMinutes } from '@/lib/workflows/pipeline/recover';
import { SEGMENTATION_RECUT_JOB, sendRecutJob } from './jobs';

/**
 * Re-cuts whose job is gone (segmentation-recover, every minute): a save committed the new plan
 * and set the steps to scheduled, then the process died before the job was sent (or the job was
 * lost). A workflow left scheduled or running for longer than orphanMinutes with no queued or
 * running re-cut job gets the job again; the stored plan makes the run repeatable. A running job
 * holds the workflow (pg-boss's own expiry retries a job whose worker died), so nothing runs twice.
 */
export async function recoverOrphanedRecuts(db: Db, minutes = orphanMinutes()): Promise<string[]> {
  const candidates = await db
    .select({ id: workflows.id, organizationId: workflows.organizationId })
    .from(workflows)
    .where(
      and(
        eq(workflows.editorStatus, EDITOR.processingSegmentation),
        inArray(workflows.stepsStatus, [STEPS.scheduled, STEPS.running]),
        lt(workflows.updatedAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  const sent: string[] = [];
  // The job tables exist once the queue has started (the sweep itself runs as a job, so it has).
  if (candidates.length) await getBoss();
  for (const candidate of candidates) {
    if ((await liveJobs(db, SEGMENTATION_RECUT_JOB, candidate.id)).length) continue;
    await sendRecutJob({ organizationId: candidate.organizationId, workflowId: candidate.id });
    await db.insert(conversionHistory).values({
      organizationId: candidate.organizationId,
      workflowId: candidate.id,
      stage: 'recover',
      status: 'started',
      detail: 'no re-cut job was running; sent again',
    });
    sent.push(candidate.id);
  }
  return sent;
}
