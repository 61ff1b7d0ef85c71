import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopBoss } from '@/lib/jobs';
import { POST as retry } from '@/app/api/v1/workflows/[id]/retry/route';
import { getDb } from '@/db/client';
import { conversionHistory, transcriptions, workflows, workflowSteps } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import type { StageName } from '@/lib/workflows/pipeline/stages';
import { cardStatus } from '@/lib/workflows/status';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { mediaFixtures } from '../helpers/media-fixtures';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

let orgId: string;
let workspaceId: string;
let author: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  process.env.PIPELINE_X264_PRESET = 'ultrafast';
  // A killed run's lease runs out after this; a restarted worker takes over only then.
  process.env.PIPELINE_LEASE_SECONDS = '2';
  // Jobs are only queued here; the test runs the handler itself, as a restarted worker would.
  process.env.JOBS_IN_PROCESS = 'false';
  orgId = (await createOrg()).id;
  workspaceId = (await createWorkspace(orgId)).id;
  author = await createUser(orgId, 'publisher');
  await addMember(orgId, workspaceId, author.id, 'publisher');
}, 120_000);

// The retry and transcript endpoints queue jobs through pg-boss; its connections close before the database goes.
afterAll(() => stopBoss({ graceful: false }));

const db = () => getDb();
const rowOf = async (id: string) => (await (await db()).query.workflows.findFirst({ where: eq(workflows.id, id) }))!;
const statusOf = async (id: string) => cardStatus({ ...(await rowOf(id)), hasImageMap: false });

/**
 * Runs the pipeline and "kills the worker" (aborts) when `when` says so, then waits until the
 * killed run's lease has run out — before that, another run finds the workflow busy.
 */
async function runUntilKilled(workflowId: string, when: (stage: StageName, phase: 'start' | 'done', abort: () => void) => void) {
  const controller = new AbortController();
  const run = processWorkflow({ organizationId: orgId, workflowId }, { signal: controller.signal, onStage: (stage, phase) => when(stage, phase, () => controller.abort()) });
  await expect(run).rejects.toThrow();
  expect(await processWorkflow({ organizationId: orgId, workflowId })).toEqual({ status: 'busy' });
  const expiresAt = (await rowOf(workflowId)).pipelineLeaseExpiresAt!;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt.getTime() - Date.now()) + 300));
}

describe('crash and resume', () => {
  it('finishes with complete output and no duplicates after kills at stage boundaries and mid-stage', async () => {
    const { workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId: author.id, clip: await narratedClip() });
    const id = workflow.id;
    // 1. Killed right after the image map was stored.
    await runUntilKilled(id, (stage, phase, abort) => stage === 'image-map' && phase === 'done' && abort());
    expect(await rowOf(id)).toMatchObject({ blocked: 'transcoding', convertStatus: 'transcoded', failure: null });
    expect(await statusOf(id)).toBe('transcoding');
    // 2. Killed inside packaging, after segmentation fixed the steps.
    await runUntilKilled(id, (stage, phase, abort) => stage === 'package' && phase === 'start' && abort());
    expect(await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, id))).toEqual([]);
    // 3. A fresh worker finishes it.
    const seen: string[] = [];
    expect(await processWorkflow({ organizationId: orgId, workflowId: id }, { onStage: (stage, phase) => void seen.push(`${stage}:${phase}`) })).toEqual({
      status: 'finished',
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ blocked: null, stepsStatus: 'finished', speechStatus: 'completed', hlsVersion: 1, failure: null });

    const steps = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, id)).orderBy(asc(workflowSteps.position));
    const keys = workflowMediaKeys(orgId, id);
    const stored = (await getStorage().list(keys.prefix)).map((o) => o.key);
    // Exactly one HLS folder, holding exactly the published steps, each complete.
    const hlsFolders = new Set(stored.filter((k) => k.includes('/hls/')).map((k) => k.slice(keys.prefix.length).split('/').slice(0, 3).join('/')));
    expect([...hlsFolders].sort()).toEqual(steps.map((s) => `hls/1/${s.id}`).sort());
    for (const step of steps) {
      expect(stored).toContain(step.hlsKey);
      for (const rendition of Object.values(step.renditions as Record<string, string>)) expect(stored).toContain(rendition);
    }
    expect(stored.filter((k) => k.includes('/rungs/'))).toEqual([keys.rung(360), keys.rung(480)]);
    expect(await (await db()).select().from(transcriptions).where(eq(transcriptions.workflowId, id))).toHaveLength(1);
    const history = await (await db()).select().from(conversionHistory).where(eq(conversionHistory.workflowId, id));
    expect(history.filter((h) => h.stage === 'publish')).toHaveLength(1);
    expect(history.filter((h) => h.status === 'failed')).toEqual([]);
  }, 240_000);

  it('survives a kill in the middle of the transcode', async () => {
    const { workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId: author.id, clip: await narratedClip() });
    await runUntilKilled(workflow.id, (stage, phase, abort) => {
      if (stage === 'transcode' && phase === 'start') setTimeout(abort, 400);
    });
    expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
    const steps = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id));
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(await getStorage().exists(step.hlsKey!)).toBe(true);
  }, 240_000);
});

describe('failure and retry', () => {
  it('records a failed stage, and POST /retry runs it again from there', async () => {
    const { workflow, uploadKey } = await createInitializedWorkflow({ orgId, workspaceId, authorId: author.id, clip: await narratedClip() });
    const bytes = await getStorage().get(uploadKey);
    const kept = Buffer.from(await new Response(bytes!.body as ReadableStream).arrayBuffer());
    await getStorage().delete(uploadKey);

    const outcome = await processWorkflow({ organizationId: orgId, workflowId: workflow.id });
    expect(outcome).toMatchObject({ status: 'failed', stage: 'original', permanent: false });
    expect(await rowOf(workflow.id)).toMatchObject({ blocked: null, convertStatus: 'running error', failure: 'pipeline.failure.original', progress: null });
    expect(await statusOf(workflow.id)).toBe('failed');
    const history = await (await db()).select().from(conversionHistory).where(eq(conversionHistory.workflowId, workflow.id));
    expect(history.map((h) => `${h.stage}:${h.status}`)).toContain('original:failed');
    // The job handler would not run it again on its own: a duplicate delivery is skipped.
    expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'skipped' });

    const viewer = await createUser(orgId, 'viewer');
    await addMember(orgId, workspaceId, viewer.id, 'viewer');
    const asViewer = await retry(apiRequest(`/api/v1/workflows/${workflow.id}/retry`, { method: 'POST', cookie: (await sessionCookie(viewer)).cookie }), routeParams({ id: workflow.id }));
    expect(asViewer.status).toBe(403);

    await getStorage().put(uploadKey, kept, { contentType: 'video/mp4' });
    const { cookie } = await sessionCookie(author);
    const res = await retry(apiRequest(`/api/v1/workflows/${workflow.id}/retry`, { method: 'POST', cookie }), routeParams({ id: workflow.id }));
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect((await res.json()).item).toMatchObject({ id: workflow.id, status: 'transcoding', failure: null });
    expect(await rowOf(workflow.id)).toMatchObject({ convertStatus: 'running', failure: null });

    expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
    expect(await statusOf(workflow.id)).toBe('new');
    const again = await retry(apiRequest(`/api/v1/workflows/${workflow.id}/retry`, { method: 'POST', cookie }), routeParams({ id: workflow.id }));
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('pipeline.notFailed');
    const unknown = await retry(apiRequest(`/api/v1/workflows/${crypto.randomUUID()}/retry`, { method: 'POST', cookie }), routeParams({ id: crypto.randomUUID() }));
    expect(unknown.status).toBe(404);
  }, 240_000);

  it('marks a file that is not a video as a permanent failure', async () => {
    const { textAsMp4 } = await mediaFixtures();
    const { workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId: author.id, clip: textAsMp4 });
    const outcome = await processWorkflow({ organizationId: orgId, workflowId: workflow.id });
    expect(outcome).toMatchObject({ status: 'failed', stage: 'probe', permanent: true });
    expect(await rowOf(workflow.id)).toMatchObject({ convertStatus: 'running error', failure: 'pipeline.failure.unreadable', blocked: null });
  }, 120_000);
});
