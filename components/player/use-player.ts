'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { NativeStart } from '@/lib/player/fast-start';
import { prefetchStepIndex } from '@/lib/player/hls-prefetch';
import { initialPlace, nextStepIndex, previousStepIndex } from '@/lib/player/navigation';
import { renditionFor, type Quality } from '@/lib/player/quality';
import { endOfStep, repeatAfterStepChange } from '@/lib/player/repeat';
import type { PlayerEvent, PlayerOptions, PlayerWorkflowDto } from '@/lib/player/schema';
import { SKIP_SECONDS, skipTarget } from '@/lib/player/time';
import { TIMEUPDATE_EVENT_MS } from '@/lib/player/timing';
import { hasMse, useHls } from './use-hls';
import { useHlsPrefetch } from './use-hls-prefetch';
import { useNativeStart } from './use-native-start';
import { usePlayerSettings } from './use-player-settings';
import { applyTime, applyVolume } from './video-dom';
import { useVideoState } from './use-video-state';

export type StepChangeSource = 'next' | 'previous' | 'menu' | 'search' | 'auto';
type Pending = { position: number; play: boolean };

type UsePlayerInput = {
  /** The <video> element (state of the component that renders it). */
  video: HTMLVideoElement | null;
  workflow: PlayerWorkflowDto;
  initialStepId?: string;
  options: PlayerOptions;
  locale: string;
  onEvent?: (event: PlayerEvent) => void;
  /** The public page's server-rendered start of the initial step (lib/player/fast-start.ts). */
  nativeStart?: NativeStart | null;
};

/** The player's engine: the current step and its stream, playback actions, step changes, and the events they report. */
export function usePlayer({ video, workflow, initialStepId, options, locale, onEvent, nativeStart = null }: UsePlayerInput) {
  const [start] = useState(() => initialPlace(workflow.steps, initialStepId, options));
  const [index, setIndex] = useState(start.index);
  const step = workflow.steps[index];
  const singleStep = !!options.singleStep;
  // A server-rendered start auto-plays muted (lib/player/fast-start.ts): the settings begin where the element is.
  const settings = usePlayerSettings(video, workflow, locale, singleStep, !!nativeStart?.autoPlay);
  const rendition = workflow.permissions.gen2 ? null : renditionFor(settings.quality, step.renditions);
  const pending = useRef<Pending | null>({ position: start.position, play: false });
  const live = useRef({ index, step, settings, video, adopted: false });
  const native = useNativeStart({ nativeStart, isStartStep: index === start.index, renditions: step.renditions, liveRef: live, pendingRef: pending });
  const { leave: leaveNativeStart, rendition: nativeRendition } = native;
  const hls = useHls(video, step.hlsUrl, rendition, native.source);
  const state = useVideoState(video, step.hlsUrl);
  const upcoming = workflow.steps[prefetchStepIndex({ index, count: workflow.steps.length, repeat: settings.repeat }) ?? -1];
  const upcomingRendition = upcoming && !workflow.permissions.gen2 ? renditionFor(settings.quality, upcoming.renditions) : null;
  useHlsPrefetch({
    // hls.js plays the next step even after a natively adopted start, so its cache is worth warming then too.
    isPlaying: state.loaded && !state.paused && !hls.failed && (hls.engine === 'hls' || (hls.adopted && hasMse())),
    url: upcoming?.hlsUrl ?? null,
    // Auto starts where the bandwidth left the current step.
    height: upcomingRendition ? Number(upcomingRendition) : hls.playingHeight,
  });
  const emitRef = useRef(onEvent);
  useEffect(() => {
    emitRef.current = onEvent;
    live.current = { index, step, settings, video, adopted: hls.adopted };
  });
  const emit = useCallback((event: PlayerEvent) => emitRef.current?.(event), []);
  // Before the new stream's metadata the element's time is not the viewer's place yet: the pending seek is.
  const position = () => pending.current?.position ?? live.current.video?.currentTime ?? 0;

  const play = useCallback(async () => {
    const v = live.current.video;
    if (!v) return;
    try {
      await v.play();
    } catch (error) {
      // Browsers refuse sound before a gesture: start muted rather than not at all.
      if ((error as Error).name !== 'NotAllowedError' || v.muted) return;
      applyVolume(v, v.volume, true);
      live.current.settings.forceMuted();
      await v.play().catch(() => {});
    }
  }, []);

  // Seek (and maybe play) once the new stream's metadata is there.
  useEffect(() => {
    if (!video) return;
    const onMeta = () => {
      const p = pending.current;
      pending.current = null;
      if (!p) return;
      if (p.position > 0 && p.position < video.duration) applyTime(video, p.position);
      if (p.play) void play();
    };
    video.addEventListener('loadedmetadata', onMeta);
    // A natively started stream may have its metadata before React listens.
    if (video.readyState > 0) onMeta();
    return () => video.removeEventListener('loadedmetadata', onMeta);
  }, [video, play]);

  /** The first video auto-plays unless the caller says otherwise (mobile, iframe, search open). */
  const armFirstPlay = useCallback((autoPlay: boolean) => {
    if (pending.current) pending.current.play = autoPlay;
    else if (autoPlay) void play();
  }, [play]);

  const goToStep = useCallback(
    (target: number, source: StepChangeSource, at = 0) => {
      const { index: from, step: fromStep, settings: s } = live.current;
      const next = workflow.steps[target];
      if (!next) return;
      if (target === from) {
        if (live.current.video) applyTime(live.current.video, at);
        void play();
        return;
      }
      const kind = source === 'next' ? 'next' : source === 'previous' ? 'previous' : source === 'auto' ? null : 'changeStepFromMenu';
      emit({ type: 'exit', stepId: fromStep.id, position: position() });
      if (kind) emit({ type: kind, fromStepId: fromStep.id, stepId: next.id });
      emit({ type: 'enter', stepId: next.id, position: at });
      pending.current = { position: at, play: true };
      leaveNativeStart();
      s.setRepeat((mode) => repeatAfterStepChange(mode, singleStep));
      setIndex(target);
    },
    [workflow.steps, emit, play, singleStep, leaveNativeStart],
  );

  const skip = useCallback(
    (delta: number) => {
      const v = live.current.video;
      if (!v) return;
      const from = v.currentTime;
      applyTime(v, skipTarget(from, delta, Number.isFinite(v.duration) ? v.duration : live.current.step.duration));
      emit({ type: delta < 0 ? 'backward' : 'forward', stepId: live.current.step.id, position: v.currentTime, from });
    },
    [emit],
  );

  const seek = useCallback(
    (to: number) => {
      const v = live.current.video;
      if (!v) return;
      const from = v.currentTime;
      applyTime(v, to);
      emit({ type: 'seek', stepId: live.current.step.id, position: to, from });
    },
    [emit],
  );

  // Tracking: play, pause, a time update every second while playing, and the end of a step.
  useEffect(() => {
    if (!video) return;
    let last = 0;
    const base = () => ({ stepId: live.current.step.id, position: video.currentTime });
    const onPlay = () => emit({ type: 'play', speed: video.playbackRate, ...base() });
    const onPause = () => {
      if (!video.ended) emit({ type: 'pause', ...base() });
    };
    const onTime = () => {
      const now = Date.now();
      if (video.paused || now - last < TIMEUPDATE_EVENT_MS) return;
      last = now;
      emit({ type: 'timeupdate', speed: video.playbackRate, ...base() });
    };
    const onEnded = () => {
      const { index: i, settings: s, step: current } = live.current;
      emit({ type: 'ended', ...base() });
      const action = endOfStep({ repeat: s.repeat, autoNext: s.autoPlay && !singleStep, index: i, count: workflow.steps.length });
      if (action.type === 'restart') {
        applyTime(video, 0);
        void play();
      } else if (action.type === 'goto') goToStep(action.index, 'auto');
      else if (action.type === 'workflowEnded') emit({ type: 'workflowEnded', stepId: current.id });
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnded);
    // Started natively before React listened: its 'play' went unheard.
    if (!video.paused) onPlay();
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnded);
    };
  }, [video, emit, play, goToStep, singleStep, workflow.steps.length]);

  // Enter on open; exit when the player goes away or the tab is closed.
  useEffect(() => {
    // A resumed start (startTimestamp) enters where it resumes, so leaving at once keeps the resume point.
    emit({ type: 'enter', stepId: live.current.step.id, position: position() });
    const exit = () => emit({ type: 'exit', stepId: live.current.step.id, position: position() });
    window.addEventListener('pagehide', exit);
    return () => {
      window.removeEventListener('pagehide', exit);
      exit();
    };
  }, [emit]);

  const nextIndex = nextStepIndex(index, workflow.steps.length);
  const previousIndex = previousStepIndex(index);
  const pause = useCallback(() => live.current.video?.pause(), []);
  const togglePlay = useCallback(() => (live.current.video?.paused ? void play() : live.current.video?.pause()), [play]);
  const back = useCallback(() => skip(-SKIP_SECONDS), [skip]);
  const forward = useCallback(() => skip(SKIP_SECONDS), [skip]);
  const next = useCallback(() => nextIndex !== null && goToStep(nextIndex, 'next'), [nextIndex, goToStep]);
  /** The viewer's quality choice; another rung than the natively started one hands the stream to hls.js. */
  const setQuality = useCallback(
    (quality: Quality) => {
      const { settings: s, step: current, adopted } = live.current;
      if (adopted && renditionFor(quality, current.renditions) !== nativeRendition) leaveNativeStart();
      s.setQuality(quality);
    },
    [nativeRendition, leaveNativeStart],
  );
  const previous = useCallback(() => previousIndex !== null && goToStep(previousIndex, 'previous'), [previousIndex, goToStep]);
  return {
    video,
    index,
    step,
    state,
    hls,
    rendition,
    settings,
    setQuality,
    nativeStart: native.rendered,
    emit,
    play,
    pause,
    togglePlay,
    back,
    forward,
    seek,
    armFirstPlay,
    hasNext: nextIndex !== null,
    hasPrevious: previousIndex !== null,
    next,
    previous,
    goToStep,
  };
}

export type PlayerEngine = ReturnType<typeof usePlayer>;
