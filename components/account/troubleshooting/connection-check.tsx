'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { apiResponse, asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';

type Result = { state: 'idle' | 'checking' } | { state: 'ok' | 'degraded'; ms: number } | { state: 'offline' };

/** Calls /api/health and says whether the server and its database answer, and how fast. */
export function ConnectionCheck() {
  const t = useTranslations('pages.troubleshooting.connection');
  const [result, setResult] = useState<Result>({ state: 'idle' });

  async function check() {
    setResult({ state: 'checking' });
    const started = performance.now();
    // Any answer, even a failing one, means the server was reached; only no answer is offline.
    const failure = await apiResponse('/api/health', { cache: 'no-store' }).then(() => null, asApiError);
    const ms = Math.round(performance.now() - started);
    setResult(failure?.isNetwork ? { state: 'offline' } : { state: failure ? 'degraded' : 'ok', ms });
  }

  return (
    <div>
      <Button type="button" variant="secondary" onClick={check} busy={result.state === 'checking'}>
        {t('check')}
      </Button>
      <p role="status" aria-live="polite">
        {result.state === 'ok' || result.state === 'degraded' ? t(result.state, { ms: result.ms }) : null}
        {result.state === 'offline' ? t('offline') : null}
      </p>
    </div>
  );
}
