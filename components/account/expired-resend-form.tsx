'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { resetRequestSchema } from '@/lib/auth/rules';
import { apiRequest, asApiError } from '@/components/ui/api-request';
import { Field } from './field';
import styles from './account.module.css';

/** On the email-expired page of a reset link: ask for a fresh link, the email filled in. */
export function ExpiredResendForm({ initialEmail, lang }: { initialEmail: string; lang: string }) {
  const t = useTranslations();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const check = resetRequestSchema.safeParse({ email });
  const fieldError = touched && !check.success ? check.error.issues[0].message : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check.success || busy) return;
    setBusy(true);
    setError(null);
    const failure = await apiRequest('/api/v1/auth/forgot', { method: 'POST', body: { email: check.data.email, languageCode: lang } }).then(() => null, asApiError);
    setBusy(false);
    if (!failure) return setSentTo(check.data.email);
    setError(failure.code === 'rate_limited' ? 'errors.rate_limited' : 'auth.alertResetFailed');
  }

  if (sentTo) return <Alert tone="success">{t('account.expired.resent', { email: sentTo })}</Alert>;
  return (
    <form onSubmit={submit} noValidate className={styles.section}>
      {error ? <Alert>{t(error)}</Alert> : null}
      <Field
        label={t('account.expired.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onKeyDown={(e) => e.key === ' ' && e.preventDefault()}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(true)}
        error={fieldError ? t(fieldError) : undefined}
      />
      <Button type="submit" busy={busy} disabled={!check.success} className={styles.full}>
        {t('account.expired.resend')}
      </Button>
    </form>
  );
}
