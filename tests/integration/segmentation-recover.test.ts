import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionHistory, workflows } from '@/db/schema';
import { SEGMENTATION_RECUT_JOB } from '@/lib/editor/segmentation/jobs';
import { recoverOrphanedRecuts } from '@/lib/editor/segmentation/recover';
import { stopBoss } from '@/lib/jobs';
import { EDITOR, STEPS } from '@/lib/workflows/constants';
import { createOrg, createWorkspace, db } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';

let orgId: string;
let workspaceId: string;
beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  orgId = (await createOrg()).id;
  workspaceId = (await createWorkspace(orgId)).id;
}, 60_000);
afterAll(() => stopBoss({ graceful: false }));

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
const queuedRecuts = async (workflowId: string) =>
  rowsOf(await (await db()).execute(sql`select id from pgboss.job where name = ${SEGMENTATION_RECUT_JOB} and singleton_key = ${workflowId} and state in ('created', 'retry', 'active')`)).length;

/** A workflow in the state a committed segmentation save leaves it, `minutesAgo` old. */
async function recutWorkflow(stepsStatus: string, minutesAgo: number, editorStatus: string = EDITOR.processingSegmentation) {
  const { workflow } = await createWorkflow(orgId, workspaceId, { published: false });
  await (await db())
    .update(workflows)
    .set({ editorStatus, stepsStatus, updatedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(and(eq(workflows.id, workflow.id), eq(workflows.organizationId, orgId)));
  return workflow.id;
}

describe('recovery of re-cuts whose job never ran', () => {
  it('sends the re-cut again for a save left scheduled or running with no job, once, and leaves the rest alone', async () => {
    const orphaned = await recutWorkflow(STEPS.scheduled, 30);
    const stuckRunning = await recutWorkflow(STEPS.running, 30);
    const recent = await recutWorkflow(STEPS.scheduled, 0);
    const finished = await recutWorkflow(STEPS.finished, 30, EDITOR.completedSegmentation);

    const sent = await recoverOrphanedRecuts(await db(), 10);
    expect(sent.sort()).toEqual([orphaned, stuckRunning].sort());
    for (const id of [orphaned, stuckRunning]) expect(await queuedRecuts(id)).toBe(1);
    for (const id of [recent, finished]) expect(await queuedRecuts(id)).toBe(0);
    const history = await (await db()).select().from(conversionHistory).where(eq(conversionHistory.workflowId, orphaned));
    expect(history).toMatchObject([{ stage: 'recover', status: 'started' }]);

    // The next sweep finds their jobs queued: nothing is sent twice.
    expect(await recoverOrphanedRecuts(await db(), 10)).toEqual([]);
    expect(await queuedRecuts(orphaned)).toBe(1);
  });
});
