import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { transcriptions, workflowSteps, workflows } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { workflowPrefix } from '@/lib/workflows/media-keys';
import { PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';

/** The workflow tests/e2e/segmentation-editor.spec.ts re-segments (Assembly Line A, by the demo publisher, published). */
export const SEGMENTATION_E2E = { title: 'E2E Segmentation: changing the cutter' } as const;

/**
 * A copy of the player seed's processed workflow (three steps 0–6, 6–14, 14–20 s over three
 * sentences), with its rungs, HLS folders and transcripts in its own storage folder, so the
 * editor's re-cut runs on real media without another pipeline run.
 */
export async function seedSegmentationWorkflow(db: Db, orgId: string) {
  const { published }: PlayerFixtures = JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
  const source = await db.query.workflows.findFirst({ where: and(eq(workflows.id, published), eq(workflows.organizationId, orgId)) });
  if (!source) throw new Error('the player seed workflow is missing');
  const steps = await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, source.id)).orderBy(asc(workflowSteps.position));
  const texts = await db.select().from(transcriptions).where(eq(transcriptions.workflowId, source.id));
  const storage = getStorage();
  const from = workflowPrefix(orgId, source.id);
  const id = randomUUID();
  const to = workflowPrefix(orgId, id);
  const moved = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll(from, to));
  for (const object of await storage.list(from)) await storage.copy(object.key, to + object.key.slice(from.length));
  const now = new Date();
  await db.insert(workflows).values({ ...source, id, createdAt: now, updatedAt: now, title: SEGMENTATION_E2E.title, titleTranslations: {}, posterKey: moved(source.posterKey), originalVideoKey: moved(source.originalVideoKey) });
  await db.insert(workflowSteps).values(
    steps.map((step) => ({
      ...step,
      id: randomUUID(),
      createdAt: now,
      workflowId: id,
      attachments: { diagrams: [], links: [], pdfs: [] },
      hlsKey: moved(step.hlsKey),
      renditions: moved(step.renditions),
      posterKey: moved(step.posterKey),
      startVideoKey: moved(step.startVideoKey),
      imageMap: moved(step.imageMap),
    })),
  );
  await db.insert(transcriptions).values(texts.map((t) => ({ ...t, id: randomUUID(), workflowId: id, createdAt: now, updatedAt: now })));
}
