'use client';

import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import type { PlayerMode } from '@/lib/player/schema';

const noSubscribe = () => () => {};
const SERVER_ENV = '0|0|0';
const readEnv = () => {
  const isTouch = window.matchMedia('(hover: none), (pointer: coarse)').matches;
  return [window.self !== window.top, isTouch, isTouch && window.innerWidth < 768].map((b) => (b ? '1' : '0')).join('|');
};

/** In an iframe, on a touch screen, on a phone: browser facts, read without a render mismatch. */
export function useEnvironment() {
  const [isIframe, isTouch, isMobile] = useSyncExternalStore(noSubscribe, readEnv, () => SERVER_ENV).split('|').map((v) => v === '1');
  return { isIframe, isTouch, isMobile };
}

export type ToolboxTab = 'summary' | 'steps' | 'sop' | 'comments' | 'qa';

/** Window, theater and fullscreen, divide mode with its toolbox, and what the environment is (iframe, touch). */
export function useScreenMode(mode: PlayerMode, rootRef: RefObject<HTMLElement | null>) {
  // The embedded player (and its preview and host-player forms) starts in theater mode (spec 02 §2).
  const [theater, setTheater] = useState(mode === 'embed' || mode === 'preview' || mode === 'rustici');
  const [fullscreen, setFullscreen] = useState(false);
  const [divide, setDivide] = useState(false);
  const [tab, setTab] = useState<ToolboxTab>('steps');
  const env = useEnvironment();

  useEffect(() => {
    const onChange = () => {
      const isFull = document.fullscreenElement === rootRef.current && !!rootRef.current;
      setFullscreen(isFull);
      // Divide mode lives in window and theater only: leaving both (fullscreen) turns it off.
      if (isFull) setDivide(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [rootRef]);


  const toggleFullscreen = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void root.requestFullscreen?.().catch(() => {});
  }, [rootRef]);

  return { theater, fullscreen, divide, tab, ...env, setTheater, setDivide, setTab, toggleTheater: () => setTheater((t) => !t), toggleFullscreen };
}

export type ScreenMode = ReturnType<typeof useScreenMode>;
