import { readFileSync, writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, workflowSteps, workflows, workspaces } from '@/db/schema';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

/** What tests/e2e/player-annotations.spec.ts annotates and plays. */
export const ANNOTATIONS_E2E = { title: 'E2E Annotated seal check', file: '.data/e2e/player-annotations.json' } as const;
export type AnnotationsIds = { workflowId: string; steps: Array<{ id: string; duration: number }> };
export const annotationsIds = (): AnnotationsIds => JSON.parse(readFileSync(ANNOTATIONS_E2E.file, 'utf8'));

/**
 * A published workflow of Assembly Line A with real HLS media (the pipeline on the cached narrated
 * clip; German, so no recogniser runs) and no annotations: the spec adds them through the API
 * while the server runs. Runs before the server starts (PGlite is one process).
 */
export async function seedPlayerAnnotations(db: Db, orgId: string) {
  const assembly = await db.query.workspaces.findFirst({ where: and(eq(workspaces.organizationId, orgId), eq(workspaces.name, 'Assembly Line A')) });
  const publisher = await db.query.users.findFirst({ where: and(eq(users.organizationId, orgId), eq(users.email, 'publisher@demo.example.com')) });
  if (!assembly || !publisher) throw new Error('demo publisher or Assembly Line A missing');
  const { workflow } = await createInitializedWorkflow({ orgId, workspaceId: assembly.id, authorId: publisher.id, clip: await narratedClip(24), languageCode: 'de-de', title: ANNOTATIONS_E2E.title });
  const outcome = await processWorkflow({ organizationId: orgId, workflowId: workflow.id }, { preset: 'ultrafast' }, { db });
  if (outcome.status !== 'finished') throw new Error(`annotations workflow did not process: ${outcome.status}`);
  await db.update(workflows).set({ published: true, processed: true, publishedAt: new Date(Date.now() - 30 * 86_400_000) }).where(eq(workflows.id, workflow.id));
  const steps = await db.select({ id: workflowSteps.id, duration: workflowSteps.duration }).from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)).orderBy(workflowSteps.position);
  const ids: AnnotationsIds = { workflowId: workflow.id, steps };
  writeFileSync(ANNOTATIONS_E2E.file, JSON.stringify(ids, null, 2));
}
