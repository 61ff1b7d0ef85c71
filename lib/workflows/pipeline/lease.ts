import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflows } from '@/db/schema';

/**
 * One run at a time per workflow. The process job's run holds a lease on the workflow row
 * (pipeline_lease_id / pipeline_lease_expires_at, database time) and renews it every
 * seconds/6 while it works — a timer, so every stage beats, also while ffmpeg or a
 * transcription provider runs for minutes. A crashed worker stops renewing; once the lease has
 * expired, the recovery sweep (recover.ts) hands the workflow to a fresh job. A row column, not an
 * advisory lock: PGlite is one connection (advisory locks would be re-entrant for every run in the
 * process), and a row lease needs no connection held open for the hours a long transcode takes.
 */
export const leaseSeconds = (env: NodeJS.ProcessEnv = process.env) => {
  const seconds = Number(env.PIPELINE_LEASE_SECONDS || 90);
  return Number.isFinite(seconds) && seconds >= 1 ? seconds : 90;
};

/** This run no longer holds the workflow (its lease expired and was taken over, or released). */
export class LeaseLost extends Error {
  constructor() {
    super('pipeline lease lost');
    this.name = 'LeaseLost';
  }
}

export type Lease = {
  id: string;
  /** Aborts (reason LeaseLost) once a renewal finds the lease gone or cannot prove it in time. */
  signal: AbortSignal;
  /** Renews now and throws LeaseLost unless this run still holds the lease (before irreversible writes). */
  confirm(db?: Db): Promise<void>;
  /** Stops renewing (a crashed worker's lease simply runs out). */
  stop(): void;
  /** Stops renewing and frees the workflow for the next run at once. */
  release(): Promise<void>;
};

type Scope = { orgId: string; workflowId: string };

const expiry = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const rowOf = ({ orgId, workflowId }: Scope) => and(eq(workflows.id, workflowId), eq(workflows.organizationId, orgId));

/** Takes the workflow's lease when it is free or expired; null while another live run holds it (or the row is gone). */
export async function acquireLease(db: Db, scope: Scope, seconds = leaseSeconds()): Promise<Lease | null> {
  const id = randomUUID();
  const [row] = await db
    .update(workflows)
    .set({ pipelineLeaseId: id, pipelineLeaseExpiresAt: expiry(seconds) })
    .where(and(rowOf(scope), or(isNull(workflows.pipelineLeaseId), lt(workflows.pipelineLeaseExpiresAt, sql`now()`))))
    .returning({ id: workflows.id });
  if (!row) return null;

  const controller = new AbortController();
  const held = and(rowOf(scope), eq(workflows.pipelineLeaseId, id), gt(workflows.pipelineLeaseExpiresAt, sql`now()`));
  // Local deadline: past it without a successful renewal, this run cannot know it still holds the lease.
  let deadline = Date.now() + seconds * 1000;
  const lose = () => controller.abort(new LeaseLost());

  const renew = async (tx: Db = db) => {
    const started = Date.now();
    const [renewed] = await tx
      .update(workflows)
      // The progress timestamp beats with the lease, so open pages see a live run even in a silent stage.
      .set({
        pipelineLeaseExpiresAt: expiry(seconds),
        progress: sql`case when ${workflows.progress} is null then null else jsonb_set(${workflows.progress}, '{updatedAt}', to_jsonb(now())) end`,
      })
      .where(held)
      .returning({ id: workflows.id });
    if (!renewed) throw new LeaseLost();
    deadline = started + seconds * 1000;
  };

  const timer = setInterval(() => {
    if (controller.signal.aborted) return;
    renew().catch((error) => {
      if (error instanceof LeaseLost || Date.now() >= deadline) lose();
    });
  }, Math.max(200, (seconds * 1000) / 6));
  timer.unref();
  const stop = () => clearInterval(timer);

  return {
    id,
    signal: controller.signal,
    async confirm(tx) {
      controller.signal.throwIfAborted();
      try {
        await renew(tx);
      } catch (error) {
        if (error instanceof LeaseLost) lose();
        throw error;
      }
    },
    stop,
    async release() {
      stop();
      await db.update(workflows).set({ pipelineLeaseId: null, pipelineLeaseExpiresAt: null }).where(and(rowOf(scope), eq(workflows.pipelineLeaseId, id)));
    },
  };
}
