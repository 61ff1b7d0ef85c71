'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { languageName } from '@/components/workflows/create/languages';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import type { BuilderForm } from '@/lib/builder/schema';
import { shownTitle } from '@/lib/builder/titles';
import { TITLE_MAX } from '@/lib/workflows/constants';
import { CONTENT_LANGUAGES, isRtlLanguage } from '@/lib/workflows/languages';
import { builderApi } from './builder-api';
import { LanguageSelect } from './language-select';
import type { BuilderSectionProps } from './section-props';
import styles from './builder.module.css';

type Props = BuilderSectionProps & { onPosterChanged: () => void };

/** The workflow's own fields: title in the chosen language, language code, poster, watermark, sub-categories. */
export function WorkflowFields({ doc, form, language, issues, update, onPosterChanged, onError }: Props) {
  const t = useTranslations('builder');
  const locale = useLocale();
  const message = useMessage();
  const posterId = useId();
  const [posterStep, setPosterStep] = useState(doc.steps[0]?.id ?? '');
  const [posterBusy, setPosterBusy] = useState(false);
  const value = form.titleTranslations[language as BuilderForm['languageCode']] ?? '';
  const main = form.titleTranslations[form.languageCode] ?? '';
  const fallback = shownTitle(form.titleTranslations, language, main, form.languageCode);
  const error = issues[`titleTranslations.${language}`];

  const setPoster = async () => {
    setPosterBusy(true);
    try {
      await builderApi.workflowPoster(doc.workflowId, { stepId: posterStep });
      onPosterChanged();
    } catch (e) {
      onError(e);
    } finally {
      setPosterBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="builder-workflow">
      <h2 id="builder-workflow" className={styles.sectionTitle}>
        {t('workflowSection')}
      </h2>
      <TextField
        label={t('workflowTitle', { language: languageName(language, locale) })}
        value={value}
        maxLength={TITLE_MAX}
        dir={isRtlLanguage(language) ? 'rtl' : 'auto'}
        placeholder={fallback.text}
        hint={!value && fallback.language ? t('fallbackHint', { language: languageName(fallback.language, locale) }) : undefined}
        error={error ? message(error) : undefined}
        onChange={(e) => update((f) => ({ ...f, titleTranslations: { ...f.titleTranslations, [language]: e.target.value } }))}
      />
      <LanguageSelect label={t('languageCode')} value={form.languageCode} languages={CONTENT_LANGUAGES} onChange={(languageCode) => update((f) => ({ ...f, languageCode }))} />
      <div className={styles.posterRow}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived storage URL */}
        {doc.posterUrl ? <img className={styles.poster} src={doc.posterUrl} alt={t('workflowPosterAlt')} /> : <p className={styles.muted}>{t('noPoster')}</p>}
        <div className={styles.field}>
          <label htmlFor={posterId}>{t('posterFromStep')}</label>
          <select id={posterId} value={posterStep} onChange={(e) => setPosterStep(e.target.value)}>
            {doc.steps.map((s) => (
              <option key={s.id} value={s.id}>
                {t('stepNumber', { number: String(s.position + 1).padStart(2, '0') })}
              </option>
            ))}
          </select>
          <Button type="button" variant="secondary" onClick={setPoster} busy={posterBusy} disabled={!posterStep}>
            {t('usePoster')}
          </Button>
        </div>
      </div>
      {doc.watermarkAvailable ? (
        <label className={styles.check}>
          <input type="checkbox" checked={form.enableSafetyWatermark} onChange={(e) => update((f) => ({ ...f, enableSafetyWatermark: e.target.checked }))} />
          {t('watermark')}
        </label>
      ) : (
        <p className={styles.muted}>{t('watermarkUnavailable')}</p>
      )}
      {doc.categories.length ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('subcategories')}</legend>
          {doc.categories.map((c) => (
            <fieldset key={c.id} className={styles.fieldset}>
              <legend>{c.name}</legend>
              {c.subcategories.map((s) => (
                <label key={s.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={form.subcategoryIds.includes(s.id)}
                    onChange={(e) =>
                      update((f) => ({ ...f, subcategoryIds: e.target.checked ? [...f.subcategoryIds, s.id] : f.subcategoryIds.filter((x) => x !== s.id) }))
                    }
                  />
                  {s.name}
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
