'use client';
import { z } from 'zod';
import { PresetQuestionsField } from '@/components/maven/preset-questions-field';
import { useTranslations } from '@/lib/i18n/client';
import { PRESET_LIMITS, presetQuestionsSchema } from '@/lib/chat/preset-schema';
import { MAVEN_AI, MAVEN_FEATURES, AI_FEATURE, type MavenPatch } from '@/lib/orgs/settings-ops/schema';
import type { OrgSettings } from '@/lib/orgs/settings';
import { putSettings } from './api';
import { PlanBadge } from './plan-badge';
import { SettingsForm } from './settings-form';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';
import { issuesOf } from './validate';
import styles from './settings.module.css';

type Shown = Pick<OrgSettings, 'features' | 'ai' | 'maven'>;
type Values = { features: Record<(typeof MAVEN_FEATURES)[number], boolean>; ai: Record<(typeof MAVEN_AI)[number], boolean>; presetQuestions: string[] };

const pick = (s: Shown): Values => ({
  features: { maven: s.features.maven.enabled, enableSmartAssist: s.features.enableSmartAssist.enabled },
  ai: { aiGeneratedAnswer: s.ai.aiGeneratedAnswer, AIQA: s.ai.AIQA, smartAssist: s.ai.smartAssist },
  presetQuestions: s.maven.presetQuestions,
});
const presetsSchema = z.object({ presetQuestions: presetQuestionsSchema(PRESET_LIMITS.organisation) });

/** Only what the plan includes is sent; the rest stays as it is. */
function bodyOf(values: Values, plan: OrgSettings['features']): MavenPatch {
  const features = Object.fromEntries(MAVEN_FEATURES.filter((n) => plan[n].featureEnabled).map((n) => [n, { enabled: values.features[n] }]));
  const ai = Object.fromEntries(MAVEN_AI.filter((n) => plan[AI_FEATURE[n]].featureEnabled).map((n) => [n, values.ai[n]]));
  return { features, ai, presetQuestions: values.presetQuestions };
}

/** /admin/setting/maven: the AI assistant (Maven), Smart Assist and the AI answers they give. */
export function MavenView({ settings }: { settings: Shown }) {
  const t = useTranslations('adminSettings');
  const tPresets = useTranslations('presetQuestions');
  const plan = settings.features;
  const form = useSettingsForm<Values>({
    initial: pick(settings),
    save: (values) => putSettings('maven', bodyOf(values, plan)).then(pick),
    validate: (values) => issuesOf(presetsSchema, { presetQuestions: values.presetQuestions }),
  });
  const { values } = form;
  // Spec §6: the assistant menu shows Smart Assist when it is on, else Maven, else nothing.
  const menu = plan.enableSmartAssist.featureEnabled && values.features.enableSmartAssist ? 'smartAssist' : plan.maven.featureEnabled && values.features.maven ? 'maven' : 'none';

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('mavenPageTitle')}</h1>
        <p className={styles.muted}>{t('appliesAtOnce')}</p>
      </div>
      <SettingsForm title={t('mavenTitle')} description={t('mavenIntro')} form={form}>
        {MAVEN_FEATURES.map((name) => {
          const inPlan = plan[name].featureEnabled;
          return (
            <SwitchField
              key={name}
              label={t(`features.${name}`)}
              hint={t(`features.${name}Hint`)}
              aside={<PlanBadge inPlan={inPlan} />}
              checked={inPlan && values.features[name]}
              disabled={!inPlan}
              onChange={(on) => form.update((v) => ({ ...v, features: { ...v.features, [name]: on } }))}
            />
          );
        })}
        <p className={styles.muted} aria-live="polite">
          {t(`mavenMenu.${menu}`)}
        </p>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('mavenAiLegend')}</legend>
          {MAVEN_AI.map((name) => {
            const inPlan = plan[AI_FEATURE[name]].featureEnabled;
            return (
              <SwitchField
                key={name}
                label={t(`ai.${name}`)}
                hint={t(`ai.${name}Hint`)}
                aside={<PlanBadge inPlan={inPlan} />}
                checked={inPlan && values.ai[name]}
                disabled={!inPlan}
                onChange={(on) => form.update((v) => ({ ...v, ai: { ...v.ai, [name]: on } }))}
              />
            );
          })}
        </fieldset>
        <PresetQuestionsField
          legend={t('mavenPresetsLegend')}
          hint={tPresets('orgHint', { max: PRESET_LIMITS.organisation, length: PRESET_LIMITS.length })}
          max={PRESET_LIMITS.organisation}
          value={values.presetQuestions}
          onChange={(presetQuestions) => form.update((v) => ({ ...v, presetQuestions }))}
          issueFor={(i) => (i === null ? form.issues.find((x) => x.path === 'presetQuestions')?.message : form.issueFor(`presetQuestions.${i}`))}
        />
      </SettingsForm>
    </div>
  );
}
