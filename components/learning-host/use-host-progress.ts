'use client';

import { useCallback, useEffect, useRef } from 'react';
import { ApiRequestError, apiRequest } from '@/components/ui/api-request';
import { HOST_RECORD_INTERVAL_MS, hostMessage, watchedBetween } from '@/lib/learning-host/host-messages';
import type { HostProgressDto } from '@/lib/learning-host/schema';
import type { PlayerEvent } from '@/lib/player/schema';
import { postToHost } from './use-host-launch';

type Place = { stepId: string; position: number };
type Progress = HostProgressDto & { justCompleted: boolean };
// getRandomValues, not randomUUID: a frame inside an http LMS page is no secure context.
const newRecordId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

type HostRecord = { eventId: string; workflowId: string; stepId: string; time: number; watchedSeconds: number };

/**
 * The host record: played seconds and the place, sent every 3 s while playing and at once on a
 * pause, an end or a step change; each answer goes to the launcher as 'progress', and the one that
 * completed the workflow (≥ 90 % watched) also as 'completed'. Every record has its own id: one
 * that got no answer is sent again as it was, so the server counts it once even if it arrived.
 */
export function useHostProgress(workflowId: string, initial: HostProgressDto) {
  const state = useRef({ place: null as Place | null, last: null as Place | null, pending: 0, playing: false, busy: false, unsent: null as HostRecord | null });

  const flush = useCallback(
    async (keepalive = false) => {
      const s = state.current;
      if (s.busy || (!s.place && !s.unsent)) return;
      let record = s.unsent;
      if (!record && s.place) {
        record = { eventId: newRecordId(), workflowId, stepId: s.place.stepId, time: s.place.position, watchedSeconds: Math.round(s.pending * 100) / 100 };
        s.pending = 0;
      }
      if (!record) return;
      s.unsent = record;
      s.busy = true;
      try {
        const { item } = await apiRequest<{ item: Progress }>('/api/v1/learning-host/progress', { method: 'POST', body: record, keepalive });
        s.unsent = null;
        postToHost(hostMessage('progress', workflowId, item));
        if (item.justCompleted) postToHost(hostMessage('completed', workflowId, item));
      } catch (error) {
        // Kept as it is for the next record: nothing watched is lost, nothing is counted twice.
        // A refusal that will never change (the workflow is gone, the session ended) drops it.
        if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429) s.unsent = null;
      } finally {
        s.busy = false;
      }
    },
    [workflowId],
  );

  useEffect(() => {
    postToHost(hostMessage('ready', workflowId, initial));
    const every = setInterval(() => {
      if (state.current.playing) void flush();
    }, HOST_RECORD_INTERVAL_MS);
    const onHide = () => void flush(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      clearInterval(every);
      window.removeEventListener('pagehide', onHide);
    };
    // The first answer is the page's: 'ready' once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flush]);

  return useCallback(
    (event: PlayerEvent) => {
      const s = state.current;
      switch (event.type) {
        case 'timeupdate': {
          const place = { stepId: event.stepId, position: event.position };
          s.pending += watchedBetween(s.last, place);
          s.last = place;
          s.place = place;
          break;
        }
        case 'play':
          s.playing = true;
          s.last = s.place = { stepId: event.stepId, position: event.position };
          break;
        case 'enter':
        case 'seek':
        case 'forward':
        case 'backward':
          s.last = s.place = { stepId: event.stepId, position: event.position };
          break;
        case 'pause':
        case 'ended': {
          // Time updates come once a second: what was played since the last one counts too.
          const place = { stepId: event.stepId, position: event.position };
          s.pending += watchedBetween(s.last, place);
          s.playing = event.type === 'ended' ? s.playing : false;
          s.last = s.place = place;
          void flush();
          break;
        }
        case 'next':
        case 'previous':
        case 'changeStepFromMenu':
          s.last = s.place = { stepId: event.stepId, position: 0 };
          void flush();
          break;
        case 'workflowEnded':
          s.playing = false;
          void flush();
          break;
        default:
          break;
      }
    },
    [flush],
  );
}
