'use client';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workflows/create/use-message';
import { playerHref } from '@/lib/workflows/card-href';
import { useTranslations } from '@/lib/i18n/client';
import type { SegmentationEditorDto } from '@/lib/editor/segmentation/schema';
import styles from './segmentation.module.css';

type Props = { data: SegmentationEditorDto; justFinished: boolean; retrying: boolean; onRetry: () => void };

/** Where the re-cut stands: live progress while it runs, its failure with a retry, or done. */
export function RecutStatus({ data, justFinished, retrying, onRetry }: Props) {
  const t = useTranslations('segmentationEditor');
  const message = useMessage();
  if (data.recut === 'scheduled' || data.recut === 'running') {
    const percent = Math.round((data.progress ?? 0) * 100);
    return (
      <div className={styles.progress} role="status">
        <span>{data.recut === 'scheduled' ? t('recutScheduled') : t('recutRunning', { percent })}</span>
        <progress max={1} value={data.progress ?? 0} aria-label={t('recutProgress')} />
      </div>
    );
  }
  if (data.recut === 'failed') {
    return (
      <Alert>
        {t('recutFailed', { reason: message(data.failure, 'segmentationEditor.recutFailedUnknown') })}{' '}
        <Button type="button" onClick={onRetry} busy={retrying}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (justFinished) {
    return (
      <Alert tone="success">
        {t('recutDone')} <Link href={playerHref(data.workflowId)}>{t('openPlayer')}</Link>
      </Alert>
    );
  }
  return null;
}
