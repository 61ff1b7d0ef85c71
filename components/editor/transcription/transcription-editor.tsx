'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { apiRequest, ApiRequestError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { TranscriptionEditorData } from '@/lib/editor/transcription/editor-data';
import type { TranscriptionDto } from '@/lib/editor/transcription/schema';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { languageLabel } from '@/lib/player/subtitles';
import { EDITOR } from '@/lib/workflows/constants';
import { AddLanguageDialog } from './add-language-dialog';
import { EditorVideo, type EditorVideoHandle } from './editor-video';
import { LanguagePanel } from './language-panel';
import styles from './transcription-editor.module.css';

const POLL_MS = 2000;
const NETWORK = 'transcriptionEditor.errors.network';

/**
 * The transcription editor (/editormain/{id}/transcription): the video, one panel per subtitle
 * language (the workflow's own first), adding a language, re-transcription with its progress.
 */
export function TranscriptionEditor({ initial }: { initial: TranscriptionEditorData }) {
  const t = useTranslations('transcriptionEditor');
  const tAll = useTranslations();
  const locale = useLocale();
  const [data, setData] = useState(initial);
  const [current, setCurrent] = useState(initial.transcriptions[0]?.languageCode ?? null);
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Bumped when the server replaced a document behind the panels (re-transcription): panels open again.
  const [generation, setGeneration] = useState(0);
  const video = useRef<EditorVideoHandle>(null);
  const label = useCallback((code: string) => languageLabel(code, locale), [locale]);
  const running = data.workflow.editorStatus === EDITOR.processingReTranscription;

  const upsert = useCallback((item: TranscriptionDto) => setData((d) => ({ ...d, transcriptions: d.transcriptions.some((x) => x.id === item.id) ? d.transcriptions.map((x) => (x.id === item.id ? item : x)) : [...d.transcriptions, item] })), []);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(async () => {
      try {
        const next = await apiRequest<TranscriptionEditorData>(`/api/v1/workflows/${data.workflow.id}/transcription`, {}, NETWORK);
        if (next.workflow.editorStatus !== EDITOR.processingReTranscription) {
          setData(next);
          setGeneration((g) => g + 1);
        }
      } catch {
        // try again on the next tick
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [running, data.workflow.id]);

  const retranscribe = async () => {
    setConfirm(false);
    setError(null);
    try {
      const { item } = await apiRequest<{ item: { editorStatus: string | null } }>(`/api/v1/workflows/${data.workflow.id}/transcription/retranscribe`, { method: 'POST' }, NETWORK);
      setData((d) => ({ ...d, workflow: { ...d.workflow, editorStatus: item.editorStatus } }));
    } catch (e) {
      setError(e instanceof ApiRequestError ? tAll(e.messageKey) : t('errors.network'));
    }
  };

  const selected = data.transcriptions.find((x) => x.languageCode === current) ?? null;
  return (
    <div className={styles.editor}>
      <div className={styles.side}>
        <EditorVideo ref={video} steps={data.steps} />
        <div className={styles.actionsColumn}>
          <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
            {t('addLanguage')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setConfirm(true)} disabled={!data.retranscribeAvailable || running} aria-describedby={data.retranscribeAvailable ? undefined : 'retranscribe-reason'}>
            {t('retranscribe')}
          </Button>
          {data.retranscribeAvailable ? null : (
            <p id="retranscribe-reason" className={styles.muted}>
              {t('noProvider')}
            </p>
          )}
          {running ? (
            <p role="status" className={styles.progress}>
              {t('retranscribing')}
            </p>
          ) : null}
          {error ? <Alert>{error}</Alert> : null}
        </div>
      </div>
      <div className={styles.main}>
        <div className={styles.languages} role="group" aria-label={t('languages')}>
          {data.transcriptions.map((x) => (
            <button key={x.id} type="button" className={styles.languageTab} aria-pressed={x.languageCode === current} onClick={() => setCurrent(x.languageCode)}>
              {label(x.languageCode)}
              {x.languageCode === data.workflow.languageCode ? ` · ${t('original')}` : ''}
              {x.disabled ? ` · ${t('off')}` : ''}
            </button>
          ))}
        </div>
        {selected ? (
          <LanguagePanel
            key={`${selected.id}:${generation}`}
            transcription={selected}
            data={data}
            video={video}
            languageName={label(selected.languageCode)}
            onReplaced={upsert}
            onSaved={upsert}
          />
        ) : (
          <p className={styles.muted}>{t('noTranscript')}</p>
        )}
      </div>
      <AddLanguageDialog
        open={adding}
        onOpenChange={setAdding}
        workflowId={data.workflow.id}
        existing={data.transcriptions.map((x) => x.languageCode)}
        aiAvailable={data.aiAvailable}
        label={label}
        onAdded={(item) => {
          upsert(item);
          setCurrent(item.languageCode);
          setAdding(false);
        }}
      />
      <ConfirmDialog open={confirm} onOpenChange={setConfirm} title={t('retranscribeTitle')} confirmLabel={t('retranscribe')} cancelLabel={t('cancel')} onConfirm={() => void retranscribe()} tone="primary">
        <p>{t('retranscribeBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
