'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { signInAndGoHome } from './sign-in';
import { useFocusOnMount } from './use-focus-on-mount';
import styles from './account.module.css';

/** Signs in automatically about a second after a password was set (spec §2); the button does it at once. */
const AUTO_SIGN_IN_MS = 1000;

export function PasswordSetPanel({ email, password, title }: { email: string; password: string; title: string }) {
  const t = useTranslations('account');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const started = useRef(false);
  const [busy, setBusy] = useState(false);
  const go = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setBusy(true);
    void signInAndGoHome(email, password);
  }, [email, password]);
  useEffect(() => {
    const timer = window.setTimeout(go, AUTO_SIGN_IN_MS);
    return () => window.clearTimeout(timer);
  }, [go]);
  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead} role="status">
        {t('signingIn')}
      </p>
      <Button type="button" onClick={go} busy={busy} className={styles.full}>
        {t('goToPlayer')}
      </Button>
    </div>
  );
}
