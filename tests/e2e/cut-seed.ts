import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { transcriptions } from '@/db/schema';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { PLAYER_E2E } from './player-seed';
import { copyPlayerWorkflow } from './publish-seed';

/** The workflow tests/e2e/cut-editor.spec.ts cuts (Assembly Line A, by the demo publisher, unpublished). */
export const CUT_E2E = { title: 'E2E Cut: trimming the belt' } as const;
/** The workflow tests/e2e/cut-insert.spec.ts inserts a clip into (its own copy, so the two specs do not meet). */
export const CUT_INSERT_E2E = { title: 'E2E Cut: inserting a clip' } as const;
/** The workflow tests/e2e/cut-insert-recording.spec.ts inserts a screen recording into, trimmed and turned. */
export const CUT_RECORDING_E2E = { title: 'E2E Cut: inserting a recording' } as const;

/** Word timings spread evenly over each sentence (the player seed's sentences have none). */
const withWords = (sentences: readonly Pick<TranscriptSentence, 'sentence' | 'startTime' | 'endTime'>[]): TranscriptSentence[] =>
  sentences.map((s) => {
    const words = s.sentence.split(' ');
    const each = (s.endTime - s.startTime) / words.length;
    return { ...s, words: words.map((word, i) => ({ word, startTime: +(s.startTime + i * each).toFixed(2), endTime: +(s.startTime + (i + 0.9) * each).toFixed(2) })) };
  });

/** Unpublished copies (one per spec) of the player seed's processed workflow (steps 0–6, 6–14, 14–20 s) with its media and a worded transcript. */
export async function seedCutWorkflow(db: Db, orgId: string) {
  for (const title of [CUT_E2E.title, CUT_INSERT_E2E.title, CUT_RECORDING_E2E.title]) {
    const id = await copyPlayerWorkflow(db, orgId, { title, transcripts: true });
    await db
      .update(transcriptions)
      .set({ sentences: withWords(PLAYER_E2E.sentences) })
      .where(and(eq(transcriptions.workflowId, id), eq(transcriptions.organizationId, orgId), eq(transcriptions.languageCode, 'en-us')));
  }
}
