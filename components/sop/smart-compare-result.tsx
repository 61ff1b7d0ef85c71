'use client';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { SmartCompareDto, SmartCompareStepDto } from '@/lib/smart-compare/schema';
import styles from './smart-compare-result.module.css';

const percent = (n: number) => Math.round(n * 100);
const clock = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function StepRow({ step }: { step: SmartCompareStepDto }) {
  const t = useTranslations('smartCompare');
  const number = step.index + 1;
  const name = step.title || t('step', { number });
  return (
    <li className={styles.step} data-testid="smart-compare-step" data-found={step.found} data-in-order={String(step.inOrder)}>
      <div className={styles.head}>
        <h4 className={styles.title}>{t('stepTitle', { number, name })}</h4>
        <span className={step.found ? styles.found : styles.missing}>{step.found ? t('found') : t('missing')}</span>
        {step.inOrder !== null && <span className={step.inOrder ? styles.inOrder : styles.outOfOrder}>{step.inOrder ? t('inOrder') : t('outOfOrder')}</span>}
      </div>
      <p className={styles.facts}>
        {step.userRange && <span>{t('timeRange', { start: clock(step.userRange.start), end: clock(step.userRange.end) })}</span>}
        <span>{t('similarity', { percent: percent(step.similarity) })}</span>
        {step.textSimilarity !== null && <span>{t('textSimilarity', { percent: percent(step.textSimilarity) })}</span>}
      </p>
      <div className={styles.frames}>
        <figure>
          {/* eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived storage URL */}
          {step.referenceFrameUrl ? <img src={step.referenceFrameUrl} alt={t('referenceFrame', { number })} width={160} height={120} loading="lazy" /> : <span className={styles.noFrame} />}
          <figcaption>{t('reference')}</figcaption>
        </figure>
        <figure>
          {/* eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived storage URL */}
          {step.userFrameUrl ? <img src={step.userFrameUrl} alt={t('userFrame', { number })} width={160} height={120} loading="lazy" /> : <span className={styles.noFrame}>{t('noUserFrame')}</span>}
          <figcaption>{t('yourVideo')}</figcaption>
        </figure>
      </div>
      {step.model && (
        <p className={styles.model} data-testid="smart-compare-model">
          <strong>{t('modelJudgement', { model: step.model.model })}</strong> {t(`verdict.${step.model.verdict}`)} ({t('confidence', { percent: percent(step.model.confidence) })}) — {step.model.explanation}
        </p>
      )}
    </li>
  );
}

/**
 * A smart compare's state and result for the smart-compare block and the supervisors' views:
 * progress while it runs, the failure's reason, or per reference step whether it was found, where,
 * in order or not, how similar, with side-by-side frames and, when a model was used, its labelled judgement.
 */
export function SmartCompareResult({ compare }: { compare: SmartCompareDto }) {
  const t = useTranslations('smartCompare');
  const message = useMessage();
  if (compare.status === 'pending' || compare.status === 'processing') {
    return (
      <div className={styles.box} role="status" aria-live="polite">
        <label className={styles.progress}>
          {t('running', { percent: percent(compare.progress) })}
          <progress max={1} value={compare.progress} />
        </label>
      </div>
    );
  }
  if (compare.status === 'failure' || !compare.result) {
    return (
      <p className={styles.error} role="alert">
        {message(compare.errorKey ?? 'smartCompare.errors.failed')}
      </p>
    );
  }
  const { summary, steps, method } = compare.result;
  return (
    <section className={styles.box} aria-label={t('title')} data-testid="smart-compare-result">
      <p className={styles.summary}>
        {t('summary', { found: summary.found, total: summary.total, inOrder: summary.inOrder })} · {t('score', { percent: percent(summary.score) })}
      </p>
      <p className={styles.method}>{method === 'offline' ? t('methodOffline') : t('methodModel')}</p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <StepRow key={step.index} step={step} />
        ))}
      </ol>
    </section>
  );
}
