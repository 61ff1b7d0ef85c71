'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState, type KeyboardEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { checkClientKey, checkLoginId, isBlockedKey } from './form-rules';
import styles from './login.module.css';
import { useFocusOnMount } from './use-focus-on-mount';
import { useMessage } from './use-message';

export type LoginIdValue = { login: string; kind: 'email' | 'employee-id'; clientKey: string | null };

type Props = {
  initialLogin: string;
  initialClientKey: string;
  /** The organisation key from the link, the remembered cookie or the install's default. */
  knownClientKey: string | null;
  busy: boolean;
  focusOnMount: boolean;
  onSubmit: (value: LoginIdValue) => void;
};

/** Step EMAIL_OR_ID: an email, or an employee ID (which needs the organisation key). */
export function EmailOrIdForm({ initialLogin, initialClientKey, knownClientKey, busy, focusOnMount, onSubmit }: Props) {
  const t = useTranslations('login');
  const message = useMessage();
  const loginId = useId();
  const keyId = useId();
  const [login, setLogin] = useState(initialLogin);
  const [clientKey, setClientKey] = useState(initialClientKey);
  const [touched, setTouched] = useState({ login: initialLogin !== '', key: false });
  useFocusOnMount(focusOnMount ? loginId : '');

  const loginCheck = checkLoginId(login);
  const needsKey = loginCheck.kind === 'employee-id' && !knownClientKey;
  const keyCheck = checkClientKey(clientKey);
  const isValid = !loginCheck.error && (!needsKey || !keyCheck.error);
  // Spaces are never typed; Enter on an invalid form shows why instead of doing nothing silently.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedKey(e.key)) e.preventDefault();
    if (e.key === 'Enter' && !isValid) setTouched({ login: true, key: true });
  };

  return (
    <form
      className={styles.form}
      aria-label={t('formEmailOrId')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        if (!isValid || !loginCheck.kind) {
          setTouched({ login: true, key: true });
          return;
        }
        onSubmit({ login: loginCheck.value, kind: loginCheck.kind, clientKey: needsKey ? keyCheck.value : knownClientKey });
      }}
    >
      <TextField
        id={loginId}
        label={t('emailOrId')}
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
        required
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTouched((v) => ({ ...v, login: login !== '' || v.login }))}
        error={touched.login && loginCheck.error ? message(loginCheck.error) : undefined}
      />
      {needsKey ? (
        <>
          <Alert tone="warning">{message('auth.clientKeyRequired')}</Alert>
          <TextField
            id={keyId}
            label={t('clientKey')}
            hint={t('clientKeyHint')}
            name="clientKey"
            autoComplete="organization"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={clientKey}
            onChange={(e) => setClientKey(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => setTouched((v) => ({ ...v, key: true }))}
            error={touched.key && keyCheck.error ? message(keyCheck.error) : undefined}
          />
        </>
      ) : null}
      <Button type="submit" className={styles.full} disabled={!isValid} busy={busy}>
        {t('next')}
      </Button>
    </form>
  );
}
