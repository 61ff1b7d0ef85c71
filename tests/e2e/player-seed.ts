import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, workflowSteps, workflows, workspaces } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { BLOCKED } from '@/lib/workflows/constants';
import { initialStatuses } from '@/lib/workflows/initial-status';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { saveTranscript } from '@/lib/workflows/pipeline/stage-speech';

const run = promisify(execFile);

/** What tests/e2e/player.spec.ts plays: ids written by the seed. */
export const PLAYER_FIXTURES_FILE = '.data/e2e/player-fixtures.json';
export type PlayerFixtures = { published: string; steps: string[]; draft: string; secret: string };

export const PLAYER_E2E = {
  title: 'E2E Player: changing the cutter',
  // Three sentences with pauses between them: segmentation cuts three steps (0–6, 6–14, 14–20 s).
  sentences: [
    { sentence: 'Stop the spindle and open the door.', startTime: 0.5, endTime: 4, words: [] },
    { sentence: 'Loosen the collet nut and remove the old cutter.', startTime: 7.5, endTime: 12.5, words: [] },
    { sentence: 'Insert the new cutter and close the door.', startTime: 14.5, endTime: 19, words: [] },
  ],
  german: [{ sentence: 'Spindel anhalten und Tür öffnen.', startTime: 0.5, endTime: 4, words: [] }],
} as const;

/**
 * One workflow through the real pipeline (a generated 20 s 720p clip), with a known transcript so
 * that steps, subtitles and search are predictable: the transcript is handed to the pipeline as
 * its finished transcribe stage, exactly as an author's uploaded transcript is. Plus an
 * unpublished and a private-workspace workflow (rows only: the player stops before media).
 */
export async function seedPlayerWorkflows(db: Db, orgId: string) {
  const publisher = await db.query.users.findFirst({ where: and(eq(users.organizationId, orgId), eq(users.email, 'publisher@demo.example.com')) });
  const ws = (name: string) => db.query.workspaces.findFirst({ where: and(eq(workspaces.organizationId, orgId), eq(workspaces.name, name)) });
  const [assembly, review] = [await ws('Assembly Line A'), await ws('Management Review')];
  if (!publisher || !assembly || !review) throw new Error('demo publisher or workspaces missing');

  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-player-e2e-'));
  try {
    const clip = path.join(dir, 'clip.mp4');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
      '-t', '20', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', clip]);
    const key = `orgs/${orgId}/uploads/${randomUUID()}/source.mp4`;
    await getStorage().put(key, await readFile(clip), { contentType: 'video/mp4' });
    const [row] = await db
      .insert(workflows)
      .values({ organizationId: orgId, workspaceId: assembly.id, authorId: publisher.id, title: PLAYER_E2E.title, languageCode: 'en-us', originalVideoKey: key, terms: ['collet', 'spindle'],
        // Not 'waiting backend initial': that fresh start would delete the transcript marker below.
        ...initialStatuses(), blocked: BLOCKED.copyingOriginalVideo })
      .returning();
    const sentences = PLAYER_E2E.sentences.map((s) => ({ ...s, words: [] }));
    await getStorage().put(workflowMediaKeys(orgId, row.id).marker('transcribe'), JSON.stringify({ provider: 'manual', waiting: false, sentences }), { contentType: 'application/json' });
    await saveTranscript(db, { orgId, workflowId: row.id, languageCode: 'en-us', source: 'manual', sentences });
    await saveTranscript(db, { orgId, workflowId: row.id, languageCode: 'de-de', source: 'manual', sentences: PLAYER_E2E.german.map((s) => ({ ...s, words: [] })) });
    const outcome = await processWorkflow({ organizationId: orgId, workflowId: row.id }, { preset: 'ultrafast' }, { db });
    if (outcome.status !== 'finished') throw new Error(`player e2e workflow did not process: ${outcome.status}`);
    await db.update(workflows).set({ published: true, processed: true, publishedAt: new Date() }).where(eq(workflows.id, row.id));
    const steps = await db.select({ id: workflowSteps.id }).from(workflowSteps).where(eq(workflowSteps.workflowId, row.id)).orderBy(asc(workflowSteps.position));
    // Attachments on the first step (authors add them through the step API).
    await db.update(workflowSteps).set({ attachments: { diagrams: [], links: [{ label: 'Cutter manual', link: 'https://example.com/cutter-manual' }], pdfs: [] } }).where(eq(workflowSteps.id, steps[0].id));

    const rows = await db
      .insert(workflows)
      .values([
        { organizationId: orgId, workspaceId: assembly.id, authorId: publisher.id, title: 'E2E Player draft', published: false, processed: true },
        { organizationId: orgId, workspaceId: review.id, authorId: publisher.id, title: 'E2E Player secret', published: true, processed: true },
      ])
      .returning({ id: workflows.id });
    const fixtures: PlayerFixtures = { published: row.id, steps: steps.map((s) => s.id), draft: rows[0].id, secret: rows[1].id };
    writeFileSync(PLAYER_FIXTURES_FILE, JSON.stringify(fixtures, null, 2));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
