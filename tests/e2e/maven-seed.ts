import type { Db } from '@/db/client';
import { indexWorkflowKnowledge } from '@/lib/knowledge/indexer';
import { saveTranscript } from '@/lib/workflows/pipeline/stage-speech';
import { addMember, createUser } from '../helpers/factories';
import { copyPlayerWorkflow } from './publish-seed';

/** What tests/e2e/maven.spec.ts works on: a published workflow whose second step (6–14 s) says the torque. */
export const MAVEN_E2E = {
  title: 'E2E Maven: gearbox cover',
  /** Asks and clears, so the other tests' users keep empty histories. */
  user: 'maven.user@demo.example.com',
  question: 'What torque for the cover bolts?',
  /** The sentence the answer quotes, on the recorded video's clock (step 2 starts at 6 s). */
  sentence: 'Tighten the cover bolts to twelve newton metres in a cross pattern.',
  time: 8,
  /** tests/e2e/maven-presets.spec.ts: a published workflow whose author writes its preset questions in the builder. */
  presetsTitle: 'E2E Maven presets: oil change',
} as const;

export async function seedMaven(db: Db, { orgId, workspaceId, passwordHash }: { orgId: string; workspaceId: string; passwordHash: string }) {
  const publishedAt = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  const id = await copyPlayerWorkflow(db, orgId, { title: MAVEN_E2E.title, processed: true, published: true, publishedAt });
  await saveTranscript(db, {
    orgId,
    workflowId: id,
    languageCode: 'en-us',
    source: 'manual',
    sentences: [
      { sentence: 'Drain the gearbox oil into the tray.', startTime: 0.5, endTime: 4, words: [] },
      { sentence: MAVEN_E2E.sentence, startTime: MAVEN_E2E.time, endTime: 12.5, words: [] },
      { sentence: 'Refill with fresh oil up to the sight glass.', startTime: 14.5, endTime: 19, words: [] },
    ],
  });
  // The seed writes before the server starts: the index job's work is done here, as publishing would queue it.
  await indexWorkflowKnowledge(db, { organizationId: orgId, workflowId: id });
  await copyPlayerWorkflow(db, orgId, { title: MAVEN_E2E.presetsTitle, processed: true, published: true, publishedAt });
  const user = await createUser(orgId, 'viewer', { email: MAVEN_E2E.user, displayName: 'Max Maven', passwordHash });
  await addMember(orgId, workspaceId, user.id, 'viewer');
  return id;
}
