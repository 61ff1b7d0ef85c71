import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scormExportProcesses } from '@/db/schema';
import { getBoss, sendJob, stopBoss } from '@/lib/jobs';
import { exportJobKey, SCORM_EXPORT_JOB } from '@/lib/scorm/job';
import { insertExport } from '@/lib/scorm/queries';
import { failStalledExports } from '@/lib/scorm/recover';
import { liveJobs } from '@/lib/workflows/pipeline/recover';
import { db } from '../helpers/factories';
import { exportableWorkflow, scormApi as api, scormWorld, type ScormWorld } from './scorm-fixtures';

// The crashed-export sweep (lib/scorm/recover.ts): builds whose worker died or whose job was lost end
// as failed with Retry; builds that beat or wait in the queue are left alone.
process.env.JOBS_IN_PROCESS = 'false';

const STALE_MINUTES = 10;
let w: ScormWorld;
let workflowId: string;

beforeAll(async () => {
  w = await scormWorld();
  workflowId = (await exportableWorkflow(w.org.id, w.plant.id, { title: 'Replace the filter', quiz: false })).workflow.id;
  await getBoss();
}, 120_000);
afterAll(() => stopBoss({ graceful: false }));

/** An export of the publisher's, last touched `minutesAgo` minutes ago. */
async function exportRow(status: 'pending' | 'running' | 'finished', minutesAgo: number) {
  const d = await db();
  const row = await insertExport(d, { organizationId: w.org.id, createdBy: w.users.publisher.id, workflowIds: [workflowId], titles: ['Replace the filter'], exportType: 'scorm12', exportSource: 'full', status });
  await d.update(scormExportProcesses).set({ updatedAt: sql`now() - make_interval(mins => ${minutesAgo})` }).where(eq(scormExportProcesses.id, row.id));
  return row.id;
}

const view = async (id: string) => (await api.get(w.cookies.publisher, id)).body.item;

describe('the crashed-export sweep', () => {
  it('fails a build whose worker died (its job still active) and cancels that job; Retry builds it again', async () => {
    const id = await exportRow('running', STALE_MINUTES + 1);
    await sendJob(SCORM_EXPORT_JOB, { orgId: w.org.id, exportId: id }, { singletonKey: exportJobKey(id) });
    // A worker picked it up and then vanished: pg-boss holds the job 'active' until it expires.
    const [picked] = await (await getBoss()).fetch(SCORM_EXPORT_JOB);
    expect(picked.data).toMatchObject({ exportId: id });

    const failed = await failStalledExports(await db(), STALE_MINUTES);
    expect(failed).toContain(id);
    expect(await view(id)).toMatchObject({ status: 'error', errorCode: 'scorm.errors.interrupted', downloadUrl: null });
    expect(await liveJobs(await db(), SCORM_EXPORT_JOB, exportJobKey(id))).toEqual([]);

    const retried = await api.retry(w.cookies.publisher, id);
    expect(retried.status).toBe(200);
    expect(retried.body.item).toMatchObject({ status: 'pending', errorCode: null });
    expect((await liveJobs(await db(), SCORM_EXPORT_JOB, exportJobKey(id))).map((j) => j.state)).toEqual(['created']);
  });

  it('fails an export left pending with no job (lost before it ran)', async () => {
    const id = await exportRow('pending', STALE_MINUTES + 5);
    expect(await failStalledExports(await db(), STALE_MINUTES)).toContain(id);
    expect(await view(id)).toMatchObject({ status: 'error', errorCode: 'scorm.errors.interrupted' });
  });

  it('leaves alone a build that beat recently, an export whose job waits in the queue, and finished ones', async () => {
    const beating = await exportRow('running', 1);
    const queued = await exportRow('pending', STALE_MINUTES + 5);
    await sendJob(SCORM_EXPORT_JOB, { orgId: w.org.id, exportId: queued }, { singletonKey: exportJobKey(queued) });
    const finished = await exportRow('finished', 60 * 24);

    const failed = await failStalledExports(await db(), STALE_MINUTES);
    for (const id of [beating, queued, finished]) expect(failed).not.toContain(id);
    expect((await view(beating)).status).toBe('running');
    expect((await view(queued)).status).toBe('pending');
    expect((await view(finished)).status).toBe('finished');
  });
});
