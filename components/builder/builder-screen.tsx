'use client';
import { useEffect, useMemo, useState } from 'react';
import { AiSummarySection } from '@/components/ai-summary/ai-summary-section';
import { ConflictDialog, RecoveredDraftBanner } from '@/components/editor/conflict-dialog';
import { useTranslations } from '@/lib/i18n/client';
import type { BuilderDocument, BuilderForm } from '@/lib/builder/schema';
import { CONTENT_LANGUAGES } from '@/lib/workflows/languages';
import { QuizSection } from './quiz/quiz-section';
import { ReviewPanel } from './review/review-panel';
import { BuilderActions } from './builder-actions';
import { builderApi } from './builder-api';
import { KeyTerms } from './key-terms';
import { LanguageSelect } from './language-select';
import { PresetQuestions } from './preset-questions';
import { SaveStatus } from './save-status';
import { StepList } from './step-list';
import { useBuilder } from './use-builder';
import { WorkflowFields } from './workflow-fields';
import styles from './builder.module.css';

/** Languages to title in: the workflow's, its transcripts', those already titled, then the rest. */
function titleLanguages(form: BuilderForm, transcriptLanguages: string[]): string[] {
  const titled = [...Object.keys(form.titleTranslations), ...form.steps.flatMap((s) => Object.keys(s.titleTranslations))];
  const first = [...new Set([form.languageCode, ...transcriptLanguages, ...titled])];
  return [...first, ...CONTENT_LANGUAGES.filter((c) => !first.includes(c))];
}

/** /buildermain/{id}: titles per language, posters, language, watermark, sub-categories, key terms; preview and publish. */
export function BuilderScreen({ initial }: { initial: BuilderDocument }) {
  const t = useTranslations('builder');
  const b = useBuilder(initial);
  const { doc, draft } = b;
  const form = draft.value;
  const [language, setLanguage] = useState<string>(form.languageCode);
  const languages = useMemo(() => titleLanguages(form, doc.transcriptLanguages), [form, doc.transcriptLanguages]);
  const update = (change: (f: BuilderForm) => BuilderForm) => draft.setValue((f) => change(f));

  // Ctrl/Cmd+S saves, as in any editor.
  const { save } = b;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="builder-title" className={styles.title}>
          {t('heading', { title: form.titleTranslations[form.languageCode] || t('untitled') })}
        </h1>
        <SaveStatus state={b.state} dirty={draft.dirty} errorKey={b.errorKey} onSave={save} />
        <BuilderActions doc={doc} dirty={draft.dirty} onChanged={b.adopt} onError={b.fail} />
      </header>
      {draft.recovered ? <RecoveredDraftBanner savedAt={draft.recovered.savedAt} onRestore={draft.restore} onDiscard={draft.discard} /> : null}
      <ConflictDialog
        open={b.conflict}
        onOpenChange={b.setConflict}
        localCopy={{ text: JSON.stringify(form, null, 2), fileName: `builder-${doc.workflowId}.json` }}
        onReload={() => void b.reload()}
      />
      <LanguageSelect
        className={styles.languageBar}
        label={t('titleLanguage')}
        value={language}
        languages={languages}
        onChange={setLanguage}
        suffix={(code) => (code === form.languageCode ? ` (${t('mainLanguage')})` : '')}
      />
      <WorkflowFields doc={doc} form={form} language={language} issues={b.issues} update={update} onPosterChanged={() => void builderApi.load(doc.workflowId).then(b.refreshed, b.fail)} onError={b.fail} />
      <StepList doc={doc} form={form} language={language} issues={b.issues} update={update} onRefreshed={b.refreshed} onError={b.fail} />
      <KeyTerms workflowId={doc.workflowId} form={form} languages={[...new Set([form.languageCode, ...doc.transcriptLanguages])]} issues={b.issues} update={update} />
      <PresetQuestions form={form} issues={b.issues} update={update} />
      <AiSummarySection workflowId={doc.workflowId} />
      <QuizSection workflowId={doc.workflowId} language={language} />
      <ReviewPanel workflowId={doc.workflowId} />
    </div>
  );
}
