import 'server-only';
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { getBoss } from './boss';
import { loadJobCatalog } from './catalog';
import { jobsInProcess, jobsPollSeconds } from './config';
import { getJobDefinition, jobDefinitions, type JobDefinition } from './registry';
import { logError } from '@/lib/http/log';

type Started = WeakMap<PgBoss, Map<string, Promise<void>>>;
// Per PgBoss instance, so a restarted boss (tests, graceful restarts) sets everything up again;
// on globalThis so a module reloaded by the dev server does not start a second set of workers.
const store = globalThis as unknown as { __openhowJobQueues?: Started; __openhowJobWorkers?: Started };
const queues = (store.__openhowJobQueues ??= new WeakMap());
const working = (store.__openhowJobWorkers ??= new WeakMap());

function once(cache: WeakMap<PgBoss, Map<string, Promise<void>>>, boss: PgBoss, name: string, run: () => Promise<void>) {
  const map = cache.get(boss) ?? new Map<string, Promise<void>>();
  cache.set(boss, map);
  let pending = map.get(name);
  if (!pending) {
    pending = run();
    map.set(name, pending);
    pending.catch(() => map.delete(name));
  }
  return pending;
}

/**
 * Queues use pg-boss's "short" policy: at most one *waiting* job per singleton key. Sends without
 * a key get a random one (see sendJob), so only deliberate keys ever collide.
 */
function ensureQueue(boss: PgBoss, definition: JobDefinition) {
  return once(queues, boss, definition.name, () => {
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = definition.options;
    const options = { name: definition.name, policy: 'short' as const, retryLimit, retryDelay, retryBackoff, expireInSeconds };
    // One queue at a time: PostgreSQL deadlocks when pg-boss creates several queues concurrently.
    const created = queueCreation.then(async () => {
      await boss.createQueue(definition.name, options);
      // createQueue leaves an existing queue alone; this applies changed retry settings.
      await boss.updateQueue(definition.name, options);
    });
    queueCreation = created.catch(() => undefined);
    return created;
  });
}

let queueCreation: Promise<unknown> = Promise.resolve();

async function definitionOf(name: string): Promise<JobDefinition> {
  const known = getJobDefinition(name);
  if (known) return known;
  await loadJobCatalog();
  const loaded = getJobDefinition(name);
  if (!loaded) throw new Error(`unknown job "${name}"`);
  return loaded;
}

export type StartOptions = { names?: string[]; pollingIntervalSeconds?: number };

/** Starts polling workers for every known job (or the named ones); safe to call repeatedly. */
export async function startWorkers({ names, pollingIntervalSeconds = jobsPollSeconds() }: StartOptions = {}): Promise<string[]> {
  await loadJobCatalog();
  const boss = await getBoss();
  const definitions = jobDefinitions().filter((d) => !names || names.includes(d.name));
  await Promise.all(
    definitions.map((definition) =>
      once(working, boss, definition.name, async () => {
        await ensureQueue(boss, definition);
        const workOptions = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds };
        for (let i = 0; i < definition.options.concurrency; i++) {
          await boss.work<object>(definition.name, workOptions, async ([job]) => {
            await definition.handler(job.data, { id: job.id, retryCount: job.retryCount });
          });
        }
        if (definition.options.cron) await boss.schedule(definition.name, definition.options.cron, {}, { tz: 'UTC' });
      }),
    ),
  );
  return definitions.map((d) => d.name);
}

/** In-process mode: the web server runs the workers itself, started on first need. */
export async function ensureJobsStarted(): Promise<void> {
  if (!jobsInProcess()) return;
  try {
    await startWorkers();
  } catch (error) {
    // A job is stored before workers start, so a failed start delays work but loses nothing.
    logError('jobs', 'could not start in-process workers', error);
  }
}

export type SendOptions = {
  /** Jobs with the same key are deduplicated while one of them is still waiting to run. */
  singletonKey?: string;
  startAfterSeconds?: number;
  priority?: number;
};

/** Queues a job; the id, or null when an identical (same singletonKey) job is already waiting. */
export async function sendJob<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
  const definition = await definitionOf(name);
  const boss = await getBoss();
  await ensureQueue(boss, definition);
  // pg-boss validates keys that are present, so unset options must be left out, not undefined.
  const id = await boss.send(name, data, {
    singletonKey: options.singletonKey ?? randomUUID(),
    ...(options.startAfterSeconds !== undefined ? { startAfter: options.startAfterSeconds } : {}),
    ...(options.priority !== undefined ? { priority: options.priority } : {}),
  });
  await ensureJobsStarted();
  return id;
}
