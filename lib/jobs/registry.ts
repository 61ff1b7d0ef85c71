import 'server-only';

/** What a job handler learns about the attempt it runs in. */
export type JobContext = {
  id: string;
  /** 0 on the first attempt, 1 on the first retry, … */
  retryCount: number;
};

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export type JobOptions = {
  /** Retries after the first attempt fails (pg-boss counts a worker shut down mid-run as a failure). */
  retryLimit?: number;
  /** Seconds before a retry. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A run longer than this fails (and is retried); also how long a crashed worker holds a job. */
  expireInSeconds?: number;
  /** Cron expression (UTC): the job is also sent on this schedule, once across all processes. */
  cron?: string;
  /** Jobs of this name one process runs at the same time. */
  concurrency?: number;
};

export type JobDefinition<T extends object = object> = {
  name: string;
  handler: JobHandler<T>;
  options: Required<Omit<JobOptions, 'cron'>> & Pick<JobOptions, 'cron'>;
};

const DEFAULTS = { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, concurrency: 1 };

// On globalThis so a module reloaded by the dev server replaces its definition instead of adding one.
const store = globalThis as unknown as { __openhowJobs?: Map<string, JobDefinition> };
const registry = (store.__openhowJobs ??= new Map());

const NAME = /^[a-z][a-z0-9-]{1,62}$/;

/**
 * Declares a job. The handler must be idempotent (see index.ts): it may run more than once for
 * one send, and a retry starts from the beginning.
 */
export function defineJob<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions = {}): JobDefinition<T> {
  if (!NAME.test(name)) throw new Error(`invalid job name "${name}"`);
  const definition: JobDefinition<T> = { name, handler, options: { ...DEFAULTS, ...options } };
  registry.set(name, definition as unknown as JobDefinition);
  return definition;
}

export function getJobDefinition(name: string): JobDefinition | undefined {
  return registry.get(name);
}

export function jobDefinitions(): JobDefinition[] {
  return [...registry.values()];
}
