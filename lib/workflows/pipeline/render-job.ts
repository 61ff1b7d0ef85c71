import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { workflows } from '@/db/schema';
import { redactPaths } from '@/lib/media/errors';
import { RUNGS, type Rung } from '@/lib/media/ladder';
import { getStorage, type Storage } from '@/lib/storage';
import type { WorkflowJobData } from '../constants';
import { createContext, type PipelineContext } from './context';

/** What an editor render job may be given instead of the app's database and storage (tests). */
export type RenderJobDeps = { db?: Db; storage?: Storage };

export type RenderJobOptions = {
  /** The work folder's parent under PIPELINE_WORK_DIR (or the system's temp folder), e.g. openhow-cut. */
  folder: string;
  /** The progress stage the job reports (its label names the work in the status line). */
  stage: string;
  signal?: AbortSignal;
  /** A run-owned render: progress carries the run's id and is written only while the row still names it. */
  runId?: string;
  /** Progress is written only while this holds too (e.g. the render is still running). */
  progressIf?: SQL;
};

/**
 * The shared setup of the editors' render jobs (cut render, segmentation re-cut, publish render):
 * the database and storage, a work folder of the run's own, the pipeline context, the workflow's
 * where-clause (organisation included) and the progress writes.
 */
export type RenderJob = {
  db: Db;
  storage: Storage;
  ctx: PipelineContext;
  workDir: string;
  /** The workflow, by id and organisation. */
  where: SQL;
  /** `where`, narrowed to the rows this run's progress may be written to (runId, progressIf). */
  mine: SQL;
  /** Writes the job's progress (fraction 0…1, rounded to 1/1000). */
  progress(fraction: number): Promise<unknown>;
  /** The rungs stored for the workflow, lowest first. */
  storedRungs(): Promise<Rung[]>;
  /** Records a failure in the workflow's history, paths redacted. */
  recordFailure(name: string, error: unknown): Promise<void>;
};

/** Opens the job's context; `run` does the work, and the work folder is removed whatever happens. */
export async function withRenderJob<T>(data: WorkflowJobData, deps: RenderJobDeps, options: RenderJobOptions, run: (job: RenderJob) => Promise<T>): Promise<T> {
  const db = deps.db ?? (await getDb());
  const storage = deps.storage ?? getStorage();
  const root = path.join(process.env.PIPELINE_WORK_DIR || os.tmpdir(), options.folder);
  const workDir = path.join(root, `${data.workflowId}-${randomUUID().slice(0, 8)}`);
  const ctx = createContext({ db, storage, orgId: data.organizationId, workflowId: data.workflowId, workDir, options: options.signal ? { signal: options.signal } : {} });
  const where = and(eq(workflows.id, data.workflowId), eq(workflows.organizationId, data.organizationId))!;
  const { runId } = options;
  const mine = and(where, options.progressIf, runId ? sql`${workflows.progress}->>'runId' = ${runId}` : undefined)!;
  const job: RenderJob = {
    db,
    storage,
    ctx,
    workDir,
    where,
    mine,
    progress: (fraction) =>
      db
        .update(workflows)
        .set({ progress: { stage: options.stage, fraction: Math.round(fraction * 1000) / 1000, updatedAt: new Date().toISOString(), ...(runId ? { runId } : {}) } })
        .where(mine),
    async storedRungs() {
      const stored = await Promise.all(RUNGS.map(async (rung) => ((await storage.exists(ctx.keys.rung(rung))) ? rung : null)));
      return stored.filter((r): r is Rung => r !== null);
    },
    recordFailure: (name, error) => ctx.history(name, 'failed', redactPaths(error instanceof Error ? error.message : String(error)).slice(0, 2000)),
  };
  try {
    return await run(job);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
