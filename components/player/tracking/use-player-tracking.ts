'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import type { PlayerEvent } from '@/lib/player/schema';
import { PlaybackAccount } from '@/lib/tracking/client-accounting';
import { SYNC_INTERVAL_MS } from '@/lib/tracking/client-queue';
import { sharedTrackingSync, type TrackingSync } from './tracking-sync';
import { useLeaveThroughLinks } from './use-leave-through-links';

export type PlayerTrackingOptions = {
  /** Off for public and preview players (spec 02 §3: the public upload function is empty). */
  enabled?: boolean;
  /** Step id → duration: events of steps with a zero or missing duration are dropped. */
  stepDurations?: Record<string, number>;
};

const newId = () => crypto.randomUUID();

function deviceInfo() {
  return {
    userAgent: navigator.userAgent.slice(0, 200),
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
    touch: navigator.maxTouchPoints > 0 ? 1 : 0,
  };
}

/**
 * The player's tracking client: `<Player onEvent={usePlayerTracking(workflow.id)} />`. Builds the
 * tracker events of spec 02 §3, queues them in IndexedDB, syncs every 15 s at most and on exit.
 */
export function usePlayerTracking(workflowId: string, { enabled = true, stepDurations }: PlayerTrackingOptions = {}) {
  const router = useRouter();
  const current = useRef<{ account: PlaybackAccount; sync: TrackingSync } | null>(null);
  const durations = useRef(stepDurations);
  useEffect(() => {
    durations.current = stepDurations;
  }, [stepDurations]);

  useEffect(() => {
    if (!enabled) return;
    const sync = sharedTrackingSync();
    const account = new PlaybackAccount({ workflowId, trackerId: newId(), newId, now: Date.now, stepDurations: durations.current, deviceInfo: deviceInfo() });
    current.current = { account, sync };
    sync.schedule();

    // Long playing without pauses still reaches the server every 15 s.
    const every = setInterval(() => {
      sync.add(account.checkpoint());
      sync.schedule();
    }, SYNC_INTERVAL_MS);
    // Mobile browsers may never fire pagehide: a hidden page writes down what it has and beacons it.
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      sync.add(account.checkpoint());
      sync.beacon();
    };
    const onPageHide = () => {
      sync.add(account.exitAtLastPlace());
      sync.beacon();
    };
    const onOnline = () => void sync.sync();
    const here = window.location.pathname;
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(every);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      // Leaving the player inside the app (Back, another page, another workflow) is an exit too. The
      // page now showing may have been rendered (or restored from the router's cache) before it was
      // stored: once it is, that page reads its data again.
      current.current = null;
      sync.add(account.exitAtLastPlace());
      void sync.flush().then((settled) => {
        if (settled > 0 && window.location.pathname !== here) router.refresh();
      });
    };
  }, [workflowId, enabled, router]);

  useLeaveThroughLinks(
    useCallback(() => {
      const tracking = current.current;
      if (!tracking) return Promise.resolve();
      tracking.sync.add(tracking.account.exitAtLastPlace());
      return tracking.sync.flush();
    }, []),
  );

  return useCallback((event: PlayerEvent) => {
    const tracking = current.current;
    if (!tracking) return;
    const events = tracking.account.handle(event);
    if (!events.length) return;
    tracking.sync.add(events);
    tracking.sync.schedule();
  }, []);
}
