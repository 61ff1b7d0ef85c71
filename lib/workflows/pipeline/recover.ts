import { and, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { conversionHistory, workflows } from '@/db/schema';
import { rowsOf } from '@/db/rows';
import { getBoss, sendJob } from '@/lib/jobs';
import { BLOCKED, WORKFLOW_COPY_MEDIA_JOB, WORKFLOW_PROCESS_JOB, type WorkflowJobData } from '../constants';

/** Minutes a blocked workflow without a lease or a live job may sit before it counts as orphaned. */
export const orphanMinutes = (env: NodeJS.ProcessEnv = process.env) => {
  const minutes = Number(env.PIPELINE_ORPHAN_MINUTES || 10);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : 10;
};

type JobRow = { id: string; state: 'created' | 'retry' | 'active'; started_on: string | Date | null };
type Candidate = { id: string; organizationId: string; leaseExpiresAt: Date | null; duplicatedFromId: string | null };
export type Recovered = { workflowId: string; job: string; cancelled: string[]; sent: boolean };

/** Jobs of a workflow that are still queued or running (pg-boss keeps its tables in the same database). */
export async function liveJobs(db: Db, name: string, workflowId: string): Promise<JobRow[]> {
  const result = await db.execute(
    sql`select id, state, started_on from pgboss.job where name = ${name} and singleton_key = ${workflowId} and state in ('created', 'retry', 'active')`,
  );
  return rowsOf<JobRow>(result);
}

const candidateColumns = {
  id: workflows.id,
  organizationId: workflows.organizationId,
  leaseExpiresAt: workflows.pipelineLeaseExpiresAt,
  duplicatedFromId: workflows.duplicatedFromId,
};

/**
 * The recovery sweep (workflow-recover, every minute). Finds workflows whose work stopped:
 * - a process run's lease expired: its worker died (crash, kill, lost machine) mid-run;
 * - blocked with no lease and no queued or running job for longer than orphanMinutes (a job that
 *   never ran, e.g. the process died between the commit and the send; a copy whose copy-media
 *   job is gone).
 * For each, the dead job (still 'active' in pg-boss, which would hold it until expireInSeconds)
 * is cancelled and a fresh one is sent; the new run takes the expired lease and resumes from the
 * stage markers. A live run renews its lease, so it is never a candidate: two runs never overlap.
 */
export async function recoverStalledWorkflows(db: Db, minutes = orphanMinutes()): Promise<Recovered[]> {
  const expired = await db
    .select(candidateColumns)
    .from(workflows)
    .where(and(isNotNull(workflows.pipelineLeaseId), lt(workflows.pipelineLeaseExpiresAt, sql`now()`)));
  const orphaned = await db
    .select(candidateColumns)
    .from(workflows)
    .where(
      and(
        isNull(workflows.pipelineLeaseId),
        inArray(workflows.blocked, [BLOCKED.waitingBackendInitial, BLOCKED.transcoding, BLOCKED.copyingOriginalVideo]),
        lt(workflows.updatedAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  const recovered: Recovered[] = [];
  for (const candidate of [...expired, ...orphaned]) {
    const result = await recoverOne(db, candidate);
    if (result) recovered.push(result);
  }
  return recovered;
}

async function recoverOne(db: Db, candidate: Candidate): Promise<Recovered | null> {
  // A duplicate waiting for its media belongs to copy-media; everything else to the process job.
  const isCopy = !candidate.leaseExpiresAt && !!candidate.duplicatedFromId;
  const job = isCopy ? WORKFLOW_COPY_MEDIA_JOB : WORKFLOW_PROCESS_JOB;
  const jobs = await liveJobs(db, job, candidate.id);
  // copy-media holds no lease, so a long copy cannot be told from a dead one: its own expiry retries it.
  if (isCopy && jobs.length) return null;
  const waiting = jobs.some((j) => j.state !== 'active');
  // An orphan with a running job is only dead if nothing renews a lease for it: that job never took one.
  const dead = jobs.filter(
    (j) => j.state === 'active' && (!candidate.leaseExpiresAt || (j.started_on !== null && new Date(j.started_on) < candidate.leaseExpiresAt)),
  );
  if (!dead.length && waiting) return null;
  const cancelled = dead.map((j) => j.id);
  if (cancelled.length) await (await getBoss()).cancel(job, cancelled);
  const data: WorkflowJobData = { organizationId: candidate.organizationId, workflowId: candidate.id };
  // A queued job (say, a pg-boss retry) takes over by itself; otherwise a fresh one is sent.
  const sent = !waiting && (await sendJob<WorkflowJobData>(job, data, { singletonKey: candidate.id })) !== null;
  await db.insert(conversionHistory).values({
    organizationId: candidate.organizationId,
    workflowId: candidate.id,
    stage: 'recover',
    status: 'started',
    detail: candidate.leaseExpiresAt ? 'the worker running this workflow stopped; handed to a new job' : 'no job was running; sent again',
  });
  return { workflowId: candidate.id, job, cancelled, sent };
}
