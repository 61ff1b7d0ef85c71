'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, apiRequest } from '@/components/ui/api-request';

const STORAGE_KEY = 'openhow:last-interaction';
const CHANNEL_NAME = 'openhow:idle';
const REPORT_EVERY_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

type Message = { type: 'activity'; at: number } | { type: 'logout' };

type Options = {
  enabled: boolean;
  timeoutMs: number;
  warnMs: number;
  /** Idle too long here or in another tab, or the server no longer knows the session. */
  onExpire: () => void;
};

/**
 * Tracks user activity across all tabs of the site and reports it to the server at most once a
 * minute (PATCH last-interaction, which also keeps the server session alive). The countdown
 * runs from the last *reported* activity, so the browser never outlives the server's own idle
 * rule (lib/auth/session.ts) and "stay signed in" always reaches a live session.
 * Returns the seconds left while inside the warning window, else null.
 */
export function useIdleTimer({ enabled, timeoutMs, warnMs, onExpire }: Options) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const lastRef = useRef(0);
  const channelRef = useRef<BroadcastChannel | null>(null);
  // While the warning is up only an explicit "stay signed in" counts, not a stray mouse move.
  const pausedRef = useRef(false);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    pausedRef.current = enabled && secondsLeft !== null;
    expireRef.current = onExpire;
  });

  const report = useCallback((force: boolean) => {
    const now = Date.now();
    if (!force && now - lastRef.current < REPORT_EVERY_MS) return;
    lastRef.current = now;
    try {
      localStorage.setItem(STORAGE_KEY, String(now));
    } catch {
      // Private mode or a full quota: the BroadcastChannel still reaches the other tabs.
    }
    channelRef.current?.postMessage({ type: 'activity', at: now } satisfies Message);
    // An IP-blocked answer reaches the IP check through the helper; a lost session ends this one.
    apiRequest('/api/v1/admin/user/last-interaction', { method: 'PATCH' }).catch((error) => {
      if (error instanceof ApiRequestError && error.status === 401) expireRef.current();
    });
  }, []);

  useEffect(() => {
    const adopt = (at: number) => {
      if (at > lastRef.current) lastRef.current = at;
    };
    adopt(Number(localStorage.getItem(STORAGE_KEY)) || 0);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    channelRef.current = channel;
    const onMessage = (event: MessageEvent<Message>) => {
      if (event.data.type === 'activity') adopt(event.data.at);
      else expireRef.current();
    };
    channel?.addEventListener('message', onMessage);
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY && event.newValue) adopt(Number(event.newValue) || 0);
    };
    const onActivity = () => {
      if (!pausedRef.current) report(false);
    };
    const onVisible = () => document.visibilityState === 'visible' && onActivity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    // Opening or reloading a page is itself activity.
    onActivity();
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      channelRef.current = null;
    };
  }, [report]);

  useEffect(() => {
    if (!enabled) return;
    const tick = () => {
      const left = lastRef.current + timeoutMs - Date.now();
      if (left <= 0) {
        channelRef.current?.postMessage({ type: 'logout' } satisfies Message);
        expireRef.current();
        return;
      }
      setSecondsLeft(left <= warnMs ? Math.ceil(left / 1000) : null);
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [enabled, timeoutMs, warnMs]);

  const stayActive = useCallback(() => {
    report(true);
    setSecondsLeft(null);
  }, [report]);

  return { secondsLeft: enabled ? secondsLeft : null, stayActive };
}
