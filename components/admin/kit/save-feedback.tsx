'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useMessage } from '@/components/admin/ip-restriction/use-message';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import kit from './kit.module.css';

export type SaveOutcome = { kind: 'saved' } | { kind: 'invalid' } | { kind: 'network' } | { kind: 'error'; messageKey: string } | null;
type Props = { namespace: 'adminSettings' | 'adminIp'; feedback: SaveOutcome; onRetry: () => void; retrying: boolean };

/**
 * The outcome of a settings form's last save, in the form's own words: success is a status,
 * failures are alerts, and a lost connection offers a retry.
 */
export function SaveFeedback({ namespace, feedback, onRetry, retrying }: Props) {
  const t = useTranslations(namespace);
  const message = useMessage();
  if (!feedback) return null;
  if (feedback.kind === 'saved') return <Alert tone="success">{t('saved')}</Alert>;
  if (feedback.kind === 'invalid') return <Alert>{t('fixErrors')}</Alert>;
  if (feedback.kind === 'error') return <Alert>{message(feedback.messageKey)}</Alert>;
  return (
    <div className={kit.retry}>
      <Alert>{t('networkError')}</Alert>
      <Button type="button" variant="secondary" onClick={onRetry} busy={retrying}>
        {t('retry')}
      </Button>
    </div>
  );
}
