'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { OrgSettingsDto } from '@/lib/orgs/settings-ops/schema';
import { AiForm } from './ai-form';
import { FeaturesForm } from './features-form';
import styles from './settings.module.css';

/** /admin/setting/features: custom features and the AI-assistance switches. */
export function FeaturesView({ dto }: { dto: OrgSettingsDto }) {
  const t = useTranslations('adminSettings');
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('featuresPageTitle')}</h1>
        <p className={styles.muted}>{t('appliesAtOnce')}</p>
      </div>
      <FeaturesForm initial={{ features: dto.settings.features, products: dto.settings.products }} canChangePlan={dto.canChangePlan} />
      <AiForm initial={dto.settings.ai} features={dto.settings.features} />
    </div>
  );
}
