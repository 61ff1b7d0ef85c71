import { readFileSync, writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { transcriptions, users, workflowSteps, workflows, workspaces } from '@/db/schema';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

/** Accounts and titles of tests/e2e/player-panels.spec.ts (password: the demo password). */
export const PANELS_E2E = {
  commenter: 'cara.comment@demo.example.com',
  reactor: 'rex.react@demo.example.com',
  tracker: 'tia.tracking@demo.example.com',
  title: 'E2E Panels machine safety',
  sentence: 'Switch off the main power and wait for the motor to stop.',
  file: '.data/e2e/player-panels.json',
} as const;

export type PanelsIds = { workflowId: string; stepIds: string[]; closedWorkflowId: string; draftWorkflowId: string };
export const panelsIds = (): PanelsIds => JSON.parse(readFileSync(PANELS_E2E.file, 'utf8'));

/**
 * A published workflow with real HLS media (the pipeline run on a generated clip; German, so no
 * recogniser runs and it stays quick) plus an English transcript for the public page; three
 * people of Assembly Line A; a draft; and a published workflow of an organisation without public
 * sharing. Runs before the server starts (PGlite is one process).
 */
export async function seedPlayerPanels(db: Db, orgId: string, passwordHash: string) {
  const assembly = await db.query.workspaces.findFirst({ where: and(eq(workspaces.organizationId, orgId), eq(workspaces.name, 'Assembly Line A')) });
  const publisher = await db.query.users.findFirst({ where: and(eq(users.organizationId, orgId), eq(users.email, 'publisher@demo.example.com')) });
  if (!assembly || !publisher) throw new Error('demo publisher or Assembly Line A missing');
  for (const [email, displayName] of [
    [PANELS_E2E.commenter, 'Cara Comment'],
    [PANELS_E2E.reactor, 'Rex React'],
    [PANELS_E2E.tracker, 'Tia Tracking'],
  ]) {
    const user = await createUser(orgId, 'viewer', { email, displayName, passwordHash });
    await addMember(orgId, assembly.id, user.id, 'viewer');
  }

  const { workflow } = await createInitializedWorkflow({ orgId, workspaceId: assembly.id, authorId: publisher.id, clip: await narratedClip(24), languageCode: 'de-de', title: PANELS_E2E.title });
  const outcome = await processWorkflow({ organizationId: orgId, workflowId: workflow.id }, { preset: 'ultrafast' }, { db });
  if (outcome.status !== 'finished') throw new Error(`panels workflow did not process: ${outcome.status}`);
  await db.update(workflows).set({ published: true, processed: true, publishedAt: new Date(Date.now() - 30 * 86_400_000), languageCode: 'en-us' }).where(eq(workflows.id, workflow.id));
  const steps = await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)).orderBy(workflowSteps.position);
  const sentences = [
    { sentence: 'Welcome to the machine safety training.', startTime: 0.5, endTime: 3, words: [] },
    { sentence: PANELS_E2E.sentence, startTime: 4, endTime: 9, words: [] },
  ];
  await db.insert(transcriptions).values({ organizationId: orgId, workflowId: workflow.id, languageCode: 'en-us', source: 'manual', sentences, searchText: sentences.map((s) => s.sentence).join(' ') });

  const draft = await createWorkflow(orgId, assembly.id, { published: false, authorId: publisher.id, title: 'E2E Panels draft' });
  const closed = await createOrg({ name: 'Closed Plant', clientKey: 'closedplant', settings: { features: { publicSharing: { featureEnabled: true, enabled: false } } } });
  const closedWorkflow = await createWorkflow(closed.id, (await createWorkspace(closed.id)).id, { title: 'E2E Closed workflow' });

  const ids: PanelsIds = { workflowId: workflow.id, stepIds: steps.map((s) => s.id), closedWorkflowId: closedWorkflow.workflow.id, draftWorkflowId: draft.workflow.id };
  writeFileSync(PANELS_E2E.file, JSON.stringify(ids, null, 2));
}
