'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { apiRequest } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';

export type PublishRenderView = { state: 'running' | 'failed'; fraction: number };
type Props = { workflowId: string; view: PublishRenderView };

/**
 * The publish render of the editor's workflow (blur burned in, voice-over mixed): its progress,
 * refreshed from the server every two seconds while it runs, or its failure with a retry.
 */
export function PublishRenderStatus({ workflowId, view }: Props) {
  const t = useTranslations('advancedEditor.publish');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (view.state !== 'running') return;
    const timer = setInterval(() => router.refresh(), 2000);
    return () => clearInterval(timer);
  }, [view.state, router]);
  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiRequest(`/api/v1/workflows/${workflowId}/retry`, { method: 'POST' }, 'errors.network');
      router.refresh();
    } catch {
      setError(t('retryFailed'));
    } finally {
      setBusy(false);
    }
  };
  if (view.state === 'running') {
    return (
      <p role="status">
        {t('rendering', { percent: Math.round(view.fraction * 100) })} <progress max={1} value={view.fraction} aria-label={t('progress')} />
      </p>
    );
  }
  return (
    <Alert>
      {t('failure')}{' '}
      <Button type="button" onClick={retry} busy={busy}>{t('retry')}</Button>
      {error ? ` ${error}` : null}
    </Alert>
  );
}
