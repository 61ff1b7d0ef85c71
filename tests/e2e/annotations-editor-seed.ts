import { readFileSync, writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, workflowSteps, workflows, workspaces } from '@/db/schema';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

/** What tests/e2e/annotations-editor.spec.ts draws on and plays. */
export const ANNOTATIONS_EDITOR_E2E = { title: 'E2E Annotations editor valve', file: '.data/e2e/annotations-editor.json' } as const;
export type AnnotationsEditorIds = { workflowId: string; steps: Array<{ id: string; duration: number }> };
export const annotationsEditorIds = (): AnnotationsEditorIds => JSON.parse(readFileSync(ANNOTATIONS_EDITOR_E2E.file, 'utf8'));

/** A published workflow of Assembly Line A with real HLS media and no annotations (runs before the server starts). */
export async function seedAnnotationsEditor(db: Db, orgId: string) {
  const assembly = await db.query.workspaces.findFirst({ where: and(eq(workspaces.organizationId, orgId), eq(workspaces.name, 'Assembly Line A')) });
  const publisher = await db.query.users.findFirst({ where: and(eq(users.organizationId, orgId), eq(users.email, 'publisher@demo.example.com')) });
  if (!assembly || !publisher) throw new Error('demo publisher or Assembly Line A missing');
  const { workflow } = await createInitializedWorkflow({ orgId, workspaceId: assembly.id, authorId: publisher.id, clip: await narratedClip(24), languageCode: 'de-de', title: ANNOTATIONS_EDITOR_E2E.title });
  const outcome = await processWorkflow({ organizationId: orgId, workflowId: workflow.id }, { preset: 'ultrafast' }, { db });
  if (outcome.status !== 'finished') throw new Error(`annotations editor workflow did not process: ${outcome.status}`);
  // A month old, so it does not push the player seed out of the home page's "Recently published" row.
  await db.update(workflows).set({ published: true, processed: true, publishedAt: new Date(Date.now() - 30 * 86_400_000) }).where(eq(workflows.id, workflow.id));
  const steps = await db.select({ id: workflowSteps.id, duration: workflowSteps.duration }).from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)).orderBy(workflowSteps.position);
  writeFileSync(ANNOTATIONS_EDITOR_E2E.file, JSON.stringify({ workflowId: workflow.id, steps }, null, 2));
}
