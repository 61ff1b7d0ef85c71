import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteRoute } from '@/app/api/v1/workflows/[id]/route';
import { POST as duplicateRoute } from '@/app/api/v1/workflows/[id]/duplication/route';
import { workflows, workflowSteps } from '@/db/schema';
import { getBoss, stopBoss } from '@/lib/jobs';
import { getStorage } from '@/lib/storage';
import { WORKFLOW_PURGE_MEDIA_JOB, type WorkflowJobData } from '@/lib/workflows/constants';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { workflowCopyMediaJob, workflowPurgeMediaJob } from '@/lib/workflows/pipeline/jobs';
import { cardStatus } from '@/lib/workflows/status';
import { db } from '@/tests/helpers/factories';
import { call, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
beforeAll(async () => {
  w = await workflowWorld();
}, 60_000);
afterAll(() => stopBoss({ graceful: false }));

const context = { id: 'test', retryCount: 0 };
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;

/** A published workflow with real stored objects under its folder (the keys its rows name). */
async function storedWorkflow() {
  const row = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id, state: 'published' });
  const keys = workflowMediaKeys(w.org.id, row.id);
  await (await db()).update(workflows).set({ originalVideoKey: keys.original('.mp4'), posterKey: keys.poster }).where(eq(workflows.id, row.id));
  const steps = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, row.id));
  for (const key of [keys.original('.mp4'), keys.poster, ...steps.flatMap((s) => [s.hlsKey!, s.posterKey!])]) {
    await getStorage().put(key, `bytes of ${key}`, { contentType: 'application/octet-stream' });
  }
  return { row, keys };
}

async function copyThenDeleteSource() {
  const { row: source, keys } = await storedWorkflow();
  const copied = await call(duplicateRoute, `/api/v1/workflows/${source.id}/duplication`, {
    cookie: w.cookies.publisher,
    method: 'POST',
    body: { groupIds: [w.ws.b.id] },
    params: { id: source.id },
  });
  expect(copied.status).toBe(201);
  const copyId = copied.body.items![0].id as string;
  // The source is deleted before the copy's copy-media job has run.
  const removed = await call(deleteRoute, `/api/v1/workflows/${source.id}`, { cookie: w.cookies.publisher, method: 'DELETE', params: { id: source.id } });
  expect(removed.status).toBe(200);
  return { source, keys, copyId };
}

const purgeJobsFor = async (id: string) =>
  rowsOf(await (await db()).execute(sql`select state, start_after > now() + interval '30 seconds' as later from pgboss.job where name = ${WORKFLOW_PURGE_MEDIA_JOB} and singleton_key = ${id} order by created_on`));

describe('deleting a workflow while copies of it still copy its media', () => {
  it('defers the purge until the copy has its media, then purges only the source', async () => {
    const { source, keys, copyId } = await copyThenDeleteSource();
    const sourceKeys = (await getStorage().list(keys.prefix)).map((o) => o.key);
    expect(sourceKeys.length).toBeGreaterThan(0);
    const data: WorkflowJobData = { organizationId: w.org.id, workflowId: source.id };

    // The purge runs first (a worker takes the job the delete sent): it removes nothing and
    // sends itself again for a minute later.
    const [job] = await (await getBoss()).fetch<WorkflowJobData>(WORKFLOW_PURGE_MEDIA_JOB);
    expect(job.data).toEqual(data);
    await workflowPurgeMediaJob.handler(job.data, { id: job.id, retryCount: 0 });
    expect((await getStorage().list(keys.prefix)).map((o) => o.key)).toEqual(sourceKeys);
    expect((await purgeJobsFor(source.id)).filter((j) => j.state === 'created' && j.later)).toHaveLength(1);

    // The copy-media job then finds everything it needs.
    await workflowCopyMediaJob.handler({ organizationId: w.org.id, workflowId: copyId }, context);
    const copy = (await (await db()).query.workflows.findFirst({ where: eq(workflows.id, copyId) }))!;
    expect(copy).toMatchObject({ blocked: null, failure: null });
    const to = workflowMediaKeys(w.org.id, copyId);
    expect(copy.originalVideoKey).toBe(to.original('.mp4'));
    const copySteps = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, copyId));
    for (const step of copySteps) expect(await getStorage().exists(step.hlsKey!)).toBe(true);

    // The deferred purge now removes the source's folder, and only it.
    await workflowPurgeMediaJob.handler(data, context);
    expect(await getStorage().list(keys.prefix)).toEqual([]);
    expect(await getStorage().exists(to.original('.mp4'))).toBe(true);
    for (const step of copySteps) expect(await getStorage().exists(step.posterKey!)).toBe(true);
  });

  it('fails a copy cleanly when the source media is already gone (stuck past the purge wait)', async () => {
    const { keys, copyId } = await copyThenDeleteSource();
    // As if the purge had given up waiting: the source folder is empty.
    await getStorage().deletePrefix(keys.prefix);
    await workflowCopyMediaJob.handler({ organizationId: w.org.id, workflowId: copyId }, context);
    const copy = (await (await db()).query.workflows.findFirst({ where: eq(workflows.id, copyId) }))!;
    // Unpublished too: nobody can watch a copy without media.
    expect(copy).toMatchObject({ blocked: null, convertStatus: 'running error', failure: 'pipeline.failure.original', published: false });
    expect(cardStatus({ ...copy, hasImageMap: false })).toBe('failed');
  });
});
