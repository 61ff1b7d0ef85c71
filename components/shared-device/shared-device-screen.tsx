'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState, type FormEvent } from 'react';
import { isConnectionFailure, passwordSignIn } from '@/components/auth/login/login-api';
import { useMessage } from '@/components/auth/login/use-message';
import { useLogout } from '@/components/auth/use-logout';
import { LanguageMenu } from '@/components/i18n/language-menu';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import styles from './shared-device.module.css';

type Props = { orgName: string; clientKey: string; masterPassword: boolean };

/**
 * The kiosk screen of a shared-device account (spec §6: shared accounts go to /shared): a worker
 * types their employee ID and password to continue as themselves. Their own sign-in replaces the
 * device's session cookie only once it succeeds, so a typo never signs the device out.
 */
export function SharedDeviceScreen({ orgName, clientKey, masterPassword }: Props) {
  const t = useTranslations('sharedDevice');
  const message = useMessage();
  const logout = useLogout();
  const idField = useId();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loginError = login.trim() ? null : 'rules.required';
  const passwordError = password ? null : 'rules.required';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (busy || loginError || passwordError) return;
    setBusy(true);
    setError(null);
    try {
      const failure = await passwordSignIn({ login: login.trim(), password, clientKey });
      // A full load, not a client navigation: every cache on the page belongs to the device account.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      if (!failure) return window.location.assign('/home/overview');
      setError(message(failure));
    } catch (e) {
      setError(isConnectionFailure(e) ? t('connectionFailed') : message('alert.unexpectedError'));
    }
    // The next attempt starts with an empty password, without flagging it as a mistake.
    setPassword('');
    setTouched(false);
    setBusy(false);
  }

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <div>
          <p className={styles.org}>{orgName}</p>
          <p className={styles.deviceLabel}>{t('deviceLabel')}</p>
        </div>
        <div className={styles.headerActions}>
          <LanguageMenu signedIn />
          <Button variant="secondary" onClick={() => logout({ isSharedAccount: true })} disabled={busy}>
            {t('signOutDevice')}
          </Button>
        </div>
      </header>
      <main className={styles.main}>
        <Card className={styles.card}>
          <h1>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
            <TextField
              id={idField}
              label={t('employeeId')}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              autoFocus
              required
              value={login}
              // Spec §5: the space key is blocked in login inputs.
              onKeyDown={(e) => e.key === ' ' && e.preventDefault()}
              onChange={(e) => setLogin(e.target.value.replace(/\s/g, ''))}
              error={touched && loginError ? message(loginError) : undefined}
            />
            <TextField
              label={t('password')}
              name="password"
              type={visible ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint={masterPassword ? t('masterPasswordHint') : undefined}
              error={touched && passwordError ? message(passwordError) : undefined}
            />
            <label className={styles.toggle}>
              <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
              {t('showPassword')}
            </label>
            <Button type="submit" className={styles.submit} busy={busy}>
              {t('continue')}
            </Button>
          </form>
        </Card>
      </main>
    </div>
  );
}
