'use client';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import type { UploadProgress as Progress } from '@/components/uploads/use-multipart-upload';
import { Button } from '@/components/ui/button';
import styles from './create.module.css';
import { formatBytes, formatDuration } from './format';
import { ProgressBar } from './progress-bar';

type Props = { fileName: string; progress: Progress | null; completing: boolean; resumed: boolean; onCancel: () => void };

/** The transfer: a real progress bar, bytes, speed and time left, and a cancel button. */
export function UploadProgressView({ fileName, progress, completing, resumed, onCancel }: Props) {
  const t = useTranslations('createWorkflow');
  const locale = useLocale();
  const fraction = progress?.fraction ?? 0;
  const percent = Math.round(fraction * 100);
  const sent = formatBytes(progress?.sentBytes ?? 0, locale);
  const total = formatBytes(progress?.totalBytes ?? 0, locale);
  const speed = progress?.bytesPerSecond ?? 0;
  const remaining = speed > 0 && progress ? (progress.totalBytes - progress.sentBytes) / speed : null;
  const valueText = t('progressValue', { percent, sent, total });

  return (
    <section className={styles.progressBlock} aria-label={t('uploadingLabel')}>
      <p className={styles.progressTitle}>{t('uploading', { name: fileName })}</p>
      {resumed ? <p className={styles.muted}>{t('resumed')}</p> : null}
      <ProgressBar label={t('progressLabel')} value={completing ? 1 : fraction} valueText={valueText} />
      <div className={styles.progressMeta}>
        <span>{valueText}</span>
        {completing ? null : (
          <span>
            {remaining === null ? t('speedMeasuring') : t('speed', { speed: formatBytes(speed, locale), remaining: formatDuration(remaining) })}
          </span>
        )}
      </div>
      {/* Announced once, unlike the figures above that change several times a second. */}
      <p role="status" className={styles.muted}>
        {completing ? t('completing') : ''}
      </p>
      {completing ? null : (
        <div className={styles.actionsRow}>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('cancelUpload')}
          </Button>
        </div>
      )}
    </section>
  );
}
