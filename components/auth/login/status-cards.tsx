'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import styles from './login.module.css';
import { StepHeader } from './step-header';
import { useFocusOnMount } from './use-focus-on-mount';

/** Spec §4 connection-failed states (closed is "not rendered"). */
export type ConnectionFailure = 'domain-check' | 'email-login' | 'sso-login';

const FAILURE_TEXT = { 'domain-check': 'connectionDomainCheck', 'email-login': 'connectionEmailLogin', 'sso-login': 'connectionSsoLogin' } as const;

/** Shown when the server cannot be reached; Retry repeats the failed call, Close returns to the form. */
export function ConnectionFailedCard({ failure, onRetry, onClose }: { failure: ConnectionFailure; onRetry: () => void; onClose: () => void }) {
  const t = useTranslations('login');
  const tc = useTranslations('common');
  const headingId = useId();
  useFocusOnMount(headingId);
  return (
    <section role="alert" aria-labelledby={headingId}>
      <StepHeader headingId={headingId} title={t('connectionTitle')} />
      <p className={styles.note}>{t(FAILURE_TEXT[failure])}</p>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onClose}>
          {tc('close')}
        </Button>
        <Button type="button" onClick={onRetry}>
          {tc('retry')}
        </Button>
      </div>
    </section>
  );
}

/** After signing out: a confirmation with the reminder to log out from all apps (spec §2). */
export function LoggedOutCard({ shared, onOk }: { shared: boolean; onOk: () => void }) {
  const t = useTranslations('login');
  const tc = useTranslations('common');
  const headingId = useId();
  useFocusOnMount(headingId);
  return (
    <section aria-labelledby={headingId}>
      <StepHeader headingId={headingId} title={t('loggedOutTitle')} />
      <p className={styles.note} role="status">
        {shared ? `${t('loggedOutShared')} ` : ''}
        {t('loggedOutAllApps')}
      </p>
      <Button type="button" className={styles.full} onClick={onOk}>
        {tc('ok')}
      </Button>
    </section>
  );
}

/** Full-page cover while the browser leaves for the identity provider. */
export function SsoOverlay() {
  const t = useTranslations('login');
  return (
    <div className={styles.overlay} role="status" aria-busy="true" aria-live="polite" aria-label={t('ssoRedirecting')}>
      <span className={styles.bigSpinner} aria-hidden="true" />
      <span>{t('ssoRedirecting')}</span>
    </div>
  );
}
