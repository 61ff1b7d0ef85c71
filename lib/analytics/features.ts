import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';
import { downloadsAllowed } from '@/lib/workflows/downloads';
import type { AnalyticsFeatures } from './schema';

/**
 * Which optional analytics reports the organisation has (quiz analytics with quizzes on, spec 02 §2;
 * smart-instruction reports with smart instructions on), and whether its reports export (allowDownloads).
 */
export const analyticsFeatures = (settings: OrgSettings): AnalyticsFeatures => ({
  quiz: isFeatureOn(settings, 'enableQuiz'),
  sops: isFeatureOn(settings, 'enableMultiModalSOP'),
  downloads: downloadsAllowed(settings),
});
