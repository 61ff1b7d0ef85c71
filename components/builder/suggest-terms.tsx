'use client';
import { useState } from 'react';
import { aiSummaryApi } from '@/components/ai-summary/ai-summary-api';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { BuilderForm } from '@/lib/builder/schema';
import { mergeKeyTermsByLanguage } from '@/lib/builder/merge-terms';
import type { KeyTermsByLanguage } from '@/lib/builder/terms';
import styles from './builder.module.css';

type Props = { workflowId: string; update: (change: (f: BuilderForm) => BuilderForm) => void; onSuggested: (added: KeyTermsByLanguage) => void };

/**
 * "Suggest key terms" (POST /workflow/keypoints): terms generated from each transcript join the
 * form after the author's own, marked as suggested; the author removes the unwanted ones and saves.
 */
export function SuggestTerms({ workflowId, update, onSuggested }: Props) {
  const t = useTranslations('builder');
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const suggest = async () => {
    setBusy(true);
    setNote(null);
    try {
      const { added } = await aiSummaryApi.suggestTerms(workflowId);
      update((f) => ({ ...f, terms: mergeKeyTermsByLanguage(f.terms, added).terms as BuilderForm['terms'] }));
      onSuggested(added);
      const count = Object.values(added).reduce((n, list) => n + list.length, 0);
      setNote({ text: count ? t('termsSuggested', { count }) : t('termsNoneSuggested'), error: false });
    } catch (error) {
      setNote({ text: message(error instanceof ApiRequestError ? error.messageKey : null), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.termForm}>
      <Button type="button" variant="secondary" busy={busy} onClick={suggest}>
        {t('suggestTerms')}
      </Button>
      <p className={styles.muted} role={note?.error ? 'alert' : 'status'}>
        {note?.text}
      </p>
    </div>
  );
}
