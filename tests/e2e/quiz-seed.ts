import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@/db/client';
import { copyPlayerWorkflow } from './publish-seed';

/** What tests/e2e/quiz.spec.ts works on: a published copy of the player seed with its transcripts. */
export const QUIZ_E2E = { title: 'E2E Quiz: spindle check' } as const;
const QUIZ_FIXTURES_FILE = '.data/e2e/quiz-fixtures.json';

export const quizWorkflowId = (): string => (JSON.parse(readFileSync(QUIZ_FIXTURES_FILE, 'utf8')) as { workflowId: string }).workflowId;

export async function seedQuizWorkflow(db: Db, orgId: string) {
  // A month old, so it does not push the player seed out of the home page's "Recently published" row.
  const publishedAt = new Date(Date.now() - 30 * 86_400_000);
  const workflowId = await copyPlayerWorkflow(db, orgId, { title: QUIZ_E2E.title, processed: true, published: true, publishedAt, transcripts: true });
  mkdirSync(path.dirname(QUIZ_FIXTURES_FILE), { recursive: true });
  writeFileSync(QUIZ_FIXTURES_FILE, JSON.stringify({ workflowId }));
}
