import 'server-only';
import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isFeatureOn } from '@/lib/orgs/settings';
import { loadWorkflowForEdit } from '@/lib/workflows/access';

/** 403 `voiceOver.featureOff` unless the organisation has text-to-speech (plan flag and admin toggle). */
export function assertText2Speech(session: Pick<SessionContext, 'org'>): void {
  if (!isFeatureOn(session.org.settings, 'enableText2Speech')) throw new AppError('forbidden', 'advancedEditor.voiceOver.featureOff');
}

/** The workflow whose voice-over the caller edits: the feature on, an author of its workspace (viewer 403, anything else 404). */
export async function loadVoiceOverWorkflow(db: Db, session: SessionContext, id: unknown) {
  assertText2Speech(session);
  return (await loadWorkflowForEdit(db, session, id)).workflow;
}
