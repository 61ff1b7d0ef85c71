'use client';
import { useTranslations } from '@/lib/i18n/client';
import { loginPatchSchema } from '@/lib/orgs/settings-ops/schema';
import type { OrgSettings } from '@/lib/orgs/settings';
import { putSettings } from './api';
import { SettingsForm } from './settings-form';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';
import { issuesOf } from './validate';
import styles from './settings.module.css';

export type LoginValues = Pick<OrgSettings, 'employeeIdLogin' | 'sharedAccountLogin' | 'allowNameChange' | 'sharedDevice'>;

export const pickLogin = (s: OrgSettings): LoginValues => ({
  employeeIdLogin: s.employeeIdLogin,
  sharedAccountLogin: s.sharedAccountLogin,
  allowNameChange: s.allowNameChange,
  sharedDevice: s.sharedDevice,
});

/** Spec §3 sign-in and shared-device settings (master-password sign-in is on its own page). */
export function LoginForm({ initial }: { initial: LoginValues }) {
  const t = useTranslations('adminSettings');
  const form = useSettingsForm<LoginValues>({
    initial,
    save: (values) => putSettings('login', values).then(pickLogin),
    validate: (values) => issuesOf(loginPatchSchema, values),
  });
  const { values } = form;
  const set = (key: 'employeeIdLogin' | 'sharedAccountLogin' | 'allowNameChange') => (value: boolean) => form.update((v) => ({ ...v, [key]: value }));
  const setDevice = (key: keyof LoginValues['sharedDevice']) => (value: boolean) =>
    form.update((v) => ({ ...v, sharedDevice: { ...v.sharedDevice, [key]: value } }));

  return (
    <SettingsForm title={t('loginTitle')} description={t('loginIntro')} form={form}>
      <SwitchField label={t('employeeIdLogin')} hint={t('employeeIdLoginHint')} checked={values.employeeIdLogin} onChange={set('employeeIdLogin')} />
      <SwitchField label={t('sharedAccountLogin')} hint={t('sharedAccountLoginHint')} checked={values.sharedAccountLogin} onChange={set('sharedAccountLogin')} />
      <SwitchField label={t('allowNameChange')} hint={t('allowNameChangeHint')} checked={values.allowNameChange} onChange={set('allowNameChange')} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('sharedDeviceLegend')}</legend>
        <SwitchField label={t('disableDHLogin')} hint={t('disableDHLoginHint')} checked={values.sharedDevice.disableDHLogin} onChange={setDevice('disableDHLogin')} />
        <SwitchField
          label={t('enableEmployeeCreation')}
          hint={t('enableEmployeeCreationHint')}
          checked={values.sharedDevice.enableEmployeeCreation}
          onChange={setDevice('enableEmployeeCreation')}
        />
      </fieldset>
    </SettingsForm>
  );
}
