import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { runSopImport } from '@/lib/sop/import/job';
import { importWorld, processingSop, sopState, storedImage, workflowFixture, type ImageAttachment, type ImportWorld } from './sop-import-fixtures';

let w: ImportWorld;
beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  w = await importWorld();
});

async function importWorkflow(workflowId: string, languageCode = 'en-us') {
  const sop = await processingSop({ orgId: w.org.id, workspaceId: w.workspace.id, authorId: w.author.id }, { workflowId }, languageCode);
  await runSopImport(await getDb(), { organizationId: w.org.id, sopId: sop.id });
  return sopState(w.org.id, sop.id);
}

const attachments = (item: { attachments: unknown }) => item.attachments as ImageAttachment[];

describe('runSopImport from a workflow', () => {
  it('makes a step per workflow step with its title, transcript, poster frame and a link to the step', async () => {
    const { workflow, steps } = await workflowFixture(w.org.id, w.workspace.id, w.author.id);
    const { sop, items } = await importWorkflow(workflow.id);
    expect(sop).toMatchObject({ status: 'completed', title: 'Filter change' });
    expect(items.map((i) => [i.type, i.title, i.description])).toEqual([
      ['introduction', 'Filter change', ''],
      ['step', 'Step 1', 'Close the inlet valve.'],
      ['step', 'Step 2', 'Unscrew the filter housing.'],
      ['step', 'Step 3', 'Fit the new cartridge.'],
      ['conclusion', '', ''],
    ]);
    expect(attachments(items[0]!)).toEqual([expect.objectContaining({ type: 'workflow', workflowId: workflow.id, name: 'Filter change' })]);
    const first = attachments(items[1]!);
    expect(first.map((a) => a.type)).toEqual(['image', 'step']);
    expect(first[1]).toMatchObject({ workflowId: workflow.id, stepId: steps[0]!.id, name: 'Step 1' });
    // The poster frame is copied into the SOP's images, so the SOP keeps it whatever becomes of the workflow's media.
    const poster = await storedImage(first[0]!);
    expect(poster.row.storageKey.startsWith(`orgs/${w.org.id}/sop/images/`)).toBe(true);
    expect(poster.meta).toMatchObject({ format: 'jpeg', width: 64, height: 36 });
    expect(poster.row.size).toBe(poster.bytes!.length);
    // The third step's poster object is gone: the step comes without a picture, the import does not fail.
    expect(attachments(items[3]!).map((a) => a.type)).toEqual(['step']);
  });

  it('reads titles in the SOP language', async () => {
    const { workflow } = await workflowFixture(w.org.id, w.workspace.id, w.author.id);
    const { items } = await importWorkflow(workflow.id, 'de-de');
    expect(items.filter((i) => i.type === 'step').map((i) => i.title)).toEqual(['Schritt 1', 'Schritt 2', 'Schritt 3']);
    // No German transcript: the workflow's own language is read.
    expect(items[1]!.description).toBe('Close the inlet valve.');
  });

  it("follows the AI SOP outline when there is one: warnings and tools as their own blocks before the step", async () => {
    const { workflow, steps } = await workflowFixture(w.org.id, w.workspace.id, w.author.id, { outline: true });
    const { items } = await importWorkflow(workflow.id);
    expect(items.map((i) => [i.type, i.title, i.description])).toEqual([
      ['introduction', 'Filter change', 'Changing the water filter safely.'],
      ['warning', 'Line is under pressure', ''],
      ['step', 'Isolate the line', 'Close the inlet valve fully.'],
      ['tool', 'Filter wrench', ''],
      ['step', 'Open the housing', 'Unscrew the filter housing.'],
      ['conclusion', '', ''],
    ]);
    expect(attachments(items[4]!).map((a) => [a.type, a.stepId ?? null])).toEqual([
      ['image', null],
      ['step', steps[1]!.id],
    ]);
    const german = await importWorkflow(workflow.id, 'de-de');
    expect(german.items.slice(1, 3).map((i) => i.title)).toEqual(['Achtung: Line is under pressure', 'Leitung absperren']);
  });

  it("fails with workflowMissing for another organisation's workflow", async () => {
    const { workflow } = await workflowFixture(w.other.id, w.otherWorkspace.id, w.otherAuthor.id);
    const { sop, items } = await importWorkflow(workflow.id);
    expect(sop).toMatchObject({ status: 'failed', statusError: 'sopImport.workflowMissing' });
    expect(items).toEqual([]);
  });
});
