'use client';
import { PresetQuestionsField } from '@/components/maven/preset-questions-field';
import { useTranslations } from '@/lib/i18n/client';
import { PRESET_LIMITS } from '@/lib/chat/preset-schema';
import type { BuilderSectionProps } from './section-props';
import styles from './builder.module.css';

/** The workflow's own preset questions: the player's Q&A intro offers them after the organisation's (saved with the builder's form). */
export function PresetQuestions({ form, issues, update }: Pick<BuilderSectionProps, 'form' | 'issues' | 'update'>) {
  const t = useTranslations('presetQuestions');
  return (
    <section className={styles.section} aria-labelledby="builder-presets">
      <h2 id="builder-presets" className={styles.sectionTitle}>
        {t('builderTitle')}
      </h2>
      <PresetQuestionsField
        legend={t('builderLegend')}
        hint={t('workflowHint', { max: PRESET_LIMITS.workflow, length: PRESET_LIMITS.length })}
        max={PRESET_LIMITS.workflow}
        value={form.presetQuestions ?? []}
        onChange={(presetQuestions) => update((f) => ({ ...f, presetQuestions }))}
        issueFor={(i) => issues[i === null ? 'presetQuestions' : `presetQuestions.${i}`]}
      />
    </section>
  );
}
