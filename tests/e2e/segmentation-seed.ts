import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { transcriptions, workflowSteps } from '@/db/schema';
import { PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { copyPlayerWorkflow } from './publish-seed';

/** The workflow tests/e2e/segmentation-editor.spec.ts re-segments (Assembly Line A, by the demo publisher, published). */
export const SEGMENTATION_E2E = { title: 'E2E Segmentation: changing the cutter' } as const;

/**
 * A published copy of the player seed's processed workflow (three steps 0–6, 6–14, 14–20 s over
 * three sentences) with its rungs, HLS folders and transcripts, so the editor's re-cut runs on real
 * media without another pipeline run.
 */
export async function seedSegmentationWorkflow(db: Db, orgId: string) {
  const { published }: PlayerFixtures = JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
  const id = await copyPlayerWorkflow(db, orgId, { title: SEGMENTATION_E2E.title, published: true, publishedAt: new Date(Date.now() - 30 * 86_400_000) });
  await db.update(workflowSteps).set({ attachments: { diagrams: [], links: [], pdfs: [] } }).where(eq(workflowSteps.workflowId, id));
  const texts = await db.select().from(transcriptions).where(and(eq(transcriptions.workflowId, published), eq(transcriptions.organizationId, orgId)));
  const now = new Date();
  await db.insert(transcriptions).values(texts.map((t) => ({ ...t, id: randomUUID(), workflowId: id, createdAt: now, updatedAt: now })));
}
