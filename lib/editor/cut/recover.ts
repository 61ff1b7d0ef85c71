import 'server-only';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { conversionHistory, workflows } from '@/db/schema';
import { getBoss } from '@/lib/jobs';
import { ERROR } from '@/lib/workflows/constants';
import { leaseSeconds } from '@/lib/workflows/pipeline/lease';
import { liveJobs } from '@/lib/workflows/pipeline/recover';
import { CUT_RENDER_JOB, sendCutRenderJob } from './jobs';
import { CUT_FAILURE } from './render';
import { CUT_STATUSES } from './status';

/** A render whose worker stopped this many times is given up: failed, with the page's and card's Retry. */
export const MAX_CUT_RECOVERIES = 2;
export const CUT_RECOVER_STAGE = 'cut-recover';

export type RecoveredCut = { workflowId: string; cancelled: string[]; outcome: 'sent' | 'failed' };

/**
 * Cut renders whose run stopped (cut-render-recover, every minute and at once when a worker
 * starts). A running render beats `progress.updatedAt` every few seconds (render.ts); a workflow
 * in a cut render status (`processing cut`, `trim` or `rotate`) whose beat is older than the pipeline's lease time has no live run: its
 * worker was killed mid-render (the pg-boss job stays 'active' until it expires an hour later), or
 * the job was lost before it ran. A job still queued takes over by itself; otherwise the dead job
 * is cancelled and a fresh one sent — it resumes from the kept backup (render.ts `apply`), so a
 * second try re-renders without copying the version again. After MAX_CUT_RECOVERIES the render is
 * recorded as failed, so editorStatus never stays stuck on processing cut.
 */
export async function recoverStalledCutRenders(db: Db, staleSeconds = leaseSeconds()): Promise<RecoveredCut[]> {
  const candidates = await db
    .select({ id: workflows.id, organizationId: workflows.organizationId, askedAt: workflows.updatedAt, status: workflows.editorStatus })
    .from(workflows)
    .where(
      and(
        inArray(workflows.editorStatus, [...CUT_STATUSES]),
        sql`coalesce((${workflows.progress}->>'updatedAt')::timestamptz, ${workflows.updatedAt}) < now() - make_interval(secs => ${staleSeconds})`,
      ),
    );
  const recovered: RecoveredCut[] = [];
  // The job tables exist once the queue has started (the sweep itself runs as a job, so it has).
  if (candidates.length) await getBoss();
  for (const candidate of candidates) {
    const jobs = await liveJobs(db, CUT_RENDER_JOB, candidate.id);
    const dead = jobs.filter((j) => j.state === 'active').map((j) => j.id);
    if (!dead.length && jobs.length) continue;
    if (dead.length) await (await getBoss()).cancel(CUT_RENDER_JOB, dead);
    const where = and(eq(workflows.id, candidate.id), eq(workflows.organizationId, candidate.organizationId));
    const history = (status: string, detail: string) =>
      db.insert(conversionHistory).values({ organizationId: candidate.organizationId, workflowId: candidate.id, stage: CUT_RECOVER_STAGE, status, detail });
    // Recoveries since this render was asked for (apply, restore and retry set updatedAt; a run does not).
    const earlier = await db
      .select({ id: conversionHistory.id })
      .from(conversionHistory)
      .where(and(eq(conversionHistory.workflowId, candidate.id), eq(conversionHistory.organizationId, candidate.organizationId), eq(conversionHistory.stage, CUT_RECOVER_STAGE), eq(conversionHistory.status, 'started'), gte(conversionHistory.createdAt, candidate.askedAt)));
    if (earlier.length >= MAX_CUT_RECOVERIES) {
      await db.update(workflows).set({ editorStatus: `${candidate.status} ${ERROR}`, failure: CUT_FAILURE, progress: null, updatedAt: new Date() }).where(and(where, eq(workflows.editorStatus, candidate.status!)));
      await history('failed', `the render's worker stopped ${earlier.length + 1} times; retry from the editor`);
      recovered.push({ workflowId: candidate.id, cancelled: dead, outcome: 'failed' });
      continue;
    }
    // The beat restarts, so the next sweep waits for the new run instead of sending again.
    await db.update(workflows).set({ progress: sql`jsonb_set(coalesce(${workflows.progress}, '{}'::jsonb), '{updatedAt}', to_jsonb(now()))` }).where(where);
    await sendCutRenderJob({ organizationId: candidate.organizationId, workflowId: candidate.id });
    await history('started', dead.length ? 'the worker rendering this cut stopped; handed to a new job' : 'no render job was running; sent again');
    recovered.push({ workflowId: candidate.id, cancelled: dead, outcome: 'sent' });
  }
  return recovered;
}
