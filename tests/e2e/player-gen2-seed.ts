import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflowSteps, workflows } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { BLOCKED } from '@/lib/workflows/constants';
import { initialStatuses } from '@/lib/workflows/initial-status';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { saveTranscript } from '@/lib/workflows/pipeline/stage-speech';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';

const run = promisify(execFile);

/** What tests/e2e/player-gen2.spec.ts plays: a gen2 organisation of its own (other specs change the shared gen2 one). */
export const GEN2_PLAYER_E2E = {
  clientKey: 'gentwoplayer',
  viewer: 'viewer@gentwoplayer.example.com',
  title: 'E2E Gen2: oiling the chain',
  fixturesFile: '.data/e2e/player-gen2-fixtures.json',
  // Two sentences with a long pause between them: two steps (0–7, 7–14 s; steps are at least 6 s).
  sentences: [
    { sentence: 'Wipe the chain with a dry cloth.', startTime: 0.5, endTime: 5.5, words: [] },
    { sentence: 'Oil every link and turn the wheel.', startTime: 8.5, endTime: 13, words: [] },
  ],
} as const;
export type Gen2PlayerFixtures = { workflowId: string; steps: string[] };

/** A gen2 organisation, a viewer, and one workflow through the real pipeline (a generated 14 s 720p clip). */
export async function seedPlayerGen2(db: Db, passwordHash: string) {
  const org = await createOrg({ name: 'Gen Two Player Works', clientKey: GEN2_PLAYER_E2E.clientKey, generation: 'gen2' });
  const ws = await createWorkspace(org.id, { name: 'Chain Care' });
  const author = await createUser(org.id, 'publisher', { email: 'publisher@gentwoplayer.example.com', displayName: 'Pia Gentwo', passwordHash });
  const viewer = await createUser(org.id, 'viewer', { email: GEN2_PLAYER_E2E.viewer, displayName: 'Vik Gentwo', passwordHash });
  await addMember(org.id, ws.id, author.id, 'publisher');
  await addMember(org.id, ws.id, viewer.id, 'viewer');

  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-gen2-e2e-'));
  try {
    const clip = path.join(dir, 'clip.mp4');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100',
      '-t', '14', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', clip]);
    const key = `orgs/${org.id}/uploads/${randomUUID()}/source.mp4`;
    await getStorage().put(key, await readFile(clip), { contentType: 'video/mp4' });
    const [row] = await db
      .insert(workflows)
      .values({ organizationId: org.id, workspaceId: ws.id, authorId: author.id, title: GEN2_PLAYER_E2E.title, languageCode: 'en-us', originalVideoKey: key,
        ...initialStatuses(), blocked: BLOCKED.copyingOriginalVideo })
      .returning();
    const sentences = GEN2_PLAYER_E2E.sentences.map((s) => ({ ...s, words: [] }));
    await getStorage().put(workflowMediaKeys(org.id, row.id).marker('transcribe'), JSON.stringify({ provider: 'manual', waiting: false, sentences }), { contentType: 'application/json' });
    await saveTranscript(db, { orgId: org.id, workflowId: row.id, languageCode: 'en-us', source: 'manual', sentences });
    const outcome = await processWorkflow({ organizationId: org.id, workflowId: row.id }, { preset: 'ultrafast' }, { db });
    if (outcome.status !== 'finished') throw new Error(`gen2 e2e workflow did not process: ${outcome.status}`);
    await db.update(workflows).set({ published: true, processed: true, publishedAt: new Date() }).where(eq(workflows.id, row.id));
    const steps = await db.select({ id: workflowSteps.id }).from(workflowSteps).where(eq(workflowSteps.workflowId, row.id)).orderBy(asc(workflowSteps.position));
    const fixtures: Gen2PlayerFixtures = { workflowId: row.id, steps: steps.map((s) => s.id) };
    writeFileSync(GEN2_PLAYER_E2E.fixturesFile, JSON.stringify(fixtures, null, 2));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
