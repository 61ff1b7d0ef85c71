import type { Db } from '@/db/client';
import { copyPlayerWorkflow } from './publish-seed';

/** What tests/e2e/builder.spec.ts works on (Assembly Line A, by the demo publisher). */
export const BUILDER_E2E = {
  /** Processed and unpublished, with media and its English and German transcripts: titled, termed and published in the builder. */
  title: 'E2E Builder: spindle lubrication',
} as const;

export async function seedBuilderWorkflows(db: Db, orgId: string) {
  await copyPlayerWorkflow(db, orgId, { title: BUILDER_E2E.title, processed: true, transcripts: true });
}
