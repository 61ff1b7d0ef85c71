import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transcriptions, workflows } from '@/db/schema';
import { claimRevision } from '@/lib/editor/revision';
import { AppError } from '@/lib/http/errors';
import { createOrg, createWorkspace, db } from '@/tests/helpers/factories';
import { createWorkflow } from '@/tests/helpers/workflow-factory';

let orgId: string;
let otherOrgId: string;
let workflowId: string;
let transcriptionId: string;
beforeAll(async () => {
  const org = await createOrg();
  const other = await createOrg();
  orgId = org.id;
  otherOrgId = other.id;
  const ws = await createWorkspace(orgId);
  ({ workflow: { id: workflowId } } = await createWorkflow(orgId, ws.id, { published: false }));
  const d = await db();
  [{ id: transcriptionId }] = await d.insert(transcriptions).values({ organizationId: orgId, workflowId, languageCode: 'en-us', source: 'asr' }).returning();
}, 60_000);

const claim = async (collection: 'workflows' | 'transcriptions', documentId: string, expected: number, org = orgId) =>
  (await db()).transaction((tx) => claimRevision(tx, { orgId: org, collection, documentId, expected }));

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError);

describe('claimRevision (optimistic concurrency of editor saves)', () => {
  it('bumps the revision a save was based on, and refuses the second save based on the same one with 409', async () => {
    expect(await claim('transcriptions', transcriptionId, 0)).toBe(1);
    const stale = await failure(claim('transcriptions', transcriptionId, 0));
    expect(stale).toBeInstanceOf(AppError);
    expect(stale).toMatchObject({ code: 'conflict', messageKey: 'editor.staleRevision', details: { revision: 1 } });
    expect(await claim('transcriptions', transcriptionId, 1)).toBe(2);
  });

  it('lets exactly one of two concurrent saves based on the same revision through', async () => {
    const [row] = await (await db()).select({ revision: workflows.revision }).from(workflows).where(eq(workflows.id, workflowId));
    const results = await Promise.allSettled([claim('workflows', workflowId, row.revision), claim('workflows', workflowId, row.revision)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'conflict' });
  });

  it("answers another organisation's document and an unknown id like unknown (404)", async () => {
    expect(await failure(claim('workflows', workflowId, 0, otherOrgId))).toMatchObject({ code: 'not_found' });
    expect(await failure(claim('transcriptions', '00000000-0000-4000-8000-000000000000', 0))).toMatchObject({ code: 'not_found' });
  });
});
