import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { scormExportProcesses } from '@/db/schema';
import { getBoss } from '@/lib/jobs';
import { liveJobs } from '@/lib/workflows/pipeline/recover';
import { exportJobKey, SCORM_EXPORT_JOB } from './job';

/**
 * Minutes an export may go without a beat (a running build touches its row every EXPORT_BEAT_MS)
 * or wait with no job before it counts as lost. Far above the beat, so a slow step never trips it.
 */
export const exportStaleMinutes = (env: NodeJS.ProcessEnv = process.env) => {
  const minutes = Number(env.SCORM_EXPORT_STALE_MINUTES || 10);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : 10;
};

const UNFINISHED = ['pending', 'running'];

/**
 * The crashed-export sweep (scorm-export-recover, every minute). An export left running without a
 * beat (its worker died: crash, kill, lost machine — pg-boss would hold the job 'active' for two
 * hours) or pending with no queued job (lost before it ran) is marked failed with
 * scorm.errors.interrupted, so the history shows Retry. A pending export whose job still waits in
 * the queue (behind other builds) is left alone. The update re-checks status and age, so a build
 * that beat in between keeps running; the dead job is cancelled.
 */
export async function failStalledExports(db: Db, minutes = exportStaleMinutes()): Promise<string[]> {
  const stale = and(inArray(scormExportProcesses.status, UNFINISHED), lt(scormExportProcesses.updatedAt, sql`now() - make_interval(mins => ${minutes})`));
  const candidates = await db
    .select({ id: scormExportProcesses.id, organizationId: scormExportProcesses.organizationId, status: scormExportProcesses.status })
    .from(scormExportProcesses)
    .where(stale);
  // The job tables exist once the queue has started (the sweep itself runs as a job, so it has).
  if (candidates.length) await getBoss();
  const failed: string[] = [];
  for (const candidate of candidates) {
    const jobs = await liveJobs(db, SCORM_EXPORT_JOB, exportJobKey(candidate.id));
    if (candidate.status === 'pending' && jobs.some((j) => j.state !== 'active')) continue;
    const [row] = await db
      .update(scormExportProcesses)
      .set({ status: 'error', errorCode: 'scorm.errors.interrupted', finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(scormExportProcesses.id, candidate.id), eq(scormExportProcesses.organizationId, candidate.organizationId), stale))
      .returning({ id: scormExportProcesses.id });
    if (!row) continue;
    const dead = jobs.filter((j) => j.state === 'active').map((j) => j.id);
    if (dead.length) await (await getBoss()).cancel(SCORM_EXPORT_JOB, dead);
    failed.push(row.id);
  }
  return failed;
}
