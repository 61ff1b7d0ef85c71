'use client';
import { useId, useState } from 'react';
import dialogStyles from '@/components/ui/dialog.module.css';
import { FormModal } from '@/components/ui/dialog-form';
import ui from '@/components/ui/ui.module.css';
import type { TranscriptionDto } from '@/lib/editor/transcription/schema';
import { useTranslations } from '@/lib/i18n/client';
import { CONTENT_LANGUAGES } from '@/lib/workflows/languages';
import { usePostItem } from './use-post-item';

type Mode = 'empty' | 'copy' | 'translate';
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workflowId: string;
  existing: readonly string[];
  aiAvailable: boolean;
  label: (code: string) => string;
  onAdded: (item: TranscriptionDto) => void;
};

/** Subtitles in another content language: empty, a copy to translate by hand, or machine-translated (when an AI provider is configured). */
export function AddLanguageDialog({ open, onOpenChange, workflowId, existing, aiAvailable, label, onAdded }: Props) {
  const t = useTranslations('transcriptionEditor');
  const tAll = useTranslations();
  const id = useId();
  const choices = CONTENT_LANGUAGES.filter((c) => !existing.includes(c));
  const [language, setLanguage] = useState<string>(choices[0] ?? '');
  const [mode, setMode] = useState<Mode>('copy');
  const { busy, error, post } = usePostItem((e) => (e ? tAll(e.issues[0]?.message ?? e.messageKey) : t('errors.network')));
  const submit = () => post(`/api/v1/workflows/${workflowId}/transcription/languages`, { languageCode: language, mode }, onAdded);
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('addLanguageTitle')}
      description={t('addLanguageIntro')}
      busy={busy}
      onSubmit={() => void submit()}
      submitLabel={t('addLanguage')}
      canSubmit={!!language}
      error={error}
    >
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-lang`}>
            {t('language')}
          </label>
          <select id={`${id}-lang`} className={ui.input} value={language} onChange={(e) => setLanguage(e.target.value)}>
            {choices.map((c) => (
              <option key={c} value={c}>
                {label(c)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={ui.field}>
          <legend className={ui.label}>{t('startWith')}</legend>
          {(['copy', 'empty', 'translate'] as const).map((m) => (
            <label key={m} className={dialogStyles.body}>
              <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} disabled={m === 'translate' && !aiAvailable} onChange={() => setMode(m)} /> {t(`modes.${m}`)}
            </label>
          ))}
          {aiAvailable ? null : <p className={ui.hint}>{t('noAi')}</p>}
        </fieldset>
        {busy && mode === 'translate' ? <p role="status">{t('translating')}</p> : null}
    </FormModal>
  );
}
