'use client';
import { signOut } from 'next-auth/react';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { apiRequest } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';

/**
 * Ends the session on the server (when there is one), forgets this tab's keys and clears the
 * sign-in cookie: the cure for a browser stuck between accounts or on an old session.
 */
export function SessionReset() {
  const t = useTranslations('pages.troubleshooting.session');
  const [busy, setBusy] = useState(false);
  async function reset() {
    setBusy(true);
    await apiRequest('/api/v1/auth/logout', { method: 'POST' }).catch(() => undefined);
    sessionStorage.clear();
    await signOut({ callbackUrl: '/' });
  }
  return (
    <Button type="button" variant="secondary" onClick={reset} busy={busy}>
      {t('clear')}
    </Button>
  );
}
