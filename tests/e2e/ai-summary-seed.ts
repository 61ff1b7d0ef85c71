import type { Db } from '@/db/client';
import { copyPlayerWorkflow } from './publish-seed';

/** What tests/e2e/ai-summary.spec.ts works on (Assembly Line A, by the demo publisher). */
export const AI_SUMMARY_E2E = {
  /** Published, with media and its English and German transcripts, no key terms and no summary yet. */
  title: 'E2E AI summary: spindle service',
} as const;

export async function seedAiSummaryWorkflow(db: Db, orgId: string) {
  // A month old: it must not push the player seed out of the home page's Recently published row.
  const publishedAt = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  await copyPlayerWorkflow(db, orgId, { title: AI_SUMMARY_E2E.title, processed: true, transcripts: true, published: true, publishedAt, terms: [] });
}
