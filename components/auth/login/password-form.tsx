'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { nameFromEmail } from '@/lib/auth/identity';
import { checkPassword } from './form-rules';
import styles from './login.module.css';
import { StepHeader } from './step-header';
import { useFocusOnMount } from './use-focus-on-mount';
import { useMessage } from './use-message';

type Props = {
  login: string;
  isEmail: boolean;
  busy: boolean;
  onBack: () => void;
  onForgot: () => void;
  onSubmit: (password: string) => void;
};

/** Step PASSWORD: greets the person, takes the password; forgot-password only for email accounts. */
export function PasswordForm({ login, isEmail, busy, onBack, onForgot, onSubmit }: Props) {
  const t = useTranslations('login');
  const message = useMessage();
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  useFocusOnMount(passwordId);
  const check = checkPassword(password);

  return (
    <form
      className={styles.form}
      aria-label={t('formPassword')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        if (check.error) return setTouched(true);
        onSubmit(password);
      }}
    >
      <StepHeader title={t('greeting', { name: nameFromEmail(login) })} subtitle={login} onBack={onBack} backDisabled={busy} />
      <TextField
        id={passwordId}
        label={t('password')}
        name="password"
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && check.error && setTouched(true)}
        onBlur={() => password !== '' && setTouched(true)}
        error={touched && check.error ? message(check.error) : undefined}
      />
      <div className={styles.optionsRow}>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
          {t('showPassword')}
        </label>
        {isEmail ? (
          <button type="button" className={styles.textLink} onClick={onForgot} disabled={busy}>
            {t('forgotPassword')}
          </button>
        ) : null}
      </div>
      <Button type="submit" className={styles.full} disabled={!!check.error} busy={busy}>
        {t('logIn')}
      </Button>
    </form>
  );
}
