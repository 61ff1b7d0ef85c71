'use client';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { PasswordFields, type PasswordValues } from '@/components/account/password-fields';
import { Card } from '@/components/ui/card';
import { masterPasswordSchema, type MasterPasswordStatus } from '@/lib/orgs/settings-ops/schema';
import { putSettings, sendSettings } from './api';
import { SettingsForm } from './settings-form';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';
import { issuesOf } from './validate';
import styles from './settings.module.css';

const EMPTY: PasswordValues = { password: '', confirm: '' };
const RESET_PATH = '/api/v1/auth/reset-employeeIdMP';

/**
 * /admin/setting/master-password: employees without a password of their own (passwordless
 * employee-ID accounts) sign in with the organisation's master password when it is switched on.
 */
export function MasterPasswordView({ initial }: { initial: MasterPasswordStatus }) {
  const t = useTranslations('adminSettings');
  const format = useFormatter();
  const [status, setStatus] = useState(initial);

  const toggle = useSettingsForm<{ enabled: boolean }>({
    initial: { enabled: initial.enabled },
    save: ({ enabled }) => putSettings('login', { employeeIdMPEnabled: enabled }).then((s) => ({ enabled: s.employeeIdMPEnabled })),
  });
  const password = useSettingsForm<PasswordValues>({
    initial: EMPTY,
    validate: (v) => [
      ...issuesOf(masterPasswordSchema, { employeeIdMP: v.password }).map((i) => ({ ...i, path: 'password' })),
      ...(v.confirm === v.password ? [] : [{ path: 'confirm', message: 'rules.passwordMatch' }]),
    ],
    save: async (v) => {
      setStatus(await sendSettings<MasterPasswordStatus>(RESET_PATH, 'POST', { employeeIdMP: v.password }));
      return EMPTY;
    },
  });

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('masterPasswordPageTitle')}</h1>
        <p className={styles.muted}>{t('masterPasswordIntro')}</p>
      </div>
      <Card>
        <dl className={styles.facts}>
          <dt>{t('masterPasswordStatus')}</dt>
          <dd>{status.isSet ? <span className={styles.mono}>{status.masked}</span> : t('masterPasswordNotSet')}</dd>
          {status.updatedAt ? (
            <>
              <dt>{t('masterPasswordChanged')}</dt>
              <dd>
                {t('masterPasswordChangedBy', {
                  date: format.dateTime(new Date(status.updatedAt), { dateStyle: 'medium', timeStyle: 'short' }),
                  name: status.updatedBy ?? '',
                })}
              </dd>
            </>
          ) : null}
        </dl>
      </Card>
      <SettingsForm title={t('masterPasswordSignInTitle')} form={toggle}>
        <SwitchField
          label={t('employeeIdMPEnabled')}
          hint={status.isSet ? t('employeeIdMPEnabledHint') : t('employeeIdMPEnabledNeedsPassword')}
          checked={toggle.values.enabled}
          disabled={!status.isSet && !toggle.values.enabled}
          onChange={(enabled) => toggle.update({ enabled })}
        />
      </SettingsForm>
      <SettingsForm
        title={status.isSet ? t('masterPasswordReplaceTitle') : t('masterPasswordSetTitle')}
        description={t('masterPasswordFormIntro')}
        form={password}
        saveLabel={status.isSet ? t('masterPasswordReplace') : t('masterPasswordSet')}
      >
        <PasswordFields
          values={password.values}
          onChange={(values) => password.update(values)}
          labels={{ password: t('masterPasswordNew'), confirm: t('masterPasswordConfirm') }}
        />
      </SettingsForm>
    </div>
  );
}
