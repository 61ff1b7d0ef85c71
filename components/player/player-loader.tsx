'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { fetchPlayerWorkflow, type PlayerFetchResult } from './fetch-player-workflow';
import type { PlayerEvent, PlayerMode, PlayerOptions, PlayerWorkflowDto } from '@/lib/player/schema';
import { LoadingOverlay } from './overlays';
import { Player, type PlayerSlots } from './player';
import styles from './player.module.css';
import { UnavailableScreen } from './unavailable-screen';

export type PlayerLoaderProps = {
  workflowId: string;
  /** Loaded on the server; null when that load failed for a passing reason (then the browser fetches, 3 tries). */
  initial: PlayerWorkflowDto | null;
  mode: PlayerMode;
  initialStepId?: string;
  options?: PlayerOptions;
  slots?: PlayerSlots;
  onEvent?: (event: PlayerEvent) => void;
};

/** The player with its loading states: "loading video", the unavailable screens, 403, and a retry after three failed fetches. */
export function PlayerLoader({ workflowId, initial, mode, initialStepId, options, slots, onEvent }: PlayerLoaderProps) {
  const t = useTranslations('player');
  const [fetched, setResult] = useState<PlayerFetchResult | null>(null);
  // The server's load wins while there is one: a refresh (publishing from the preview) hands the
  // playing player the new state (reactions, no preview) without remounting the video.
  const result = useMemo<PlayerFetchResult | null>(() => (initial ? { ok: true, workflow: initial } : fetched), [initial, fetched]);
  const router = useRouter();
  useEffect(() => {
    if (!initial) void fetchPlayerWorkflow(workflowId).then(setResult);
  }, [initial, workflowId]);
  useEffect(() => {
    if (result && !result.ok && result.reason === 'forbidden') router.replace('/403');
  }, [result, router]);
  const retry = () => {
    setResult(null);
    void fetchPlayerWorkflow(workflowId).then(setResult);
  };

  if (!result) {
    return (
      <div className={`${styles.root} ${styles.stage}`}>
        <LoadingOverlay />
      </div>
    );
  }
  if (result.ok) return <Player workflow={result.workflow} mode={mode} initialStepId={initialStepId} options={options} slots={slots} onEvent={onEvent} />;
  if (result.reason === 'failed') {
    return (
      <main className={styles.screen}>
        <div role="alert">
          <h1>{t('loadFailed')}</h1>
          <button type="button" className={styles.chip} onClick={retry}>
            {t('retry')}
          </button>
        </div>
      </main>
    );
  }
  if (result.reason === 'forbidden') return null;
  return <UnavailableScreen reason={result.reason} mode={mode} popup={options?.popup} />;
}
