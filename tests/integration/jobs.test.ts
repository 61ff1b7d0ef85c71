import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob, getBoss, sendJob, startWorkers, stopBoss } from '@/lib/jobs';

// Real pg-boss on the test database (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
const POLL = { pollingIntervalSeconds: 0.5 };

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const jobState = async (name: string, id: string) => (await (await getBoss()).getJobById(name, id))?.state;

const runs: Record<string, unknown[]> = { once: [], fail: [], dedupe: [], stop: [], lazy: [] };

defineJob<{ n: number }>('test-once', async (data) => void runs.once.push(data.n), { retryLimit: 0 });
defineJob('test-fail', async () => {
  runs.fail.push(Date.now());
  throw new Error('always fails');
}, { retryLimit: 2, retryDelay: 0, retryBackoff: false });
defineJob<{ key: string }>('test-dedupe', async (data) => void runs.dedupe.push(data.key), { retryLimit: 0 });
let releaseFirstAttempt: (() => void) | undefined;
defineJob('test-stop', async (_data, { retryCount }) => {
  runs.stop.push(retryCount);
  // The first attempt hangs like a worker caught mid-run; the retry finishes.
  if (retryCount === 0) await new Promise<void>((resolve) => (releaseFirstAttempt = resolve));
}, { retryLimit: 2, retryDelay: 0, retryBackoff: false, expireInSeconds: 120 });
defineJob('test-lazy', async () => void runs.lazy.push(1), { retryLimit: 0 });

beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  // Migrating the database and installing pg-boss's schema is the slow part: do it up front.
  await getBoss();
});

afterAll(async () => {
  await stopBoss({ graceful: false });
});

describe('background jobs (pg-boss)', () => {
  it('runs a job once', async () => {
    await startWorkers({ names: ['test-once'], ...POLL });
    const id = await sendJob('test-once', { n: 7 });
    expect(id).toBeTruthy();
    await waitFor(async () => (await jobState('test-once', id!)) === 'completed');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(runs.once).toEqual([7]);
  });

  it('retries a failing job, then marks it failed', async () => {
    await startWorkers({ names: ['test-fail'], ...POLL });
    const id = await sendJob('test-fail', {});
    await waitFor(async () => (await jobState('test-fail', id!)) === 'failed');
    // The first attempt and two retries.
    expect(runs.fail).toHaveLength(3);
  });

  it('drops a send whose singletonKey matches a job still waiting', async () => {
    const first = await sendJob('test-dedupe', { key: 'a' }, { singletonKey: 'upload-1' });
    const duplicate = await sendJob('test-dedupe', { key: 'a-again' }, { singletonKey: 'upload-1' });
    const other = await sendJob('test-dedupe', { key: 'b' }, { singletonKey: 'upload-2' });
    const unkeyed = [await sendJob('test-dedupe', { key: 'c' }), await sendJob('test-dedupe', { key: 'd' })];
    expect(first).toBeTruthy();
    expect(duplicate).toBeNull();
    expect(other).toBeTruthy();
    expect(unkeyed.every(Boolean)).toBe(true);
    await startWorkers({ names: ['test-dedupe'], ...POLL });
    await waitFor(() => runs.dedupe.length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect([...runs.dedupe].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('hands a job caught mid-run by a shutdown to the next worker, which completes it', async () => {
    await startWorkers({ names: ['test-stop'], ...POLL });
    const id = await sendJob('test-stop', {});
    await waitFor(() => runs.stop.length === 1);
    expect(await jobState('test-stop', id!)).toBe('active');

    // Graceful stop gives the running job a second, then fails it back to the queue for a retry.
    await stopBoss({ graceful: true, timeoutMs: 1000 });
    await startWorkers({ names: ['test-stop'], ...POLL });
    await waitFor(async () => (await jobState('test-stop', id!)) === 'completed');
    expect(runs.stop).toEqual([0, 1]);
    releaseFirstAttempt?.();
  });

  it('starts the workers in the web process on first send (JOBS_IN_PROCESS default)', async () => {
    await stopBoss({ graceful: false });
    delete process.env.JOBS_IN_PROCESS;
    const id = await sendJob('test-lazy', {});
    await waitFor(async () => (await jobState('test-lazy', id!)) === 'completed');
    expect(runs.lazy).toEqual([1]);
    process.env.JOBS_IN_PROCESS = 'false';
  });
});
