'use client';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import type { Execution, ExecutionEntry, SopDetail } from '@/lib/sop-ui/types';
import { sopApi } from '../sop-api';
import styles from '../sop.module.css';

/** What one entry of the record says, in words. */
function EntryText({ entry, sop }: { entry: ExecutionEntry; sop: SopDetail }) {
  const t = useTranslations('sopUi');
  const item = entry.itemId ? sop.items.find((i) => i.id === entry.itemId) : undefined;
  const step = item ? item.title.trim() || t(`blockTypes.${item.type}`) : t('record.removedStep');
  const p = entry.payload;
  switch (entry.kind) {
    case 'step-time':
      return <>{t('record.stepTime', { step, seconds: Number(p.seconds ?? 0) })}</>;
    case 'checklist': {
      const line = item?.checklistItems?.find((c) => c.id === p.checklistItemId)?.text ?? '';
      return <>{t(p.checked ? 'record.ticked' : 'record.unticked', { step, line })}</>;
    }
    case 'upload':
      return <>{t('record.upload', { step, name: String(p.fileName ?? '') })}</>;
    case 'quiz-answer':
      return <>{t('record.answer', { step, score: Math.round(Number(p.score ?? 0)), correct: Number(p.correctAnswerCount ?? 0), total: Number(p.questionCount ?? 0) })}</>;
    case 'start':
      return <>{t('record.start')}</>;
    default:
      return <>{t('record.confirm', { name: String(p.name ?? '') })}</>;
  }
}

/** The execution record: who, when, every entry, whether the hash chain verifies, and its PDF. */
export function ExecutionRecord({ sop, execution }: { sop: SopDetail; execution: Execution }) {
  const t = useTranslations('sopUi');
  const format = useFormatter();
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' }) : '');
  return (
    <section className={styles.record} aria-labelledby="sop-record-title">
      <h2 id="sop-record-title" tabIndex={-1}>
        {t('record.title')}
      </h2>
      <p className={styles.recordBadge} data-verified={execution.verified}>
        {execution.verified ? t('record.verified') : t('record.notVerified')}
      </p>
      <dl className={styles.recordFacts}>
        <dt>{t('record.operator')}</dt>
        <dd>{execution.user.displayName}</dd>
        <dt>{t('record.confirmedBy')}</dt>
        <dd>{execution.confirmedName}</dd>
        <dt>{t('record.started')}</dt>
        <dd>{when(execution.startedAt)}</dd>
        <dt>{t('record.completed')}</dt>
        <dd>{when(execution.completedAt)}</dd>
      </dl>
      <ol className={styles.entries} aria-label={t('record.entries')}>
        {execution.entries.map((entry) => (
          <li key={entry.seq}>
            <span className={styles.muted}>{when(entry.at)}</span> <EntryText entry={entry} sop={sop} />
          </li>
        ))}
      </ol>
      <a className={styles.download} href={sopApi.recordUrl(execution.id)} download>
        {t('record.download')}
      </a>
    </section>
  );
}
