'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { expiredPath } from '@/lib/auth/account/paths';
import { apiRequest, asApiError } from '@/components/ui/api-request';
import { passwordErrorKey } from './errors';
import { PasswordFields, passwordsValid } from './password-fields';
import { PasswordSetPanel } from './password-set-panel';
import { useFocusOnMount } from './use-focus-on-mount';
import styles from './account.module.css';

type Props = { token: string; email: string; lang: string };

/** /usernewpassword: a new password twice, then the success screen and automatic sign-in. */
export function NewPasswordForm({ token, email, lang }: Props) {
  const t = useTranslations();
  const first = useFocusOnMount<HTMLInputElement>();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const valid = passwordsValid(values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    const failure = await apiRequest('/api/v1/auth/reset', { method: 'POST', body: { token, password: values.password } }).then(() => null, asApiError);
    if (!failure) return setDone(true);
    if (failure.code === 'gone') return window.location.assign(expiredPath('reset', lang, email));
    setBusy(false);
    setError(passwordErrorKey(failure, 'account.resetPasswordFailed'));
  }

  if (done) return <PasswordSetPanel email={email} password={values.password} title={t('account.newPassword.successTitle')} />;
  return (
    <form onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t('account.newPassword.title')}</h1>
      <p className={styles.lead}>{t('account.newPassword.intro', { email })}</p>
      {error ? <Alert>{t(error)}</Alert> : null}
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordFields
        values={values}
        onChange={setValues}
        firstRef={first}
        disabled={busy}
        labels={{ password: t('account.newPassword.password'), confirm: t('account.newPassword.confirm') }}
      />
      <Button type="submit" busy={busy} disabled={!valid} className={styles.full}>
        {t('account.newPassword.submit')}
      </Button>
    </form>
  );
}
