import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { conversionHistory, transcriptions, workflows, workflowSteps } from '@/db/schema';
import { getBoss, startWorkers, stopBoss } from '@/lib/jobs';
import { getStorage } from '@/lib/storage';
import { WORKFLOW_PROCESS_JOB, type WorkflowJobData } from '@/lib/workflows/constants';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { WORKFLOW_RECOVER_JOB } from '@/lib/workflows/pipeline/jobs';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { recoverStalledWorkflows } from '@/lib/workflows/pipeline/recover';
import { sendProcessJob } from '@/lib/workflows/pipeline/retry';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

const LEASE_SECONDS = 5;
let orgId: string;
let workspaceId: string;
let authorId: string;

beforeAll(async () => {
  Object.assign(process.env, { PIPELINE_X264_PRESET: 'ultrafast', JOBS_IN_PROCESS: 'false', PIPELINE_LEASE_SECONDS: String(LEASE_SECONDS) });
  orgId = (await createOrg()).id;
  workspaceId = (await createWorkspace(orgId)).id;
  authorId = (await createUser(orgId, 'publisher')).id;
  await addMember(orgId, workspaceId, authorId, 'publisher');
}, 120_000);
afterAll(() => stopBoss({ graceful: false }));

const db = () => getDb();
const rowOf = async (id: string) => (await (await db()).query.workflows.findFirst({ where: eq(workflows.id, id) }))!;
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

const leaseExpired = async (id: string) =>
  rowsOf(await (await db()).execute(sql`select pipeline_lease_expires_at < now() as expired from workflows where id = ${id}`))[0].expired === true;

describe('crash recovery (lease + recovery sweep)', () => {
  it('hands a run killed mid-stage to a fresh worker promptly, with complete output and no duplicates', async () => {
    const { workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId, clip: await narratedClip() });
    const data: WorkflowJobData = { organizationId: orgId, workflowId: workflow.id };
    await sendProcessJob(data);
    const boss = await getBoss();
    // The doomed worker takes the job as pg-boss's work() would: from now on it is 'active'.
    const [job] = await boss.fetch<WorkflowJobData>(WORKFLOW_PROCESS_JOB);
    expect(job.data).toEqual(data);

    // While it runs, a second delivery finds the workflow busy and the sweep leaves it alone;
    // the run renews its 5 s lease through every stage (a stage without a beat would lose it).
    const whileAlive: string[] = [];
    const controller = new AbortController();
    const doomed = processWorkflow(data, {
      signal: controller.signal,
      onStage: async (stage, phase) => {
        if (stage === 'image-map' && phase === 'done') {
          whileAlive.push((await processWorkflow(data)).status);
          whileAlive.push(`recovered ${(await recoverStalledWorkflows(await db())).length}`);
        }
        // Killed in the middle of transcription (pocketsphinx running): nothing is recorded,
        // the job stays 'active' and the lease is no longer renewed — exactly what a crash leaves.
        if (stage === 'transcribe' && phase === 'start') setTimeout(() => controller.abort(), 300);
      },
    });
    await expect(doomed).rejects.toThrow();
    const crashedAt = Date.now();
    // Until the lease runs out nothing moves (asked at once: a slow machine's worker start-up
    // below can outlast the short test lease).
    expect(await leaseExpired(workflow.id)).toBe(false);
    expect(await recoverStalledWorkflows(await db())).toEqual([]);
    expect(whileAlive).toEqual(['busy', 'recovered 0']);
    expect(await rowOf(workflow.id)).toMatchObject({ blocked: 'transcoding', speechStatus: 'running transcript', failure: null });
    expect((await boss.getJobById(WORKFLOW_PROCESS_JOB, job.id))?.state).toBe('active');

    // A fresh worker starts (with the scheduled sweep).
    await startWorkers({ names: [WORKFLOW_PROCESS_JOB, WORKFLOW_RECOVER_JOB], pollingIntervalSeconds: 0.5 });
    const schedules = rowsOf(await (await db()).execute(sql`select cron from pgboss.schedule where name = ${WORKFLOW_RECOVER_JOB}`));
    expect(schedules).toEqual([{ cron: '* * * * *' }]);
    await waitFor(() => leaseExpired(workflow.id), (LEASE_SECONDS + 2) * 1000, 'the lease to run out');

    // What the every-minute cron job runs: the dead job is cancelled, a new one sent.
    const recovered = await recoverStalledWorkflows(await db());
    expect(recovered).toEqual([{ workflowId: workflow.id, job: WORKFLOW_PROCESS_JOB, cancelled: [job.id], sent: true }]);
    expect((await boss.getJobById(WORKFLOW_PROCESS_JOB, job.id))?.state).toBe('cancelled');
    // The run marks its steps finished, then releases its lease as its last act: wait for both.
    await waitFor(async () => {
      const { stepsStatus, pipelineLeaseId } = await rowOf(workflow.id);
      return stepsStatus === 'finished' && pipelineLeaseId === null;
    }, 180_000, 'the fresh worker to finish');
    // Lease TTL + the run's remaining work (the sweep itself adds at most its 1-minute period).
    expect(Date.now() - crashedAt).toBeLessThan(120_000);

    const row = await rowOf(workflow.id);
    expect(row).toMatchObject({ blocked: null, speechStatus: 'completed', failure: null, hlsVersion: 1, pipelineLeaseId: null, progress: null });
    const steps = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)).orderBy(asc(workflowSteps.position));
    expect(steps.length).toBeGreaterThan(0);
    const keys = workflowMediaKeys(orgId, workflow.id);
    const stored = (await getStorage().list(keys.prefix)).map((o) => o.key);
    const folders = new Set(stored.filter((k) => k.includes('/hls/')).map((k) => k.slice(keys.prefix.length).split('/').slice(0, 3).join('/')));
    expect([...folders].sort()).toEqual(steps.map((s) => `hls/1/${s.id}`).sort());
    for (const step of steps) {
      expect(stored).toContain(step.hlsKey);
      for (const rendition of Object.values(step.renditions as Record<string, string>)) expect(stored).toContain(rendition);
    }
    expect(await (await db()).select().from(transcriptions).where(eq(transcriptions.workflowId, workflow.id))).toHaveLength(1);
    const history = await (await db()).select().from(conversionHistory).where(eq(conversionHistory.workflowId, workflow.id));
    expect(history.filter((h) => h.stage === 'publish')).toHaveLength(1);
    expect(history.filter((h) => h.stage === 'recover')).toHaveLength(1);
    expect(history.filter((h) => h.status === 'failed')).toEqual([]);
    const jobsOf = async () =>
      rowsOf(await (await db()).execute(sql`select state from pgboss.job where name = ${WORKFLOW_PROCESS_JOB} and singleton_key = ${workflow.id} order by created_on`)).map((j) => j.state);
    await waitFor(async () => !(await jobsOf()).includes('active'), 10_000, 'the job to complete');
    expect(await jobsOf()).toEqual(['cancelled', 'completed']);
    // Nothing left to recover.
    expect(await recoverStalledWorkflows(await db())).toEqual([]);
    await stopBoss({ graceful: true });
  }, 300_000);

  it('sends the process job again for a workflow whose job was lost before it ever ran', async () => {
    const { workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId, clip: await narratedClip(4) });
    // Initialized, but no job (say, the server died between the commit and the send): younger than
    // the orphan age it is left alone, older it is sent again — once.
    expect(await recoverStalledWorkflows(await db(), 10)).toEqual([]);
    const recovered = await recoverStalledWorkflows(await db(), 0);
    expect(recovered).toEqual([{ workflowId: workflow.id, job: WORKFLOW_PROCESS_JOB, cancelled: [], sent: true }]);
    expect((await recoverStalledWorkflows(await db(), 0)).filter((r) => r.workflowId === workflow.id)).toEqual([]);
  }, 60_000);
});
