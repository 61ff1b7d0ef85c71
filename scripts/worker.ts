// npm run worker – runs the background jobs (pg-boss) outside the web server, on any number of
// machines. Set JOBS_IN_PROCESS=false on the web servers when workers run here.
import { closeDb } from '@/db/client';
import { CUT_RENDER_RECOVER_JOB } from '@/lib/editor/cut/jobs';
import { sendJob, startWorkers, stopBoss } from '@/lib/jobs';
import { WORKFLOW_RECOVER_JOB } from '@/lib/workflows/pipeline/jobs';

const SHUTDOWN_MS = Number(process.env.WORKER_SHUTDOWN_SECONDS || 30) * 1000;

async function main() {
  // PGlite lives inside one process: a worker beside the web server would work on its own copy.
  if (!process.env.DATABASE_URL) {
    console.error('npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database the web process runs jobs itself.');
    process.exit(1);
  }
  const names = await startWorkers();
  // A worker that starts (again, after a crash or a deploy) sweeps at once, not at the next minute:
  // a run its predecessor left behind resumes as soon as that run's lease has lapsed.
  await sendJob(WORKFLOW_RECOVER_JOB, {});
  await sendJob(CUT_RENDER_RECOVER_JOB, {});
  console.log(`[worker] running ${names.length} job type(s): ${names.join(', ')}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      // A second signal: stop waiting; running jobs are failed back to the queue for a retry.
      console.log(`[worker] ${signal} again, stopping now`);
      await stopBoss({ graceful: false }).finally(() => process.exit(1));
      return;
    }
    stopping = true;
    console.log(`[worker] ${signal}: finishing running jobs (up to ${SHUTDOWN_MS / 1000} s)`);
    // Running jobs get SHUTDOWN_MS to finish; the rest are released to another worker.
    await stopBoss({ graceful: true, timeoutMs: SHUTDOWN_MS });
    await closeDb();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
