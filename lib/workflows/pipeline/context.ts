import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { conversionHistory, workflows, type Workflow } from '@/db/schema';
import { toBuffer, type Storage } from '@/lib/storage';
import type { TranscriptSentence } from '@/lib/transcription';
import { workflowMediaKeys, type WorkflowMediaKeys } from '../media-keys';
import { localCopy } from './files';
import { LeaseLost, type Lease } from './lease';
import { PROGRESS_INTERVAL_MS, stageSpan, type StageName } from './stages';

/** The workflow row disappeared (deleted while processing): stop quietly, the purge job cleans up. */
export class WorkflowGone extends Error {
  constructor() {
    super('workflow deleted');
    this.name = 'WorkflowGone';
  }
}

export type PipelineOptions = {
  /** Aborting stops ffmpeg at once and the run as if the worker had been killed (nothing recorded). */
  signal?: AbortSignal;
  /** Called at every stage boundary, also for stages already done (tests inject crashes here). */
  onStage?: (stage: StageName, phase: 'start' | 'done') => void | Promise<void>;
  /** x264 preset (PIPELINE_X264_PRESET, default veryfast). */
  preset?: string;
  /**
   * Encode the 360 rung alone first so it plays early (a second decode of the source, ~25 % more
   * wall time). Unset (PIPELINE_QUICK_FIRST=auto, the default): only for sources of at least
   * PIPELINE_QUICK_FIRST_MIN_SECONDS (120) — a shorter one has its whole ladder soon anyway.
   */
  quickFirst?: boolean;
  /** A transcript known before the run (the demo's narration script): used instead of a provider. */
  transcript?: { source: 'manual' | 'upload'; sentences: TranscriptSentence[] };
};

export type WorkflowUpdate = Partial<Omit<typeof workflows.$inferInsert, 'id' | 'organizationId'>>;

export type PipelineContext = {
  db: Db;
  storage: Storage;
  orgId: string;
  workflowId: string;
  keys: WorkflowMediaKeys;
  workDir: string;
  options: PipelineOptions;
  load(): Promise<Workflow>;
  update(fields: WorkflowUpdate): Promise<Workflow>;
  history(stage: string, status: 'started' | 'finished' | 'failed', detail?: string): Promise<void>;
  progress(stage: StageName, fraction: number): void;
  flushProgress(): Promise<void>;
  readMarker<T>(stage: StageName): Promise<T | null>;
  writeMarker(stage: StageName, value: unknown): Promise<void>;
  /** A local path for a stored object (downloaded once per run when storage is remote). */
  local(key: string): Promise<string>;
  /** Files this run produced locally, by key: later stages use them instead of downloading. */
  produced: Map<string, string>;
  /** The run's lease on the workflow (none outside a run, e.g. for retry's status update). */
  lease?: Lease;
};

export type ContextInput = { db: Db; storage: Storage; orgId: string; workflowId: string; workDir: string; options: PipelineOptions; lease?: Lease };

export function createContext({ db, storage, orgId, workflowId, workDir, options, lease }: ContextInput): PipelineContext {
  const keys = workflowMediaKeys(orgId, workflowId);
  const where = and(eq(workflows.id, workflowId), eq(workflows.organizationId, orgId));
  const produced = new Map<string, string>();
  let lastProgress = 0;
  let pendingProgress: { stage: StageName; fraction: number } | null = null;
  let writing: Promise<unknown> = Promise.resolve();

  const load = async () => {
    const row = await db.query.workflows.findFirst({ where });
    if (!row) throw new WorkflowGone();
    return row;
  };

  const writeProgress = (stage: StageName, fraction: number) => {
    const { from, span } = stageSpan(stage);
    const overall = Math.round(Math.min(1, from + span * Math.max(0, Math.min(1, fraction))) * 1000) / 1000;
    lastProgress = Date.now();
    writing = writing
      .then(() => db.update(workflows).set({ progress: { stage, fraction: overall, updatedAt: new Date().toISOString() } }).where(where))
      .catch(() => undefined);
  };

  return {
    db,
    storage,
    orgId,
    workflowId,
    keys,
    workDir,
    options,
    produced,
    lease,
    load,
    // Within a run, status writes are fenced by the lease: a run that lost it changes nothing.
    async update(fields) {
      const fenced = lease ? and(where, eq(workflows.pipelineLeaseId, lease.id)) : where;
      const [row] = await db.update(workflows).set({ ...fields, updatedAt: new Date() }).where(fenced).returning();
      if (row) return row;
      await load();
      throw new LeaseLost();
    },
    async history(stage, status, detail) {
      await db.insert(conversionHistory).values({ organizationId: orgId, workflowId, stage, status, detail: detail ?? null });
    },
    // At most one write per PROGRESS_INTERVAL_MS; the latest value waits for the next slot.
    progress(stage, fraction) {
      if (Date.now() - lastProgress >= PROGRESS_INTERVAL_MS) {
        pendingProgress = null;
        writeProgress(stage, fraction);
      } else pendingProgress = { stage, fraction };
    },
    async flushProgress() {
      if (pendingProgress) writeProgress(pendingProgress.stage, pendingProgress.fraction);
      pendingProgress = null;
      await writing;
    },
    async readMarker<T>(stage: StageName) {
      const object = await storage.get(keys.marker(stage));
      return object ? (JSON.parse((await toBuffer(object.body)).toString('utf8')) as T) : null;
    },
    // A marker decides what later runs skip (the segment marker fixes step ids): only the lease holder writes one.
    async writeMarker(stage, value) {
      await lease?.confirm();
      await storage.put(keys.marker(stage), JSON.stringify(value), { contentType: 'application/json' });
    },
    async local(key) {
      return produced.get(key) ?? localCopy(storage, key, `${workDir}/cache`);
    },
  };
}
