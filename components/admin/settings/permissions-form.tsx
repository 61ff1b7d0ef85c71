'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useMessage } from '@/components/admin/ip-restriction/use-message';
import { TextField } from '@/components/ui/text-field';
import { AUTO_LOGOUT_MAX, AUTO_LOGOUT_MIN, permissionsPatchSchema } from '@/lib/orgs/settings-ops/schema';
import type { OrgSettings } from '@/lib/orgs/settings';
import { putSettings } from './api';
import { RoleListField } from './role-list-field';
import { SettingsForm } from './settings-form';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';
import { issuesOf } from './validate';
import styles from './settings.module.css';

type Values = OrgSettings['permissions'];

/** Spec §3 permission settings: who manages skills and sees analytics, sharing, auto-logout. */
export function PermissionsForm({ initial }: { initial: Values }) {
  const t = useTranslations('adminSettings');
  const message = useMessage();
  const form = useSettingsForm<Values>({
    initial,
    save: (values) => putSettings('permissions', values).then((s) => s.permissions),
    validate: (values) => issuesOf(permissionsPatchSchema, values),
  });
  const { values } = form;
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => form.update((v) => ({ ...v, [key]: value }));
  const timeoutError = form.issueFor('autoLogoutTimeout');

  return (
    <SettingsForm title={t('permissionsTitle')} description={t('permissionsIntro')} form={form}>
      <RoleListField legend={t('skillsManagerLabel')} hint={t('skillsManagerHint')} flag="skills" value={values.skillsManager} onChange={set('skillsManager')} />
      <RoleListField legend={t('analyticsLabel')} hint={t('analyticsHint')} flag="analytics" value={values.analytics} onChange={set('analytics')} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('sharingLegend')}</legend>
        <SwitchField label={t('disablePublicLinks')} hint={t('disablePublicLinksHint')} checked={values.disablePublicLinks} onChange={set('disablePublicLinks')} />
        <SwitchField label={t('disableDownloads')} hint={t('disableDownloadsHint')} checked={values.disableDownloads} onChange={set('disableDownloads')} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('sessionLegend')}</legend>
        <SwitchField label={t('allowAutoLogout')} hint={t('allowAutoLogoutHint')} checked={values.allowAutoLogout} onChange={set('allowAutoLogout')} />
        <TextField
          className={styles.narrow}
          label={t('autoLogoutTimeout')}
          hint={t('autoLogoutTimeoutHint', { min: AUTO_LOGOUT_MIN, max: AUTO_LOGOUT_MAX })}
          type="number"
          inputMode="numeric"
          min={AUTO_LOGOUT_MIN}
          max={AUTO_LOGOUT_MAX}
          step={1}
          value={values.autoLogoutTimeout}
          onChange={(e) => set('autoLogoutTimeout')(e.target.value)}
          error={timeoutError ? message(timeoutError) : undefined}
        />
      </fieldset>
    </SettingsForm>
  );
}
