import 'server-only';
import type { Db } from '@/db/client';
import { getBoss } from '@/lib/jobs';
import { liveJobs } from '@/lib/workflows/pipeline/recover';
import { exportJobKey, SCORM_EXPORT_JOB } from './job';
import { failStalledExport, listStalledExports } from './queries';

/**
 * Minutes an export may go without a beat (a running build touches its row every EXPORT_BEAT_MS)
 * or wait with no job before it counts as lost. Far above the beat, so a slow step never trips it.
 */
export const exportStaleMinutes = (env: NodeJS.ProcessEnv = process.env) => {
  const minutes = Number(env.SCORM_EXPORT_STALE_MINUTES || 10);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : 10;
};

/**
 * The crashed-export sweep (scorm-export-recover, every minute). An export left running without a
 * beat (its worker died: crash, kill, lost machine — pg-boss would hold the job 'active' for two
 * hours) or pending with no queued job (lost before it ran) is marked failed with
 * scorm.errors.interrupted, so the history shows Retry. A pending export whose job still waits in
 * the queue (behind other builds) is left alone. The update re-checks status and age, so a build
 * that beat in between keeps running; the dead job is cancelled.
 */
export async function failStalledExports(db: Db, minutes = exportStaleMinutes()): Promise<string[]> {
  const candidates = await listStalledExports(db, minutes);
  // The job tables exist once the queue has started (the sweep itself runs as a job, so it has).
  if (candidates.length) await getBoss();
  const failed: string[] = [];
  for (const candidate of candidates) {
    const jobs = await liveJobs(db, SCORM_EXPORT_JOB, exportJobKey(candidate.id));
    if (candidate.status === 'pending' && jobs.some((j) => j.state !== 'active')) continue;
    if (!(await failStalledExport(db, { orgId: candidate.organizationId, id: candidate.id }, minutes))) continue;
    const dead = jobs.filter((j) => j.state === 'active').map((j) => j.id);
    if (dead.length) await (await getBoss()).cancel(SCORM_EXPORT_JOB, dead);
    failed.push(candidate.id);
  }
  return failed;
}
