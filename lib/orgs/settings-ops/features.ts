import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { FeatureName, OrgSettings } from '@/lib/orgs/settings';
import { changeOrgSettings } from './change';
import { assertSettingsAccess, canChangePlan } from './guard';
import { AI_FEATURE, type AiPatch, type AiSwitch, type FeaturesPatch, type MavenPatch } from './schema';

const keysOf = <K extends string>(record: Partial<Record<K, unknown>> | undefined) =>
  Object.entries(record ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key as K);

/**
 * Spec §3: a feature has a plan flag (`featureEnabled`) and an admin toggle (`enabled`). An admin
 * may change the toggle only of a feature the plan includes — and an AI switch only when the
 * feature it assists is in the plan. Unchanged values pass, so forms may send everything.
 */
function assertTogglesInPlan(before: OrgSettings, after: OrgSettings, features: FeatureName[], ai: AiSwitch[]) {
  const refuse = (feature: FeatureName) => new AppError('forbidden', 'adminSettings.notInPlan', { feature });
  for (const name of features) {
    if (before.features[name].enabled !== after.features[name].enabled && !after.features[name].featureEnabled) throw refuse(name);
  }
  for (const name of ai) {
    if (before.ai[name] !== after.ai[name] && !after.features[AI_FEATURE[name]].featureEnabled) throw refuse(AI_FEATURE[name]);
  }
}

/**
 * Custom features (PUT …/my/features). Org admins switch features on and off; the plan flags and
 * products — what the organisation's plan includes — are set by a super admin, who in a
 * self-hosted deployment is the operator (README design notes).
 */
export function updateFeatures({ session, input }: { session: SessionContext; input: FeaturesPatch }) {
  assertSettingsAccess(session);
  const features = keysOf(input.features);
  const changesPlan = features.some((name) => input.features?.[name]?.featureEnabled !== undefined) || keysOf(input.products).length > 0;
  if (changesPlan && !canChangePlan(session)) throw new AppError('forbidden', 'adminSettings.planChangeNotAllowed');
  return changeOrgSettings({
    session,
    action: 'settings.features.update',
    patch: { ...(input.features ? { features: input.features } : {}), ...(input.products ? { products: input.products } : {}) },
    check: (before, after) => assertTogglesInPlan(before.settings, after, features, []),
  });
}

/** AI-assistance switches (PUT …/my/ai). */
export function updateAiSettings({ session, input }: { session: SessionContext; input: AiPatch }) {
  assertSettingsAccess(session);
  return changeOrgSettings({
    session,
    action: 'settings.ai.update',
    patch: { ai: input },
    check: (before, after) => assertTogglesInPlan(before.settings, after, [], keysOf(input)),
  });
}

/** The Maven page (PUT …/my/maven): Maven and Smart Assist, and the AI switches that answer in them. */
export function updateMavenSettings({ session, input }: { session: SessionContext; input: MavenPatch }) {
  assertSettingsAccess(session);
  return changeOrgSettings({
    session,
    action: 'settings.maven.update',
    patch: {
      ...(input.features ? { features: input.features } : {}),
      ...(input.ai ? { ai: input.ai } : {}),
      ...(input.presetQuestions ? { maven: { presetQuestions: input.presetQuestions } } : {}),
    },
    check: (before, after) => assertTogglesInPlan(before.settings, after, keysOf(input.features), keysOf(input.ai)),
  });
}
