import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isFeatureOn, type FeatureName, type OrgSettings } from '@/lib/orgs/settings';

/**
 * Spec 01 §3 / 02 §6: an AI feature counts only when its plan flag, the admin's toggle and the
 * organisation's AI switch are all on. Checked on the server for every AI call.
 */
export type AiFeature = 'quiz' | 'aiSummary' | 'AIQA' | 'multiModalSOP' | 'smartCompare' | 'smartAssist' | 'dataHub';

const FEATURE_OF: Readonly<Record<AiFeature, FeatureName>> = {
  quiz: 'enableQuiz',
  aiSummary: 'enableAISummary',
  AIQA: 'enableAIQA',
  multiModalSOP: 'enableMultiModalSOP',
  smartCompare: 'enableSmartCompare',
  smartAssist: 'enableSmartAssist',
  dataHub: 'enableDataHub',
};

export const aiFeatureOn = (settings: OrgSettings, feature: AiFeature) => isFeatureOn(settings, FEATURE_OF[feature]) && settings.ai[feature];

/** 403 `ai.featureOff` when the organisation has the feature switched off. */
export function assertAiFeature(session: Pick<SessionContext, 'org'>, feature: AiFeature): void {
  if (!aiFeatureOn(session.org.settings, feature)) throw new AppError('forbidden', 'ai.featureOff', { feature });
}
