import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { workflows } from '@/db/schema';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { createOrg, createUser, createWorkspace } from '../helpers/factories';
import { makeClip } from '../helpers/media-fixtures';
import { createInitializedWorkflow } from '../helpers/workflow-fixtures';

// workflows.source after the pipeline: what initialize recorded stays, the probe's facts are added.
let ids: { orgId: string; workspaceId: string; authorId: string };
beforeAll(async () => {
  process.env.PIPELINE_X264_PRESET = 'ultrafast';
  const org = await createOrg();
  ids = { orgId: org.id, workspaceId: (await createWorkspace(org.id)).id, authorId: (await createUser(org.id, 'publisher')).id };
}, 120_000);

describe('workflows.source through the pipeline', () => {
  it('keeps the origin written at initialize and adds the probed size, rate, codec and audio', async () => {
    const clip = await makeClip({ seconds: 4, width: 640, height: 360, audio: 'sine' });
    const { workflow } = await createInitializedWorkflow({ ...ids, clip });
    const db = await getDb();
    const recorded = { origin: 'recording', fileName: 'screen.webm', contentType: 'video/webm', size: 1234 };
    await db.update(workflows).set({ source: recorded }).where(eq(workflows.id, workflow.id));

    await processWorkflow({ organizationId: ids.orgId, workflowId: workflow.id });
    const row = await db.query.workflows.findFirst({ where: eq(workflows.id, workflow.id) });
    // The size is the probe's, of the stored original.
    expect(row?.source).toMatchObject({ ...recorded, size: expect.any(Number), width: 640, height: 360, hasAudio: true, codec: 'h264' });
    expect((row?.source as { fps: number }).fps).toBeGreaterThan(0);
  }, 180_000);
});
