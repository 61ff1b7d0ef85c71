'use client';
import { useMemo, useRef, useState } from 'react';
import { ConflictDialog, RecoveredDraftBanner } from '@/components/editor/conflict-dialog';
import { useEditorDraft } from '@/components/editor/use-editor-draft';
import { Alert } from '@/components/ui/alert';
import { apiRequest, ApiRequestError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import type { TranscriptionEditorData } from '@/lib/editor/transcription/editor-data';
import { toVtt } from '@/lib/editor/transcription/formats';
import { transcriptIssues } from '@/lib/editor/transcription/rules';
import type { TranscriptionDto } from '@/lib/editor/transcription/schema';
import { useTranslations } from '@/lib/i18n/client';
import { isRtlLanguage } from '@/lib/workflows/languages';
import type { TranscriptSentence } from '@/lib/transcription/types';
import type { EditorVideoHandle } from './editor-video';
import { ImportDialog } from './import-dialog';
import { SentenceList } from './sentence-list';
import { VersionsDialog } from './versions-dialog';
import { useSentenceActions } from './use-sentence-actions';
import styles from './transcription-editor.module.css';

type Props = {
  transcription: TranscriptionDto;
  data: TranscriptionEditorData;
  video: React.RefObject<EditorVideoHandle | null>;
  languageName: string;
  /** The server's document changed (import, restore, reload): the panel is opened again on it. */
  onReplaced: (item: TranscriptionDto) => void;
  /** A save or switch answered the new document (the panel keeps its own text). */
  onSaved: (item: TranscriptionDto) => void;
};

type ItemReply = { item: TranscriptionDto };
const NETWORK = 'transcriptionEditor.errors.network';

/** One language's transcript: the sentences with their draft, save (409 → conflict dialog), import, versions, downloads, switch. */
export function LanguagePanel({ transcription, data, video, languageName, onReplaced, onSaved }: Props) {
  const t = useTranslations('transcriptionEditor');
  const tAll = useTranslations();
  const draft = useEditorDraft<TranscriptSentence[]>({ key: `transcription:${transcription.id}`, server: transcription.sentences, revision: transcription.revision });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [dialog, setDialog] = useState<'import' | 'versions' | null>(null);
  const [disabled, setDisabled] = useState(transcription.disabled);
  const list = useRef<{ scrollTo: (index: number) => void } | null>(null);
  const duration = data.workflow.duration;
  const issues = useMemo(() => transcriptIssues(draft.value, duration), [draft.value, duration]);
  const issueMap = useMemo(() => new Map(issues.map((i) => [i.index, i.issue])), [issues]);
  const actions = useSentenceActions(draft.setValue, draft.value, duration, (s) => video.current?.playAt(s));
  const rtl = isRtlLanguage(transcription.languageCode);

  const explain = (e: unknown) => {
    if (!(e instanceof ApiRequestError)) return t('errors.network');
    const issue = e.issues[0];
    const index = typeof e.details.index === 'number' ? e.details.index : issue ? Number(issue.path.split('.')[1]) : NaN;
    const message = tAll(issue?.message ?? e.messageKey, { gap: 0.1 });
    return Number.isFinite(index) ? t('errors.atSentence', { n: index + 1, message }) : message;
  };

  const save = async () => {
    const sent = draft.value;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const { item } = await apiRequest<ItemReply>(`/api/v1/transcriptions/${transcription.id}`, { method: 'PATCH', body: { revision: draft.revision, sentences: sent } }, NETWORK);
      draft.saved(item.sentences, item.revision, sent);
      onSaved(item);
      setNotice(t('saved'));
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 409) setConflict(true);
      else setError(explain(e));
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    const { item } = await apiRequest<ItemReply>(`/api/v1/transcriptions/${transcription.id}`, {}, NETWORK);
    draft.reset(item.sentences, item.revision);
    setConflict(false);
    onReplaced(item);
  };

  const toggle = async () => {
    setError(null);
    try {
      const { item } = await apiRequest<ItemReply>(`/api/v1/transcriptions/${transcription.id}`, { method: 'PATCH', body: { revision: draft.revision, disabled: !disabled } }, NETWORK);
      draft.saved(item.sentences, item.revision, item.sentences);
      setDisabled(item.disabled);
      onSaved(item);
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 409) setConflict(true);
      else setError(explain(e));
    }
  };

  const replaced = (item: TranscriptionDto) => {
    draft.reset(item.sentences, item.revision);
    setDialog(null);
    onReplaced(item);
  };

  return (
    <section className={styles.panel} aria-label={languageName}>
      {draft.recovered ? <RecoveredDraftBanner savedAt={draft.recovered.savedAt} onRestore={draft.restore} onDiscard={draft.discard} /> : null}
      <div className={styles.toolbar}>
        <Button type="button" onClick={save} busy={busy} disabled={!draft.dirty || busy}>
          {t('save')}
        </Button>
        <span className={styles.status} role="status">
          {draft.dirty ? t('unsaved') : (notice ?? '')}
        </span>
        <Button type="button" variant="secondary" onClick={() => setDialog('import')}>
          {t('import')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setDialog('versions')}>
          {t('versions')}
        </Button>
        <label className={styles.switch}>
          <input type="checkbox" checked={!disabled} onChange={toggle} />
          {t('offerInPlayer')}
        </label>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {issues.length ? (
        <p className={styles.issueSummary}>
          {t('issueCount', { count: issues.length })}{' '}
          <button type="button" className={styles.textButton} onClick={() => list.current?.scrollTo(issues[0].index)}>
            {t('showFirstIssue')}
          </button>
        </p>
      ) : null}
      <div className={styles.downloads}>
        {data.downloadsAllowed ? (
          <>
            <span>{t('download')}</span>
            {(['vtt', 'srt', 'txt'] as const).map((f) => (
              <a key={f} href={`/api/v1/transcriptions/${transcription.id}/download?format=${f}`} download>
                {t(`formats.${f}`)}
              </a>
            ))}
          </>
        ) : (
          <span className={styles.muted}>{t('downloadsOff')}</span>
        )}
      </div>
      {draft.value.length ? (
        <SentenceList sentences={draft.value} issues={issueMap} dir={rtl ? 'rtl' : 'ltr'} lang={transcription.languageCode} actions={actions} label={t('sentencesOf', { language: languageName })} listRef={list} />
      ) : (
        <p className={styles.muted}>{t('empty')}</p>
      )}
      <ConflictDialog
        open={conflict}
        onOpenChange={setConflict}
        localCopy={{ text: conflict ? toVtt(draft.value) : '', fileName: `transcript-${transcription.languageCode}.vtt` }}
        onReload={() => void reload().catch((e) => setError(explain(e)))}
      />
      <ImportDialog open={dialog === 'import'} onOpenChange={(o) => setDialog(o ? 'import' : null)} transcription={transcription} revision={draft.revision} onImported={replaced} />
      <VersionsDialog open={dialog === 'versions'} onOpenChange={(o) => setDialog(o ? 'versions' : null)} transcriptionId={transcription.id} onRestored={replaced} />
    </section>
  );
}
