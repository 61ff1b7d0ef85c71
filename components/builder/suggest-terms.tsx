'use client';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { BuilderForm } from '@/lib/builder/schema';
import type { KeyTermsJobDto } from '@/lib/builder/key-terms-dto';
import { mergeKeyTermsByLanguage } from '@/lib/builder/merge-terms';
import type { KeyTermsByLanguage } from '@/lib/builder/terms';
import { useKeyTermsJob } from './use-key-terms-job';
import styles from './builder.module.css';

type Props = { workflowId: string; update: (change: (f: BuilderForm) => BuilderForm) => void; onSuggested: (added: KeyTermsByLanguage) => void };

/**
 * "Suggest key terms" (POST /workflow/keypoints, a job): progress while it runs, the reason and
 * a retry when it fails; when it completes the added terms join the open form after the
 * author's own, marked as suggested; the author removes the unwanted ones and saves.
 */
export function SuggestTerms({ workflowId, update, onSuggested }: Props) {
  const t = useTranslations('builder');
  const message = useMessage();
  const [done, setDone] = useState<number | null>(null);
  const completed = useCallback(
    ({ added }: KeyTermsJobDto) => {
      update((f) => ({ ...f, terms: mergeKeyTermsByLanguage(f.terms, added).terms as BuilderForm['terms'] }));
      onSuggested(added);
      setDone(Object.values(added).reduce((n, list) => n + list.length, 0));
    },
    [update, onSuggested],
  );
  const { job, starting, errorKey, isRunning, start } = useKeyTermsJob(workflowId, completed);
  const failed = job?.status === 'failure' && !isRunning;
  const suggest = () => {
    setDone(null);
    void start();
  };
  return (
    <div className={styles.termForm}>
      <Button type="button" variant="secondary" busy={starting || isRunning} onClick={suggest}>
        {failed ? t('retry') : t('suggestTerms')}
      </Button>
      {isRunning && job && (
        <>
          <span>{t('termsSuggesting')}</span>
          <progress max={1} value={job.progress} aria-label={t('termsProgress')} />
        </>
      )}
      {errorKey || failed ? (
        <p className={styles.muted} role="alert">
          {t('termsFailed', { reason: message(errorKey ?? job?.errorKey ?? null) })}
        </p>
      ) : (
        <p className={styles.muted} role="status">
          {!isRunning && done !== null ? (done ? t('termsSuggested', { count: done }) : t('termsNoneSuggested')) : null}
        </p>
      )}
    </div>
  );
}
