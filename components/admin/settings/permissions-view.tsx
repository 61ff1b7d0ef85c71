'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { OrgSettingsDto } from '@/lib/orgs/settings-ops/schema';
import { CustomizedForm, pickCustomized } from './customized-form';
import { LoginForm, pickLogin } from './login-form';
import { PermissionsForm } from './permissions-form';
import styles from './settings.module.css';

/** /admin/setting/permissions: three groups, each saved on its own so one refusal never blocks another. */
export function PermissionsView({ dto }: { dto: OrgSettingsDto }) {
  const t = useTranslations('adminSettings');
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('permissionsPageTitle')}</h1>
        <p className={styles.muted}>{t('appliesAtOnce')}</p>
      </div>
      <PermissionsForm initial={dto.settings.permissions} />
      <CustomizedForm initial={pickCustomized(dto.settings.customized)} />
      <LoginForm initial={pickLogin(dto.settings)} />
    </div>
  );
}
