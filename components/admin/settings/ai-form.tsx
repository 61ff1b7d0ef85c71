'use client';
import { useTranslations } from '@/lib/i18n/client';
import { AI_FEATURE, AI_SWITCHES, aiPatchSchema } from '@/lib/orgs/settings-ops/schema';
import type { OrgSettings } from '@/lib/orgs/settings';
import { putSettings } from './api';
import { PlanBadge } from './plan-badge';
import { SettingsForm } from './settings-form';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';
import { issuesOf } from './validate';

type Values = OrgSettings['ai'];

/** Spec §3 AI-assistance switches; each follows the plan flag of the feature it assists. */
export function AiForm({ initial, features }: { initial: Values; features: OrgSettings['features'] }) {
  const t = useTranslations('adminSettings');
  const form = useSettingsForm<Values>({
    initial,
    save: (values) => putSettings('ai', values).then((s) => s.ai),
    validate: (values) => issuesOf(aiPatchSchema, values),
  });
  return (
    <SettingsForm title={t('aiTitle')} description={t('aiIntro')} form={form}>
      {AI_SWITCHES.map((name) => {
        const inPlan = features[AI_FEATURE[name]].featureEnabled;
        return (
          <SwitchField
            key={name}
            label={t(`ai.${name}`)}
            hint={t(`ai.${name}Hint`)}
            aside={<PlanBadge inPlan={inPlan} />}
            checked={inPlan && form.values[name]}
            disabled={!inPlan}
            onChange={(on) => form.update((v) => ({ ...v, [name]: on }))}
          />
        );
      })}
    </SettingsForm>
  );
}
