import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/v1/workflows/[id]/editor-session/[action]/route';
import { PUT } from '@/app/api/v1/workflows/[id]/editor-session/route';
import { getDb } from '@/db/client';
import { conversionHistory, workflows, workflowSteps } from '@/db/schema';
import { CUT_RENDER_JOB } from '@/lib/editor/cut/jobs';
import { CUT_RECOVER_STAGE, MAX_CUT_RECOVERIES, recoverStalledCutRenders } from '@/lib/editor/cut/recover';
import { CUT_FAILURE, runCutRender } from '@/lib/editor/cut/render';
import { getBoss, stopBoss } from '@/lib/jobs';
import type { WorkflowJobData } from '@/lib/workflows/constants';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

const STALE_SECONDS = 3;
const FRAME = 1 / 30;
let orgId: string;
let workspaceId: string;
let cookie: string;
let authorId: string;

beforeAll(async () => {
  Object.assign(process.env, { PIPELINE_X264_PRESET: 'ultrafast', JOBS_IN_PROCESS: 'false', PIPELINE_LEASE_SECONDS: String(STALE_SECONDS) });
  orgId = (await createOrg()).id;
  workspaceId = (await createWorkspace(orgId)).id;
  const author = await createUser(orgId, 'publisher');
  authorId = author.id;
  await addMember(orgId, workspaceId, author.id, 'publisher');
  cookie = (await sessionCookie(author)).cookie;
}, 60_000);
afterAll(() => stopBoss({ graceful: false }));

const db = () => getDb();
const rowOf = async (id: string) => (await (await db()).query.workflows.findFirst({ where: eq(workflows.id, id) }))!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const recoverRows = async (id: string) => (await db()).select().from(conversionHistory).where(and(eq(conversionHistory.workflowId, id), eq(conversionHistory.stage, CUT_RECOVER_STAGE)));

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('recovery of cut renders whose worker stopped', () => {
  it('hands a render killed mid-render to a new job, which finishes it; editorStatus never stays on processing cut', async () => {
    const { workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId, clip: await narratedClip(), languageCode: 'en-us' });
    expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
    const stepsOf = async () => (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)).orderBy(asc(workflowSteps.position));
    const before = await stepsOf();
    const saved = await PUT(
      apiRequest(`/api/v1/workflows/${workflow.id}/editor-session`, { method: 'PUT', body: { revision: 0, segments: [{ type: 'delete', target: 'sentence', start: 2, end: 4 }], redo: [] }, cookie }),
      routeParams({ id: workflow.id }),
    );
    expect(saved.status).toBe(200);
    const applied = await POST(apiRequest(`/api/v1/workflows/${workflow.id}/editor-session/apply`, { method: 'POST', body: { revision: 1 }, cookie }), routeParams({ id: workflow.id, action: 'apply' }));
    expect(applied.status).toBe(202);

    // The doomed worker takes the job as pg-boss's work() would, starts rendering and is killed.
    const boss = await getBoss();
    const [job] = await boss.fetch<WorkflowJobData>(CUT_RENDER_JOB);
    expect(job.data).toEqual({ organizationId: orgId, workflowId: workflow.id });
    const kill = new AbortController();
    // A slow encoder keeps this run inside ffmpeg for longer than the stale time, on any machine.
    process.env.PIPELINE_X264_PRESET = 'veryslow';
    const doomed = runCutRender(job.data, { signal: kill.signal });
    await waitFor(async () => ((await rowOf(workflow.id)).progress as { runId?: string } | null)?.runId !== undefined, 30_000, 'the render to start');
    // While it runs it beats: the sweep leaves it alone even past the stale time.
    await sleep((STALE_SECONDS + 1) * 1000);
    expect(await recoverStalledCutRenders(await db())).toEqual([]);
    kill.abort();
    await expect(doomed).rejects.toThrow();
    process.env.PIPELINE_X264_PRESET = 'ultrafast';
    expect(await rowOf(workflow.id)).toMatchObject({ editorStatus: 'processing cut', failure: null });
    expect((await boss.getJobById(CUT_RENDER_JOB, job.id))?.state).toBe('active');

    // A fresh worker's sweep: nothing until the beat is stale, then the dead job is cancelled and a new one sent.
    expect(await recoverStalledCutRenders(await db())).toEqual([]);
    await sleep((STALE_SECONDS + 1) * 1000);
    expect(await recoverStalledCutRenders(await db())).toEqual([{ workflowId: workflow.id, cancelled: [job.id], outcome: 'sent' }]);
    expect((await boss.getJobById(CUT_RENDER_JOB, job.id))?.state).toBe('cancelled');
    expect(await recoverStalledCutRenders(await db())).toEqual([]);
    expect(await recoverRows(workflow.id)).toMatchObject([{ status: 'started' }]);

    const [fresh] = await boss.fetch<WorkflowJobData>(CUT_RENDER_JOB);
    expect(fresh.data).toEqual(job.data);
    expect(await runCutRender(fresh.data)).toBe('finished');
    await boss.complete(CUT_RENDER_JOB, fresh.id);
    const row = await rowOf(workflow.id);
    expect(row).toMatchObject({ editorStatus: 'completed buildermain', progress: null, failure: null });
    const after = await stepsOf();
    const total = (steps: typeof before) => steps.reduce((sum, s) => sum + s.duration, 0);
    expect(Math.abs(total(before) - total(after) - 2)).toBeLessThanOrEqual(2 * FRAME + 0.01);
  }, 300_000);

  it('sends a render whose job was lost, and gives up after repeated stops with a failure the author retries', async () => {
    const stuck = async (secondsAgo: number) => {
      const { workflow } = await createWorkflow(orgId, workspaceId, { published: false });
      const at = new Date(Date.now() - secondsAgo * 1000);
      await (await db())
        .update(workflows)
        .set({ editorStatus: 'processing cut', progress: { stage: 'cut', fraction: 0.3, updatedAt: at.toISOString() }, updatedAt: at })
        .where(eq(workflows.id, workflow.id));
      return workflow.id;
    };
    const lost = await stuck(60);
    const fresh = await stuck(0);
    const given = await stuck(600);
    for (let i = 0; i < MAX_CUT_RECOVERIES; i++) {
      await (await db()).insert(conversionHistory).values({ organizationId: orgId, workflowId: given, stage: CUT_RECOVER_STAGE, status: 'started', createdAt: new Date(Date.now() - (300 - i) * 1000) });
    }
    const result = await recoverStalledCutRenders(await db());
    expect(result.filter((r) => [lost, fresh, given].includes(r.workflowId)).sort((a, b) => a.outcome.localeCompare(b.outcome))).toEqual([
      { workflowId: given, cancelled: [], outcome: 'failed' },
      { workflowId: lost, cancelled: [], outcome: 'sent' },
    ]);
    const queued = (await (await db()).execute(sql`select count(*)::int as n from pgboss.job where name = ${CUT_RENDER_JOB} and singleton_key = ${lost} and state = 'created'`)) as unknown;
    expect((Array.isArray(queued) ? queued : (queued as { rows: Array<{ n: number }> }).rows)[0]).toEqual({ n: 1 });
    expect(await rowOf(fresh)).toMatchObject({ editorStatus: 'processing cut' });
    expect(await rowOf(given)).toMatchObject({ editorStatus: 'processing cut error', failure: CUT_FAILURE, progress: null });
    expect((await recoverRows(given)).map((r) => r.status).sort()).toEqual(['failed', 'started', 'started']);
    const retried = await POST(apiRequest(`/api/v1/workflows/${given}/editor-session/retry`, { method: 'POST', body: {}, cookie }), routeParams({ id: given, action: 'retry' }));
    expect(retried.status).toBe(202);
    expect(await rowOf(given)).toMatchObject({ editorStatus: 'processing cut', failure: null });
  }, 60_000);
});
