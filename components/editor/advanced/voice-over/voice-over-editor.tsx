'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ConflictDialog } from '@/components/editor/conflict-dialog';
import { apiRequest, ApiRequestError } from '@/components/ui/api-request';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workflows/create/use-message';
import { STALE_REVISION_KEY } from '@/lib/editor/schema';
import { useTranslations } from '@/lib/i18n/client';
import { blocksProblem, blockStatus, completeBlock, moveBlock, newBlock, pendBlock } from '@/lib/tts/blocks';
import type { AudioSourceDto, MixMode, TtsBlock, VoiceOverDto } from '@/lib/tts/schema';
import { BlockPanel } from './block-panel';
import { StepTrack } from './step-track';
import { useSpeechPlayback } from './use-speech-playback';
import styles from './voice-over.module.css';

const POLL_MS = 1000;
type Blocks = Record<string, TtsBlock[]>;
const errorKey = (e: unknown) => (e instanceof ApiRequestError ? (e.issues[0]?.message ?? e.messageKey) : 'errors.internal');

/** The voice-over page: blocks per step, generation polled by id, playback, saving (spec 02 §3–§5, §7). */
export function VoiceOverEditor({ initial }: { initial: VoiceOverDto }) {
  const t = useTranslations('advancedEditor.voiceOver');
  const message = useMessage();
  const base = `/api/v1/workflows/${initial.workflowId}`;
  const [blocks, setBlocks] = useState<Blocks>(() => Object.fromEntries(initial.steps.map((s) => [s.id, s.blocks])));
  const [sources, setSources] = useState<Record<string, AudioSourceDto>>(() => Object.fromEntries(initial.sources.map((s) => [s.id, s])));
  const [mode, setMode] = useState<MixMode>(initial.mode);
  const [selected, setSelected] = useState<{ stepId: string; key: string } | null>(null);
  const [state, setState] = useState<'saved' | 'unsaved' | 'saving'>('saved');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  // The revision the next save is based on (a ref: saves also run from the poll's callback).
  const revision = useRef(initial.revision);
  const playback = useSpeechPlayback();
  const durations = useMemo(() => Object.fromEntries(initial.steps.map((s) => [s.id, s.duration])), [initial.steps]);

  // Saves run one after another, each on the revision the one before answered (a poll's save may come during a click's).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const save = useCallback(
    (next: Blocks, nextMode: MixMode) => {
      const problem = Object.entries(next).map(([id, list]) => blocksProblem(list, durations[id] ?? 0)).find(Boolean);
      if (problem) return Promise.resolve(setError(problem));
      setState('saving');
      const run = async () => {
        try {
          const { item } = await apiRequest<{ item: VoiceOverDto }>(`${base}/voice-over`, { method: 'PUT', body: { revision: revision.current, mode: nextMode, steps: next } }, 'errors.network');
          revision.current = item.revision;
          setState('saved');
          setError(null);
        } catch (e) {
          setState('unsaved');
          if (e instanceof ApiRequestError && e.status === 409 && e.messageKey === STALE_REVISION_KEY) setConflict(true);
          else setError(errorKey(e));
        }
      };
      queue.current = queue.current.then(run);
      return queue.current;
    },
    [base, durations],
  );

  /** After a conflict: drops the local blocks and takes what the server has now. */
  const reload = async () => {
    try {
      const { item } = await apiRequest<{ item: VoiceOverDto }>(`${base}/voice-over`, {}, 'errors.network');
      revision.current = item.revision;
      setBlocks(Object.fromEntries(item.steps.map((s) => [s.id, s.blocks])));
      setSources((all) => ({ ...all, ...Object.fromEntries(item.sources.map((s) => [s.id, s])) }));
      setMode(item.mode);
      setSelected(null);
      setState('saved');
      setError(null);
      setConflict(false);
    } catch (e) {
      setError(errorKey(e));
    }
  };

  const localCopy = {
    text: initial.steps
      .map((step, index) => [`${index + 1}. ${step.title}`, ...(blocks[step.id] ?? []).map((b) => `${b.startTime}–${b.endTime}\t${b.text}`)].join('\n'))
      .join('\n\n'),
    fileName: `voice-over-${initial.workflowId}.txt`,
  };

  const update = (stepId: string, change: (list: TtsBlock[]) => TtsBlock[]) => {
    setBlocks((all) => ({ ...all, [stepId]: change(all[stepId] ?? []) }));
    setState('unsaved');
  };

  // Poll the generations in flight by id; completed ones update their blocks and are saved.
  const inFlight = Object.values(sources).filter((s) => s.status === 'pending' || s.status === 'processing').map((s) => s.id);
  const inFlightKey = inFlight.join(',');
  useEffect(() => {
    if (!inFlightKey) return;
    const timer = setTimeout(async () => {
      try {
        const { items } = await apiRequest<{ items: AudioSourceDto[] }>('/api/v1/text-2-speech', { query: { text2SpeechIds: inFlightKey } }, 'errors.network');
        setSources((all) => ({ ...all, ...Object.fromEntries(items.map((s) => [s.id, s])) }));
        const done = new Map(items.filter((s) => s.status === 'completed').map((s) => [s.id, s]));
        if (!done.size) return;
        setBlocks((all) => {
          const next = Object.fromEntries(Object.entries(all).map(([id, list]) => [id, list.map((b) => (b.text2SpeechId && done.has(b.text2SpeechId) ? completeBlock(b, done.get(b.text2SpeechId)!) : b))]));
          void save(next, mode);
          return next;
        });
      } catch (e) {
        setError(errorKey(e));
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [inFlightKey, sources, save, mode]);

  const current = selected ? blocks[selected.stepId]?.find((b) => b.key === selected.key) : undefined;
  const sourceOf = (b: TtsBlock) => (b.text2SpeechId ? sources[b.text2SpeechId] : undefined);

  const generate = async (stepId: string, block: TtsBlock) => {
    setBusy(true);
    setError(null);
    try {
      const { items } = await apiRequest<{ items: Array<{ key: string; text2SpeechId: string }> }>(
        `${base}/text-2-speech`,
        { method: 'POST', body: { text2Speechs: [{ key: block.key, stepId, text: block.text, voice: block.voice, speed: block.speed, startTime: block.startTime, endTime: block.endTime }] } },
        'errors.network',
      );
      const id = items[0]!.text2SpeechId;
      const speed = block.speed === 'auto' ? null : block.speed;
      setSources((all) => ({ ...all, [id]: { id, stepId, voice: block.voice, rate: speed, text: block.text.trim(), language: '', targetDuration: null, duration: null, status: 'pending', failure: null, speechURL: null, createdAt: new Date().toISOString() } }));
      const next = { ...blocks, [stepId]: (blocks[stepId] ?? []).map((b) => (b.key === block.key ? pendBlock(b, id) : b)) };
      setBlocks(next);
      await save(next, mode);
    } catch (e) {
      setError(errorKey(e));
    } finally {
      setBusy(false);
    }
  };

  const retry = async (source: AudioSourceDto) => {
    try {
      const { item } = await apiRequest<{ item: AudioSourceDto }>(`/api/v1/text-2-speech/${source.id}/retry`, { method: 'POST' }, 'errors.network');
      setSources((all) => ({ ...all, [item.id]: item }));
    } catch (e) {
      setError(errorKey(e));
    }
  };

  return (
    <div className={styles.editor}>
      <p className={styles.muted}>{t('intro')}</p>
      <div className={styles.row}>
        <label>
          {t('mode')}{' '}
          <select value={mode} onChange={(e) => (setMode(e.target.value as MixMode), setState('unsaved'))}>
            <option value="duck">{t('modeDuck')}</option>
            <option value="replace">{t('modeReplace')}</option>
          </select>
        </label>
        <Button type="button" onClick={() => save(blocks, mode)} busy={state === 'saving'} disabled={state === 'saved'}>
          {t('save')}
        </Button>
        <span role="status">{state === 'unsaved' ? t('unsaved') : state === 'saved' ? t('saved') : ''}</span>
      </div>
      {error ? <Alert>{message(error)}</Alert> : null}
      {initial.steps.map((step, index) => (
        <StepTrack
          key={step.id}
          index={index}
          step={step}
          blocks={blocks[step.id] ?? []}
          selectedKey={selected?.stepId === step.id ? selected.key : null}
          onSelect={(key) => setSelected({ stepId: step.id, key })}
          onAdd={(at) => {
            const made = newBlock(at, blocks[step.id] ?? [], step.duration, initial.defaultVoice, crypto.randomUUID().slice(0, 8));
            if (!made) return false;
            update(step.id, (list) => [...list, made]);
            setSelected({ stepId: step.id, key: made.key });
            return true;
          }}
          onSpeedAll={(speed) => update(step.id, (list) => list.map((b) => ({ ...b, speed })))}
        />
      ))}
      {current && selected ? (
        <BlockPanel
          block={current}
          status={blockStatus(current, sourceOf(current), playback.playbackOf(current.key))}
          source={sourceOf(current)}
          voices={initial.voices}
          busy={busy}
          onChange={({ startTime, endTime, ...patch }) =>
            update(selected.stepId, (list) =>
              list.map((b) => (b.key !== current.key ? b : startTime !== undefined || endTime !== undefined ? moveBlock({ ...b, ...patch }, startTime ?? b.startTime, endTime ?? b.endTime) : { ...b, ...patch })),
            )
          }
          onGenerate={() => generate(selected.stepId, current)}
          onRetry={() => sourceOf(current) && retry(sourceOf(current)!)}
          onPlay={() => sourceOf(current)?.speechURL && playback.toggle(current.key, sourceOf(current)!.speechURL!)}
          onDelete={() => {
            update(selected.stepId, (list) => list.filter((b) => b.key !== current.key));
            setSelected(null);
          }}
        />
      ) : (
        <p className={styles.muted}>{t('selectHint')}</p>
      )}
      <ConflictDialog open={conflict} onOpenChange={setConflict} localCopy={localCopy} onReload={() => void reload()} />
    </div>
  );
}
