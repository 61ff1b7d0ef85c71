import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflowSteps, workflows } from '@/db/schema';
import { copyPlayerWorkflow } from './publish-seed';

/** Titles of tests/e2e/continue-editing.spec.ts and step-attachments.spec.ts (Assembly Line A, by the demo publisher). */
export const ATTACH_E2E = {
  /** Unpublished and processed, with real media: on the publisher's "continue editing" row; its builder gets attachments and a review request. */
  draft: 'E2E Attach: press brake set-up',
  /** Published: never on "continue editing". */
  published: 'E2E Attach: published guide',
} as const;

/** Two copies of the player seed's workflow (the demo publisher's): a processed draft and a published one. */
export async function seedAttachWorkflows(db: Db, orgId: string) {
  const draft = await copyPlayerWorkflow(db, orgId, { title: ATTACH_E2E.draft, processed: true });
  // The draft starts without the player seed's attachments: the test adds its own.
  await db.update(workflowSteps).set({ attachments: { diagrams: [], links: [], pdfs: [] } }).where(and(eq(workflowSteps.workflowId, draft), eq(workflowSteps.organizationId, orgId)));
  const published = await copyPlayerWorkflow(db, orgId, { title: ATTACH_E2E.published, processed: true });
  await db.update(workflows).set({ published: true, publishedAt: new Date(Date.now() - 30 * 86_400_000) }).where(and(eq(workflows.id, published), eq(workflows.organizationId, orgId)));
}
