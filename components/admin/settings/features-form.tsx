'use client';
import { useTranslations } from '@/lib/i18n/client';
import { FEATURE_NAMES, PRODUCTS, type FeaturesPatch } from '@/lib/orgs/settings-ops/schema';
import type { FeatureName, OrgSettings } from '@/lib/orgs/settings';
import { putSettings } from './api';
import { PlanBadge } from './plan-badge';
import { SettingsForm } from './settings-form';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

type Values = Pick<OrgSettings, 'features' | 'products'>;
type Props = { initial: Values; canChangePlan: boolean };

/**
 * What is sent: an org admin sends only the toggles of features in the plan (the rest stay as
 * they are); a super admin sends the plan flags and products too.
 */
function bodyOf(values: Values, canChangePlan: boolean): FeaturesPatch {
  if (canChangePlan) return values;
  const inPlan = FEATURE_NAMES.filter((name) => values.features[name].featureEnabled);
  return { features: Object.fromEntries(inPlan.map((name) => [name, { enabled: values.features[name].enabled }])) };
}

/** Spec §3 custom features: the plan flag shown read-only (editable by super admins), the admin toggle where the plan allows. */
export function FeaturesForm({ initial, canChangePlan }: Props) {
  const t = useTranslations('adminSettings');
  const form = useSettingsForm<Values>({
    initial,
    save: (values) => putSettings('features', bodyOf(values, canChangePlan)).then((s) => ({ features: s.features, products: s.products })),
  });
  const { values } = form;
  const setFeature = (name: FeatureName, key: 'enabled' | 'featureEnabled', on: boolean) =>
    form.update((v) => ({ ...v, features: { ...v.features, [name]: { ...v.features[name], [key]: on } } }));

  return (
    <SettingsForm title={t('featuresTitle')} description={canChangePlan ? t('featuresIntroPlan') : t('featuresIntro')} form={form}>
      {FEATURE_NAMES.map((name) => {
        const { featureEnabled, enabled } = values.features[name];
        return (
          <div key={name} className={styles.group}>
            <SwitchField
              label={t(`features.${name}`)}
              hint={t(`features.${name}Hint`)}
              aside={<PlanBadge inPlan={featureEnabled} />}
              checked={featureEnabled && enabled}
              disabled={!featureEnabled}
              onChange={(on) => setFeature(name, 'enabled', on)}
            />
            {canChangePlan ? (
              <label className={styles.check}>
                <input type="checkbox" checked={featureEnabled} onChange={(e) => setFeature(name, 'featureEnabled', e.target.checked)} />
                {t('planIncludes', { feature: t(`features.${name}`) })}
              </label>
            ) : null}
          </div>
        );
      })}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('productsLegend')}</legend>
        <p className={styles.muted}>{canChangePlan ? t('productsHintPlan') : t('productsHint')}</p>
        {PRODUCTS.map((name) => (
          <SwitchField
            key={name}
            label={t(`products.${name}`)}
            aside={<PlanBadge inPlan={values.products[name]} />}
            checked={values.products[name]}
            disabled={!canChangePlan}
            onChange={(on) => form.update((v) => ({ ...v, products: { ...v.products, [name]: on } }))}
          />
        ))}
      </fieldset>
    </SettingsForm>
  );
}
