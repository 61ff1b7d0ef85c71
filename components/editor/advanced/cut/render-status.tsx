'use client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workflows/create/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { CutSessionDto } from '@/lib/editor/cut/schema';
import styles from './cut.module.css';

type Props = { data: CutSessionDto; onRetry: () => void };

/** Where a render stands: live progress while it runs, or its failure with a retry. */
export function RenderStatus({ data, onRetry }: Props) {
  const t = useTranslations('advancedEditor.cut');
  const message = useMessage();
  if (data.render === 'running') {
    const percent = Math.round((data.progress ?? 0) * 100);
    return (
      <div className={styles.progress} role="status">
        <span>{t('rendering', { percent })}</span>
        <progress max={1} value={data.progress ?? 0} aria-label={t('renderProgress')} />
      </div>
    );
  }
  if (data.render === 'failed') {
    return (
      <Alert>
        {message(data.failure, 'advancedEditor.cut.failure')}{' '}
        <Button type="button" onClick={onRetry}>{t('retry')}</Button>
      </Alert>
    );
  }
  return null;
}
