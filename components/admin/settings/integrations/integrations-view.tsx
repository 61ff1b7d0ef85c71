'use client';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { Card } from '@/components/ui/card';
import type { FeatureName, OrgSettings } from '@/lib/orgs/settings';
import type { SsoSettingsDto } from '@/lib/orgs/settings-ops/sso-schema';
import { SsoForm } from './sso-form';
import styles from '../settings.module.css';

const FEATURES: FeatureName[] = ['enableZoomIntegration', 'enableSCORM', 'enableUlIntegration'];
const PRODUCTS = ['rustici', 'kahuna', 'externalIdIntegration', 'ssoMapping'] as const;

type Props = { sso: SsoSettingsDto; settings: Pick<OrgSettings, 'features' | 'products'> };

/** /admin/integrations: single sign-on (editable here) and the state of the other integrations. */
export function IntegrationsView({ sso, settings }: Props) {
  const t = useTranslations('adminSettings');
  const featureState = (name: FeatureName) => {
    const { featureEnabled, enabled } = settings.features[name];
    return !featureEnabled ? t('stateNotInPlan') : enabled ? t('stateOn') : t('stateOff');
  };
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('integrationsPageTitle')}</h1>
        <p className={styles.muted}>{t('integrationsIntro')}</p>
      </div>
      <Card>
        <h2 className={styles.sectionTitle}>{t('ssoStatusTitle')}</h2>
        <dl className={styles.facts}>
          <dt>{t('ssoProvider')}</dt>
          <dd className={sso.oidc ? styles.mono : undefined}>{sso.oidc ? sso.oidc.issuer : t('ssoNoProvider')}</dd>
          <dt>{t('ssoDomains')}</dt>
          <dd>{sso.emailDomains.length ? sso.emailDomains.join(', ') : t('ssoNoDomains')}</dd>
          <dt>{t('ssoLoginOnly')}</dt>
          <dd>{sso.ssoLoginOnly ? t('stateOn') : t('stateOff')}</dd>
        </dl>
      </Card>
      <SsoForm initial={sso} />
      <Card>
        <h2 className={styles.sectionTitle}>{t('otherIntegrationsTitle')}</h2>
        <p className={styles.muted}>
          {t('otherIntegrationsIntro')} <Link href="/admin/setting/features">{t('otherIntegrationsLink')}</Link>
        </p>
        <dl className={styles.facts}>
          {FEATURES.map((name) => (
            <div key={name} className={styles.factRow}>
              <dt>{t(`features.${name}`)}</dt>
              <dd>{featureState(name)}</dd>
            </div>
          ))}
          {PRODUCTS.map((name) => (
            <div key={name} className={styles.factRow}>
              <dt>{t(`products.${name}`)}</dt>
              <dd>{settings.products[name] ? t('stateInPlan') : t('stateNotInPlan')}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
