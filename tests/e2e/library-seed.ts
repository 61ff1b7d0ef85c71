import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { transcriptions, users, workflowSteps, workflows, workspaces } from '@/db/schema';

/** Titles of the library spec's workflows (tests/e2e/library.spec.ts), one per card state it drives. */
export const LIBRARY_E2E = {
  published: 'E2E Torque wrench basics',
  toUnpublish: 'E2E Conveyor start-up',
  draft: 'E2E Draft safety checklist',
  processing: 'E2E Line clearance',
  failed: 'E2E Broken upload',
  transcriptWord: 'calibration',
} as const;

const READY = { blocked: null, convertStatus: 'finished', frameCaptureStatus: 'finished', videoExtractStatus: 'finished', speechStatus: 'completed', stepsStatus: 'finished', editorStatus: 'completed segmentation' };

/**
 * Workflow rows (no media) by the demo publisher in Assembly Line A, in the states the card tools
 * depend on: two published (with steps and a transcript), one unpublished, one processing, one failed.
 */
export async function seedLibraryWorkflows(db: Db, orgId: string) {
  const publisher = await db.query.users.findFirst({ where: and(eq(users.organizationId, orgId), eq(users.email, 'publisher@demo.example.com')) });
  const assembly = await db.query.workspaces.findFirst({ where: and(eq(workspaces.organizationId, orgId), eq(workspaces.name, 'Assembly Line A')) });
  if (!publisher || !assembly) throw new Error('demo publisher or Assembly Line A missing');
  const base = { organizationId: orgId, workspaceId: assembly.id, authorId: publisher.id, languageCode: 'en-us', videoDuration: 75 };
  // Published now and a second ago: seeded last, newer than any other seeded publication.
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
  const rows = await db
    .insert(workflows)
    .values([
      { ...base, ...READY, title: LIBRARY_E2E.published, published: true, processed: true, publishedAt: ago(0) },
      { ...base, ...READY, title: LIBRARY_E2E.toUnpublish, published: true, processed: true, publishedAt: ago(1) },
      { ...base, ...READY, title: LIBRARY_E2E.draft, published: false, processed: true },
      { ...base, ...READY, title: LIBRARY_E2E.processing, convertStatus: 'transcoded', speechStatus: 'running transcript', stepsStatus: null, progress: { stage: 'transcribe', fraction: 0.5 } },
      { ...base, ...READY, title: LIBRARY_E2E.failed, convertStatus: 'transcoding error', speechStatus: null, failure: 'pipeline.transcodeFailed' },
    ])
    .returning({ id: workflows.id });
  const published = rows[0].id;
  await db.insert(workflowSteps).values([
    { organizationId: orgId, workflowId: published, position: 0, title: 'Pick the wrench', startTime: 0, endTime: 40, duration: 40 },
    { organizationId: orgId, workflowId: published, position: 1, title: 'Set the torque', startTime: 40, endTime: 75, duration: 35 },
  ]);
  const sentences = [
    { sentence: 'Take the torque wrench from the tool board.', startTime: 1, endTime: 4, words: [] },
    { sentence: 'Check its calibration sticker before every shift on the line.', startTime: 41.5, endTime: 46, words: [] },
  ];
  await db.insert(transcriptions).values({ organizationId: orgId, workflowId: published, languageCode: 'en-us', source: 'manual', sentences, searchText: sentences.map((s) => s.sentence).join(' ') });
}
