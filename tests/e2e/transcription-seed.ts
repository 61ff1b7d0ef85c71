import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, workflows, workspaces } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { BLOCKED } from '@/lib/workflows/constants';
import { initialStatuses } from '@/lib/workflows/initial-status';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { saveTranscript } from '@/lib/workflows/pipeline/stage-speech';

const run = promisify(execFile);

/** What tests/e2e/transcription-editor.spec.ts edits: ids written by the seed. */
export const TRANSCRIPTION_FIXTURES_FILE = '.data/e2e/transcription-fixtures.json';
export type TranscriptionFixtures = { published: string; conflict: string; draft: string };

export const TRANSCRIPTION_E2E = {
  title: 'E2E Transcript: filling the coolant',
  sentences: [
    { sentence: 'Open the coolant tank lid.', startTime: 0.3, endTime: 3.5, words: [] },
    { sentence: 'Pour until the mark is reached.', startTime: 4.5, endTime: 7.5, words: [] },
  ],
} as const;

/**
 * A workflow the transcription editor corrects and the viewer then plays: a generated 8 s clip
 * through the real pipeline with a known transcript, published. Plus two unpublished rows with
 * only a transcript (the editor opens without video) for the conflict and draft paths.
 */
export async function seedTranscriptionWorkflows(db: Db, orgId: string) {
  const publisher = await db.query.users.findFirst({ where: and(eq(users.organizationId, orgId), eq(users.email, 'publisher@demo.example.com')) });
  const assembly = await db.query.workspaces.findFirst({ where: and(eq(workspaces.organizationId, orgId), eq(workspaces.name, 'Assembly Line A')) });
  if (!publisher || !assembly) throw new Error('demo publisher or workspace missing');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-transcript-e2e-'));
  try {
    const clip = path.join(dir, 'clip.mp4');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100',
      '-t', '8', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', clip]);
    const key = `orgs/${orgId}/uploads/${randomUUID()}/source.mp4`;
    await getStorage().put(key, await readFile(clip), { contentType: 'video/mp4' });
    const [row] = await db
      .insert(workflows)
      .values({ organizationId: orgId, workspaceId: assembly.id, authorId: publisher.id, title: TRANSCRIPTION_E2E.title, languageCode: 'en-us', originalVideoKey: key, ...initialStatuses(), blocked: BLOCKED.copyingOriginalVideo })
      .returning();
    const sentences = TRANSCRIPTION_E2E.sentences.map((s) => ({ ...s, words: [] }));
    await getStorage().put(workflowMediaKeys(orgId, row.id).marker('transcribe'), JSON.stringify({ provider: 'manual', waiting: false, sentences }), { contentType: 'application/json' });
    await saveTranscript(db, { orgId, workflowId: row.id, languageCode: 'en-us', source: 'manual', sentences });
    const outcome = await processWorkflow({ organizationId: orgId, workflowId: row.id }, { preset: 'ultrafast' }, { db });
    if (outcome.status !== 'finished') throw new Error(`transcription e2e workflow did not process: ${outcome.status}`);
    await db.update(workflows).set({ published: true, processed: true, publishedAt: new Date(Date.now() - 30 * 86_400_000) }).where(eq(workflows.id, row.id));

    const others = await db
      .insert(workflows)
      .values([
        { organizationId: orgId, workspaceId: assembly.id, authorId: publisher.id, title: 'E2E Transcript conflict', published: false, processed: true, videoDuration: 8 },
        { organizationId: orgId, workspaceId: assembly.id, authorId: publisher.id, title: 'E2E Transcript draft', published: false, processed: true, videoDuration: 8 },
      ])
      .returning({ id: workflows.id });
    for (const other of others) await saveTranscript(db, { orgId, workflowId: other.id, languageCode: 'en-us', source: 'manual', sentences });
    const fixtures: TranscriptionFixtures = { published: row.id, conflict: others[0].id, draft: others[1].id };
    writeFileSync(TRANSCRIPTION_FIXTURES_FILE, JSON.stringify(fixtures, null, 2));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
