'use client';
import { useTranslations } from 'next-intl';
import { useMessage } from '@/components/admin/ip-restriction/use-message';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Feedback } from './use-settings-form';
import styles from './settings.module.css';

/** The outcome of the last save: success is a status, failures are alerts; a lost connection offers a retry. */
export function SaveFeedback({ feedback, onRetry, retrying }: { feedback: Feedback; onRetry: () => void; retrying: boolean }) {
  const t = useTranslations('adminSettings');
  const message = useMessage();
  if (!feedback) return null;
  if (feedback.kind === 'saved') return <Alert tone="success">{t('saved')}</Alert>;
  if (feedback.kind === 'invalid') return <Alert>{t('fixErrors')}</Alert>;
  if (feedback.kind === 'error') return <Alert>{message(feedback.messageKey)}</Alert>;
  return (
    <div className={styles.retry}>
      <Alert>{t('networkError')}</Alert>
      <Button type="button" variant="secondary" onClick={onRetry} busy={retrying}>
        {t('retry')}
      </Button>
    </div>
  );
}
