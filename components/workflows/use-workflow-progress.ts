'use client';

import { useEffect, useState } from 'react';
import { ApiRequestError, apiRequest } from '@/components/ui/api-request';
import { isLiveProgress, type WorkflowProgressEvent } from '@/lib/workflows/progress-types';

/** Polling interval once the event stream has failed (proxies that buffer, old browsers). */
export const PROGRESS_POLL_MS = 2000;

const FINAL_HTTP = new Set([401, 403, 404]);

const base = (workflowId: string) => `/api/v1/workflows/${encodeURIComponent(workflowId)}`;

function parseEvent(raw: string): WorkflowProgressEvent | null {
  try {
    const value = JSON.parse(raw) as WorkflowProgressEvent;
    return value && typeof value.id === 'string' && typeof value.status === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The live processing progress of one workflow: server-sent events from /events, and polling of
 * /progress every 2 s if the stream fails. Stops by itself once the status is no longer
 * processing or transcoding (the last event stays), and on unmount or when `enabled` turns false.
 */
export function useWorkflowProgress(workflowId: string, { enabled }: { enabled: boolean }): WorkflowProgressEvent | null {
  const [event, setEvent] = useState<WorkflowProgressEvent | null>(null);
  const [loadedFor, setLoadedFor] = useState(workflowId);

  // A different workflow starts from nothing rather than showing the previous one's progress.
  if (loadedFor !== workflowId) {
    setLoadedFor(workflowId);
    setEvent(null);
  }

  useEffect(() => {
    if (!enabled || !workflowId) return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const abort = new AbortController();

    const stop = () => {
      stopped = true;
      source?.close();
      source = null;
      if (timer) clearTimeout(timer);
      abort.abort();
    };
    const accept = (next: WorkflowProgressEvent) => {
      if (stopped) return;
      setEvent(next);
      if (!isLiveProgress(next.status)) stop();
    };

    const poll = async () => {
      try {
        const reply = await apiRequest<{ item?: WorkflowProgressEvent } | null>(`${base(workflowId)}/progress`, { signal: abort.signal, cache: 'no-store' });
        if (reply?.item) accept(reply.item);
      } catch (error) {
        // Deleted, or no longer visible to this user: nothing more will come.
        if (error instanceof ApiRequestError && FINAL_HTTP.has(error.status)) return stop();
        // Offline for a moment, a passing failure, or stopped: the next round tries again.
      }
      if (!stopped) timer = setTimeout(poll, PROGRESS_POLL_MS);
    };

    if (typeof EventSource === 'undefined') {
      void poll();
    } else {
      source = new EventSource(`${base(workflowId)}/events`);
      source.onmessage = (message: MessageEvent<string>) => {
        const next = parseEvent(message.data);
        if (next) accept(next);
      };
      // EventSource would reconnect on its own, also after the server closed a finished stream;
      // polling instead gives one steady path that ends when the status is final.
      source.onerror = () => {
        if (stopped || !source) return;
        source.close();
        source = null;
        void poll();
      };
    }
    return stop;
  }, [workflowId, enabled]);

  return event;
}
