import 'server-only';

/** Environment switches of the job system, read at call time so tests and scripts can set them. */

/** True (default) when the web process runs the workers itself; false when `npm run worker` does. */
export function jobsInProcess(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.JOBS_IN_PROCESS ?? 'true').trim().toLowerCase();
  return !['false', '0', 'no', 'off'].includes(value);
}

/** Connections pg-boss may hold on PostgreSQL (its own pool, beside the app's). */
export function jobsPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.JOBS_POOL_SIZE || 4);
  return Number.isInteger(size) && size > 0 ? size : 4;
}

/** Seconds between polls of an idle worker (pg-boss's minimum is 0.5). */
export function jobsPollSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.JOBS_POLL_SECONDS || 2);
  return Number.isFinite(seconds) && seconds >= 0.5 ? seconds : 2;
}
