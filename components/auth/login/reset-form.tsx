'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { checkResetEmail, isBlockedKey } from './form-rules';
import styles from './login.module.css';
import { StepHeader } from './step-header';
import { useFocusOnMount } from './use-focus-on-mount';
import { useMessage } from './use-message';

type Props = {
  initialEmail: string;
  busy: boolean;
  /** Which step this is: the password reset or the SSO work-email step share the same shape. */
  variant: 'reset' | 'work-email';
  onBack: () => void;
  onSubmit: (email: string) => void;
};

/** Step RESET_PASSWORD (and the SSO work-email step): one email field, required, no spaces, email-shaped. */
export function EmailStepForm({ initialEmail, busy, variant, onBack, onSubmit }: Props) {
  const t = useTranslations('login');
  const message = useMessage();
  const emailId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  useFocusOnMount(emailId);
  const check = checkResetEmail(email);
  const isReset = variant === 'reset';

  return (
    <form
      className={styles.form}
      aria-label={isReset ? t('formReset') : t('formWorkEmail')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        if (check.error) return setTouched(true);
        onSubmit(check.value);
      }}
    >
      <StepHeader
        title={isReset ? t('resetTitle') : t('workEmailTitle')}
        subtitle={isReset ? t('resetIntro') : t('workEmailIntro')}
        onBack={onBack}
        backDisabled={busy}
      />
      <TextField
        id={emailId}
        label={isReset ? t('email') : t('workEmail')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onKeyDown={(e) => {
          if (isBlockedKey(e.key)) e.preventDefault();
          if (e.key === 'Enter' && check.error) setTouched(true);
        }}
        onBlur={() => email !== '' && setTouched(true)}
        error={touched && check.error ? message(check.error) : undefined}
      />
      <Button type="submit" className={styles.full} disabled={!!check.error} busy={busy}>
        {isReset ? t('sendReset') : t('continueSso')}
      </Button>
    </form>
  );
}

/** After a reset request: the same answer whether or not the account exists (no account probing). */
export function ResetSent({ email, onBackToLogin }: { email: string; onBackToLogin: () => void }) {
  const t = useTranslations('login');
  const headingId = useId();
  useFocusOnMount(headingId);
  return (
    <section aria-labelledby={headingId}>
      <StepHeader headingId={headingId} title={t('resetSentTitle')} />
      <p className={styles.note} role="status">
        {t('resetSent', { email })}
      </p>
      <Button type="button" className={styles.full} onClick={onBackToLogin}>
        {t('backToLogin')}
      </Button>
    </section>
  );
}
