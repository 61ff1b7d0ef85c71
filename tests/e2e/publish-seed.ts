import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { transcriptions, workflowSteps, workflows } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { workflowPrefix } from '@/lib/workflows/media-keys';
import { PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';

/** Titles of tests/e2e/publish.spec.ts, one per path it drives (all in Assembly Line A, by the demo publisher). */
export const PUBLISH_E2E = {
  /** Ready, never published (status new), with media: previewed and published in the player. */
  fresh: 'E2E Publish: lathe guard check',
  /** Ready, unpublished (processed), with media: published from its card. */
  draft: 'E2E Publish: drill press set-up',
  /** Unpublished, with media: what a viewer cannot watch. */
  hidden: 'E2E Publish: hidden draft',
} as const;

/**
  * A copy of the player seed's processed workflow (tests/e2e/player-seed.ts: its steps, HLS media
  * and original video, copied into the copy's own storage folder, since media are served only
  * from there; its transcripts with `transcripts`), unpublished unless `fields` say otherwise, so
  * a test plays real video without another run of the pipeline. Answers the copy's id.
  */
export async function copyPlayerWorkflow(
  db: Db,
  orgId: string,
  { transcripts = false, ...fields }: Partial<typeof workflows.$inferInsert> & { transcripts?: boolean },
): Promise<string> {
  const { published }: PlayerFixtures = JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
  const source = await db.query.workflows.findFirst({ where: and(eq(workflows.id, published), eq(workflows.organizationId, orgId)) });
  if (!source) throw new Error('the player seed workflow is missing');
  const steps = await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, source.id)).orderBy(asc(workflowSteps.position));
  const storage = getStorage();
  const from = workflowPrefix(orgId, source.id);
  const id = randomUUID();
  const to = workflowPrefix(orgId, id);
  const moved = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll(from, to));
  for (const object of await storage.list(from)) await storage.copy(object.key, to + object.key.slice(from.length));
  const now = new Date();
  await db.insert(workflows).values({
    ...source,
    id,
    createdAt: now,
    updatedAt: now,
    titleTranslations: {},
    posterKey: moved(source.posterKey),
    originalVideoKey: moved(source.originalVideoKey),
    published: false,
    publishedAt: null,
    ...fields,
  });
  await db.insert(workflowSteps).values(
    steps.map((step) => ({
      ...step,
      id: randomUUID(),
      createdAt: now,
      workflowId: id,
      hlsKey: moved(step.hlsKey),
      renditions: moved(step.renditions),
      posterKey: moved(step.posterKey),
      startVideoKey: moved(step.startVideoKey),
      imageMap: moved(step.imageMap),
    })),
  );
  if (transcripts) {
    const texts = await db.select().from(transcriptions).where(eq(transcriptions.workflowId, source.id));
    if (texts.length) await db.insert(transcriptions).values(texts.map((t) => ({ ...t, id: randomUUID(), workflowId: id })));
  }
  return id;
}

/** The copies publish.spec.ts drives. */
export async function seedPublishWorkflows(db: Db, orgId: string) {
  await copyPlayerWorkflow(db, orgId, { title: PUBLISH_E2E.fresh, processed: false });
  await copyPlayerWorkflow(db, orgId, { title: PUBLISH_E2E.draft, processed: true });
  await copyPlayerWorkflow(db, orgId, { title: PUBLISH_E2E.hidden, processed: true });
}
