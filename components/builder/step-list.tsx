'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { formatDuration } from '@/components/workflows/format';
import { languageName } from '@/components/workflows/create/languages';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import type { BuilderDocument, BuilderForm } from '@/lib/builder/schema';
import { mainTitle, shownTitle } from '@/lib/builder/titles';
import { TITLE_MAX } from '@/lib/workflows/constants';
import { isRtlLanguage } from '@/lib/workflows/languages';
import { StepAttachments } from './attachments/step-attachments';
import { builderApi } from './builder-api';
import type { BuilderSectionProps } from './section-props';
import styles from './builder.module.css';

type Props = BuilderSectionProps & { onRefreshed: (doc: BuilderDocument) => void };

/** The steps in order: number, poster (from a frame), duration, title in the chosen language, attachments. */
export function StepList({ doc, form, language, issues, update, onRefreshed, onError }: Props) {
  const t = useTranslations('builder');
  const locale = useLocale();
  const message = useMessage();
  const setTitle = (index: number, value: string) =>
    update((f) => ({ ...f, steps: f.steps.map((s, i) => (i === index ? { ...s, titleTranslations: { ...s.titleTranslations, [language]: value } } : s)) }));
  const reload = () => builderApi.load(doc.workflowId).then(onRefreshed, onError);

  return (
    <section className={styles.section} aria-labelledby="builder-steps">
      <h2 id="builder-steps" className={styles.sectionTitle}>
        {t('stepsSection')}
      </h2>
      <ol className={styles.steps}>
        {form.steps.map((step, index) => {
          const info = doc.steps.find((s) => s.id === step.id);
          const number = String(index + 1).padStart(2, '0');
          const value = step.titleTranslations[language as BuilderForm['languageCode']] ?? '';
          const fallback = shownTitle(step.titleTranslations, language, mainTitle(step.titleTranslations, form.languageCode), form.languageCode);
          const error = issues[`steps.${index}.titleTranslations.${language}`];
          return (
            <li key={step.id} className={styles.step} aria-label={t('stepNumber', { number })}>
              <div className={styles.stepHead}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {number}
                </span>
                {/* eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived storage URL */}
                {info?.posterUrl ? <img className={styles.stepPoster} src={info.posterUrl} alt={t('stepPosterAlt', { number })} /> : null}
                <span className={styles.muted}>{formatDuration(info?.duration)}</span>
              </div>
              <TextField
                label={t('stepTitle', { number, language: languageName(language, locale) })}
                value={value}
                maxLength={TITLE_MAX}
                dir={isRtlLanguage(language) ? 'rtl' : 'auto'}
                placeholder={fallback.text || t('stepNumber', { number })}
                hint={!value && fallback.language ? t('fallbackHint', { language: languageName(fallback.language, locale) }) : undefined}
                error={error ? message(error) : undefined}
                onChange={(e) => setTitle(index, e.target.value)}
              />
              {info ? <StepPoster workflowId={doc.workflowId} stepId={step.id} number={number} duration={info.duration} onDone={onRefreshed} onError={onError} /> : null}
              {info ? <StepAttachments workflowId={doc.workflowId} stepId={step.id} attachments={info.attachments} onChanged={() => void reload()} /> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

type PosterProps = { workflowId: string; stepId: string; number: string; duration: number; onDone: (doc: BuilderDocument) => void; onError: (error: unknown) => void };

/** Picks a second in the step; the server takes that frame as the step's poster. */
function StepPoster({ workflowId, stepId, number, duration, onDone, onError }: PosterProps) {
  const t = useTranslations('builder');
  const [time, setTime] = useState('0');
  const [busy, setBusy] = useState(false);
  const take = async () => {
    setBusy(true);
    try {
      onDone(await builderApi.stepPoster(workflowId, stepId, Number(time)));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.posterRow}>
      <TextField
        label={t('posterTime', { number })}
        type="number"
        min={0}
        max={Math.floor(duration * 10) / 10}
        step={0.1}
        value={time}
        onChange={(e) => setTime(e.target.value)}
        className={styles.timeField}
      />
      <Button type="button" variant="secondary" onClick={take} busy={busy} disabled={time === '' || Number(time) < 0 || Number(time) > duration}>
        {t('takeFrame')}
      </Button>
    </div>
  );
}
