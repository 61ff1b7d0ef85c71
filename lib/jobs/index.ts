import 'server-only';

/**
 * Background jobs on pg-boss (PostgreSQL, or PGlite through the app's own instance).
 *
 * Contract for every job handler — jobs are delivered at least once, not exactly once:
 * - Idempotent: running a handler twice for the same data leaves the same result as once. A
 *   worker may be stopped or crash after doing the work but before pg-boss records completion,
 *   and a retry starts from the beginning. Check the current state first ("already transcoded?"),
 *   write results with upserts or conditional updates, and name output objects deterministically.
 * - Retries: a thrown error or a run past `expireInSeconds` fails the attempt; pg-boss retries up
 *   to `retryLimit` times, `retryDelay` seconds apart (with backoff), then marks the job failed.
 *   Throw for transient trouble; for data that can never succeed, record that and return.
 * - Deduplication: `sendJob(name, data, { singletonKey })` drops a send while a job with the same
 *   key is still waiting, so "process upload X" can be sent from several places safely.
 * - Small data: send ids, not documents; read the current state from the database in the handler.
 *
 * Modes: with JOBS_IN_PROCESS unset or true the web process starts its workers on first send
 * (ensureJobsStarted); with JOBS_IN_PROCESS=false only `npm run worker` processes run them.
 */
export { getBoss, stopBoss, type StopOptions } from './boss';
export { jobsInProcess } from './config';
export { defineJob, type JobContext, type JobDefinition, type JobHandler, type JobOptions } from './registry';
export { ensureJobsStarted, sendJob, startWorkers, type SendOptions, type StartOptions } from './workers';
