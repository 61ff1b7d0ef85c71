'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useRef, useState } from 'react';
import { useMessage } from '@/components/admin/ip-restriction/use-message';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { USER_MAPPING_FIELDS, type SsoSettingsDto } from '@/lib/orgs/settings-ops/sso-schema';
import { SETTINGS_BASE, sendSettings } from '../api';
import { SettingsForm } from '../settings-form';
import { SwitchField } from '../switch-field';
import { TextAreaField } from '../text-area-field';
import { useSettingsForm } from '../use-settings-form';
import { checkSsoForm, toBody, toFormValues, type SsoFormValues } from './sso-values';
import styles from '../settings.module.css';

/** The organisation's own OpenID Connect provider, its SSO email domains, SSO-only and claim mappings. */
export function SsoForm({ initial }: { initial: SsoSettingsDto }) {
  const t = useTranslations('adminSettings');
  const message = useMessage();
  const [dto, setDto] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  // Set only for the one save the admin confirmed in the dialog.
  const confirmed = useRef(false);
  const form = useSettingsForm<SsoFormValues>({
    initial: toFormValues(initial),
    validate: (values) => checkSsoForm(values, !!dto.oidc?.hasClientSecret),
    save: async (values) => {
      const body = toBody(values, confirmed.current);
      confirmed.current = false;
      const next = await sendSettings<SsoSettingsDto>(`${SETTINGS_BASE}/sso`, 'PUT', body);
      setDto(next);
      return toFormValues(next);
    },
    onRefused: (error) => {
      if (error.messageKey !== 'adminSettings.ssoOnlyConfirm') return false;
      setConfirming(true);
      return true;
    },
  });
  const { values } = form;
  const set = <K extends keyof SsoFormValues>(key: K, value: SsoFormValues[K]) => form.update((v) => ({ ...v, [key]: value }));
  const error = (path: string) => {
    const key = form.issueFor(path);
    return key ? message(key) : undefined;
  };

  return (
    <>
      <SettingsForm title={t('ssoTitle')} description={t('ssoIntro')} form={form}>
        <SwitchField label={t('ssoUseOidc')} hint={t('ssoUseOidcHint')} checked={values.useOidc} onChange={(on) => set('useOidc', on)} />
        {values.useOidc ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('ssoProviderLegend')}</legend>
            <TextField label={t('ssoIssuer')} hint={t('ssoIssuerHint')} type="url" value={values.issuer} onChange={(e) => set('issuer', e.target.value)} error={error('oidc.issuer')} />
            <TextField label={t('ssoClientId')} value={values.clientId} autoComplete="off" onChange={(e) => set('clientId', e.target.value)} error={error('oidc.clientId')} />
            <TextField
              label={t('ssoClientSecret')}
              hint={dto.oidc?.hasClientSecret ? t('ssoClientSecretStored') : t('ssoClientSecretHint')}
              type="password"
              autoComplete="new-password"
              value={values.clientSecret}
              onChange={(e) => set('clientSecret', e.target.value)}
              error={error('oidc.clientSecret')}
            />
            <TextField label={t('ssoLabel')} hint={t('ssoLabelHint')} value={values.label} onChange={(e) => set('label', e.target.value)} error={error('oidc.label')} />
            <dl className={styles.facts}>
              <dt>{t('ssoCallback')}</dt>
              <dd className={styles.mono}>{dto.callbackUrl}</dd>
            </dl>
          </fieldset>
        ) : null}
        <TextAreaField
          label={t('ssoDomains')}
          hint={dto.globalProviders.length ? t('ssoDomainsHintGlobal', { providers: dto.globalProviders.join(', ') }) : t('ssoDomainsHint')}
          placeholder="example.com"
          value={values.domainsText}
          onChange={(e) => set('domainsText', e.target.value)}
          error={error('emailDomains')}
        />
        <SwitchField label={t('ssoLoginOnly')} hint={t('ssoLoginOnlyHint')} checked={values.ssoLoginOnly} onChange={(on) => set('ssoLoginOnly', on)} />
        <TextAreaField
          label={t('ssoMappings')}
          hint={`${t('ssoMappingsHint')} ${t('ssoMappingsFields', { fields: USER_MAPPING_FIELDS.join(', ') })}`}
          placeholder="employeeId = employee_number"
          value={values.mappingsText}
          onChange={(e) => set('mappingsText', e.target.value)}
          error={error('userMappings')}
        />
      </SettingsForm>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('ssoOnlyConfirmTitle')}
        confirmLabel={t('ssoOnlyConfirmAction')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setConfirming(false);
          confirmed.current = true;
          form.submit();
        }}
      >
        <p>{t('ssoOnlyConfirmBody')}</p>
      </ConfirmDialog>
    </>
  );
}
