'use client';
import { useEffect, useMemo, useState } from 'react';
import { ConflictDialog, RecoveredDraftBanner } from '@/components/editor/conflict-dialog';
import { useEditorDraft } from '@/components/editor/use-editor-draft';
import { apiRequest, ApiRequestError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workflows/create/use-message';
import { formatDuration } from '@/components/workflows/format';
import { useTranslations } from '@/lib/i18n/client';
import { STALE_REVISION_KEY } from '@/lib/editor/schema';
import {
  boundaryCandidates,
  mergeWithNext,
  moveBoundary,
  renameStep,
  segmentationProblem,
  snapTime,
  splitStep,
  stepEnd,
  titleFrom,
  type DraftSegmentation,
} from '@/lib/editor/segmentation/model';
import type { SegmentationEditorDto } from '@/lib/editor/segmentation/schema';
import { RecutStatus } from './recut-status';
import styles from './segmentation.module.css';
import { SegmentationTimeline } from './segmentation-timeline';
import { StepCard } from './step-card';

/** How often the page asks how a running re-cut is doing. */
const RECUT_POLL_MS = 1000;

const toDraft = (data: SegmentationEditorDto): DraftSegmentation => ({ steps: data.steps.map((s) => ({ start: snapTime(s.start), title: s.title })) });
const isBusy = (data: SegmentationEditorDto) => data.recut === 'scheduled' || data.recut === 'running';
const url = (id: string) => `/api/v1/workflows/${encodeURIComponent(id)}/segmentation`;

/**
 * The segmentation editor: the steps over the transcript and on a timeline; move a boundary to a
 * sentence edge, add one (split), remove one (merge), rename. Saving sends the whole segmentation
 * with the revision it is based on; a moved boundary re-cuts the steps on the server, whose
 * progress shows here live. Unsaved work lives in the browser draft (useEditorDraft).
 */
export function SegmentationEditor({ initial }: { initial: SegmentationEditorDto }) {
  const t = useTranslations('segmentationEditor');
  const message = useMessage();
  const [data, setData] = useState(initial);
  const server = useMemo(() => toDraft(data), [data]);
  const draft = useEditorDraft<DraftSegmentation>({ key: `segmentation:${data.workflowId}`, server, revision: initial.revision });
  const [selected, setSelected] = useState(0);
  const [saving, setSaving] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [justFinished, setJustFinished] = useState(false);

  const { steps } = draft.value;
  const { duration, sentences } = data;
  const candidates = useMemo(() => boundaryCandidates(sentences, duration), [sentences, duration]);
  const busy = isBusy(data);
  const problem = segmentationProblem(steps, duration);

  // While a re-cut runs, its progress comes from the server every second.
  useEffect(() => {
    if (!busy) return;
    let stopped = false;
    const timer = window.setInterval(async () => {
      try {
        const { item } = await apiRequest<{ item: SegmentationEditorDto }>(url(data.workflowId), {}, 'errors.network');
        if (stopped) return;
        setData(item);
        if (item.recut === 'idle') setJustFinished(true);
      } catch {
        // Offline for a moment: the next round asks again.
      }
    }, RECUT_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [busy, data.workflowId]);

  const update = (next: DraftSegmentation['steps']) => {
    setError(null);
    draft.setValue({ steps: next });
  };
  const describe = (time: number) => {
    const sentence = sentences.find((s) => snapTime(s.startTime) === time);
    return sentence ? t('timeWithSentence', { time: formatDuration(time) ?? '0:00', sentence: sentence.sentence.slice(0, 60) }) : (formatDuration(time) ?? '0:00');
  };
  const sentencesOf = (index: number) => {
    const from = steps[index].start;
    const to = stepEnd(steps, index, duration);
    return sentences.filter((s) => snapTime(s.startTime) >= from && snapTime(s.startTime) < to);
  };

  const save = async () => {
    const sent = draft.value;
    setSaving(true);
    setError(null);
    setJustFinished(false);
    try {
      const { item } = await apiRequest<{ item: SegmentationEditorDto }>(url(data.workflowId), { method: 'PUT', body: { revision: draft.revision, steps: sent.steps } }, 'errors.network');
      setData(item);
      draft.saved(toDraft(item), item.revision, sent);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 409 && caught.messageKey === STALE_REVISION_KEY) setConflict(true);
      else setError(caught instanceof ApiRequestError ? (caught.issues[0]?.message ?? caught.messageKey) : 'errors.internal');
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    try {
      const { item } = await apiRequest<{ item: SegmentationEditorDto }>(url(data.workflowId), {}, 'errors.network');
      setData(item);
      draft.reset(toDraft(item), item.revision);
      setConflict(false);
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.messageKey : 'errors.internal');
    }
  };

  const retry = async () => {
    setRetrying(true);
    try {
      await apiRequest(`/api/v1/workflows/${encodeURIComponent(data.workflowId)}/retry`, { method: 'POST' }, 'errors.network');
      setData((current) => ({ ...current, recut: 'scheduled', progress: 0, failure: null }));
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.messageKey : 'errors.internal');
    } finally {
      setRetrying(false);
    }
  };

  const localCopy = {
    text: steps.map((s) => `${formatDuration(s.start) ?? '0:00'}\t${s.title || t('untitled')}`).join('\n'),
    fileName: `segmentation-${data.workflowId}.txt`,
  };

  return (
    <div className={styles.editor}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('heading', { title: data.title })}</h1>
        <p className={styles.muted}>{t('summary', { count: steps.length, duration: formatDuration(duration) ?? '0:00' })}</p>
      </header>
      {draft.recovered ? <RecoveredDraftBanner savedAt={draft.recovered.savedAt} onRestore={draft.restore} onDiscard={draft.discard} /> : null}
      <RecutStatus data={data} justFinished={justFinished} retrying={retrying} onRetry={retry} />
      <SegmentationTimeline
        steps={steps}
        duration={duration}
        candidates={candidates}
        selected={selected}
        disabled={busy}
        onSelect={(index) => {
          setSelected(index);
          document.getElementById(`segment-step-${index}`)?.scrollIntoView({ block: 'nearest' });
        }}
        onMoveBoundary={(index, time) => update(moveBoundary(steps, index, time))}
      />
      <ol className={styles.steps} aria-label={t('stepsLabel')}>
        {steps.map((step, index) => (
          <StepCard
            key={`${step.start}-${index}`}
            steps={steps}
            index={index}
            end={stepEnd(steps, index, duration)}
            duration={duration}
            sentences={sentencesOf(index)}
            candidates={candidates}
            selected={index === selected}
            disabled={busy}
            describe={describe}
            onRename={(title) => update(renameStep(steps, index, title))}
            onMove={(time) => update(moveBoundary(steps, index, time))}
            onSplit={(time) => update(splitStep(steps, index, time, titleFrom(sentences, time, stepEnd(steps, index, duration)) || t('newStepTitle')))}
            onMerge={() => update(mergeWithNext(steps, index))}
          />
        ))}
      </ol>
      <footer className={styles.footer}>
        <Button type="button" onClick={save} busy={saving} disabled={!draft.dirty || !!problem || busy}>
          {t('save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => draft.reset(server, draft.revision)} disabled={!draft.dirty || saving}>
          {t('discard')}
        </Button>
        {draft.dirty && problem ? <p className={styles.problem}>{message(problem)}</p> : null}
        {error ? (
          <p className={styles.problem} role="alert">
            {message(error)}
          </p>
        ) : null}
        {draft.dirty && !problem && !error ? <p className={styles.muted}>{t('unsaved')}</p> : null}
      </footer>
      <ConflictDialog open={conflict} onOpenChange={setConflict} localCopy={localCopy} onReload={reload} />
    </div>
  );
}
