import type { Db } from '@/db/client';
import { copyPlayerWorkflow } from './publish-seed';

/** The workflow tests/e2e/voice-over.spec.ts narrates (a copy of the player seed's, by the demo publisher). */
export const VOICE_OVER_E2E = { title: 'E2E Voice-over: narrate the steps' } as const;

export async function seedVoiceOverWorkflow(db: Db, orgId: string) {
  await copyPlayerWorkflow(db, orgId, { title: VOICE_OVER_E2E.title, published: false });
}
