import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { conversionHistory, workflows } from '@/db/schema';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { cardStatus } from '@/lib/workflows/status';
import { createOrg, createUser, createWorkspace } from '../helpers/factories';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

beforeAll(() => {
  process.env.PIPELINE_X264_PRESET = 'ultrafast';
});

/** A fresh organisation with the auto-publish setting as given, and a processed narrated clip in it. */
async function processIn(autoPublish: boolean) {
  const org = await createOrg({ settings: { customized: { autoPublish } } });
  const workspaceId = (await createWorkspace(org.id)).id;
  const authorId = (await createUser(org.id, 'publisher')).id;
  const { workflow } = await createInitializedWorkflow({ orgId: org.id, workspaceId, authorId, clip: await narratedClip() });
  expect(await processWorkflow({ organizationId: org.id, workflowId: workflow.id })).toEqual({ status: 'finished' });
  const db = await getDb();
  const row = (await db.query.workflows.findFirst({ where: and(eq(workflows.id, workflow.id), eq(workflows.organizationId, org.id)) }))!;
  const history = await db.select().from(conversionHistory).where(eq(conversionHistory.workflowId, workflow.id));
  return { row, stages: history.map((h) => h.stage) };
}

describe('auto-publish (organisation setting)', () => {
  it('publishes a workflow as soon as its processing finishes and it is ready', async () => {
    const { row, stages } = await processIn(true);
    expect(row).toMatchObject({ published: true, blocked: null, speechStatus: 'completed' });
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(cardStatus({ ...row, hasImageMap: true })).toBe('published');
    expect(stages).toContain('auto-publish');
  }, 120_000);

  it('leaves the workflow unpublished for the author when the setting is off (the default)', async () => {
    const { row, stages } = await processIn(false);
    expect(row).toMatchObject({ published: false, publishedAt: null, blocked: null });
    expect(cardStatus({ ...row, hasImageMap: true })).toBe('new');
    expect(stages).not.toContain('auto-publish');
  }, 120_000);

  it('waits for the transcript: a workflow without one is not published until it is processed', async () => {
    process.env.TRANSCRIPTION_PROVIDER = 'none';
    try {
      const { row, stages } = await processIn(true);
      expect(row).toMatchObject({ published: false, speechStatus: 'waiting' });
      expect(stages).not.toContain('auto-publish');
    } finally {
      delete process.env.TRANSCRIPTION_PROVIDER;
    }
  }, 120_000);
});
