'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessage } from '@/components/workspaces/use-message';
import type { AiSummaryContent, AiSummaryDto } from '@/lib/ai-summary/schema';
import { useTranslations } from '@/lib/i18n/client';
import { aiSummaryApi } from './ai-summary-api';
import { SopEditor } from './sop-editor';
import { SummaryEditor } from './summary-editor';
import { useAiSummary } from './use-ai-summary';
import builder from '@/components/builder/builder.module.css';
import styles from './ai-summary.module.css';

function Status({ summary }: { summary: AiSummaryDto | null }) {
  const t = useTranslations('aiSummary');
  const message = useMessage();
  if (!summary) return <p className={styles.muted}>{t('none')}</p>;
  if (summary.status === 'pending' || summary.status === 'processing')
    return (
      <>
        <span>{t(`status.${summary.status}`)}</span>
        <progress max={1} value={summary.progress} aria-label={t('progress')} />
      </>
    );
  if (summary.status === 'failure') return <p className={styles.error}>{t('failed', { reason: message(summary.errorKey) })}</p>;
  return (
    <>
      <span>{t('status.completed')}</span>
      <span className={styles.badge}>{summary.provider === 'openai' ? t('provider.openai') : t('provider.offline')}</span>
    </>
  );
}

/** The builder's AI summary and SOP outline: generate (a job, with progress and retry), edit, activate for learners, delete. */
export function AiSummarySection({ workflowId }: { workflowId: string }) {
  const t = useTranslations('aiSummary');
  const message = useMessage();
  const s = useAiSummary(workflowId);
  const { summary } = s;
  // The author's local edits, tied to the revision they started from: any newer answer from the server replaces them.
  const [edits, setEdits] = useState<{ revision: number; content: AiSummaryContent } | null>(null);
  const [confirm, setConfirm] = useState(false);

  if (!s.loaded && !s.errorKey) return null;
  const completed = summary?.status === 'completed';
  const dirty = completed && edits?.revision === summary.revision;
  const draft = completed ? (dirty ? edits!.content : summary.content) : null;
  const setDraft = (content: AiSummaryContent) => summary && setEdits({ revision: summary.revision, content });
  const generate = () => s.act(() => aiSummaryApi.start(workflowId));
  return (
    <section className={builder.section} aria-labelledby="builder-ai-summary">
      <h2 id="builder-ai-summary" className={builder.sectionTitle}>
        {t('section')}
      </h2>
      <p className={styles.muted}>{t('hint')}</p>
      {s.off ? (
        <p className={styles.muted}>{message('ai.featureOff')}</p>
      ) : (
        <>
          <div className={styles.status} role="status" aria-live="polite">
            <Status summary={summary} />
          </div>
          {s.errorKey && (
            <p className={styles.error} role="alert">
              {message(s.errorKey)}
            </p>
          )}
          <div className={styles.actions}>
            {!s.isRunning && (
              <Button type="button" variant={summary ? 'secondary' : 'primary'} busy={s.busy} onClick={generate}>
                {!summary ? t('generate') : summary.status === 'failure' ? t('retry') : t('regenerate')}
              </Button>
            )}
            {completed && (
              <label className={styles.check}>
                <input type="checkbox" checked={summary.activate} disabled={s.busy || dirty} onChange={(e) => s.act(() => aiSummaryApi.update(summary.id, { revision: summary.revision, activate: e.target.checked }))} />
                {t('activate')}
              </label>
            )}
            {summary && !s.isRunning && (
              <Button type="button" variant="danger" onClick={() => setConfirm(true)}>
                {t('delete')}
              </Button>
            )}
          </div>
          {completed && draft && (
            <form
              className={builder.section}
              aria-label={t('editor')}
              onSubmit={(e) => {
                e.preventDefault();
                void s.act(() => aiSummaryApi.update(summary.id, { revision: summary.revision, content: draft }));
              }}
            >
              <SummaryEditor content={draft} onChange={setDraft} />
              <SopEditor content={draft} onChange={setDraft} />
              <div className={styles.actions}>
                <Button type="submit" busy={s.busy} disabled={!dirty}>
                  {t('save')}
                </Button>
                {dirty && <span>{t('unsaved')}</span>}
              </div>
            </form>
          )}
          <ConfirmDialog
            open={confirm}
            onOpenChange={setConfirm}
            title={t('deleteTitle')}
            confirmLabel={t('delete')}
            cancelLabel={t('cancel')}
            busy={s.busy}
            onConfirm={() => summary && void s.act(() => aiSummaryApi.remove(summary.id).then(() => null)).then(() => setConfirm(false))}
          >
            {t('deleteText')}
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
