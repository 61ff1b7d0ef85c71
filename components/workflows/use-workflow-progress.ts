'use client';

import { useEffect, useState } from 'react';
import { ApiRequestError, apiRequest } from '@/components/ui/api-request';
import { isLiveProgress, type WorkflowProgressEvent } from '@/lib/workflows/progress-types';

/** Polling interval once the event stream has failed (proxies that buffer, old browsers). */
export const PROGRESS_POLL_MS = 2000;

/**
 * At most this many event streams per page, whatever the lists on it: a browser keeps six
 * connections per host, and streams hold theirs open, so more would leave every other request of
 * the page waiting. Further workflows are polled.
 */
export const MAX_PROGRESS_STREAMS = 3;

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

type Listener = (event: WorkflowProgressEvent) => void;
type Subscription = { listeners: Set<Listener>; last: WorkflowProgressEvent | null; stop: () => void; streaming: boolean };

/** One subscription per workflow for the whole page: two cards of the same workflow share it. */
const subscriptions = new Map<string, Subscription>();
const streams = () => [...subscriptions.values()].filter((s) => s.streaming).length;

function open(workflowId: string): Subscription {
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const abort = new AbortController();
  const subscription: Subscription = { listeners: new Set(), last: null, streaming: false, stop: () => undefined };

  const stop = () => {
    stopped = true;
    source?.close();
    source = null;
    subscription.streaming = false;
    if (timer) clearTimeout(timer);
    abort.abort();
  };
  const accept = (next: WorkflowProgressEvent) => {
    if (stopped) return;
    subscription.last = next;
    for (const listener of subscription.listeners) listener(next);
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

  if (typeof EventSource === 'undefined' || streams() >= MAX_PROGRESS_STREAMS) {
    void poll();
  } else {
    subscription.streaming = true;
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
      subscription.streaming = false;
      void poll();
    };
  }
  subscription.stop = stop;
  return subscription;
}

function subscribe(workflowId: string, listener: Listener): () => void {
  let subscription = subscriptions.get(workflowId);
  if (!subscription) {
    subscription = open(workflowId);
    subscriptions.set(workflowId, subscription);
  }
  subscription.listeners.add(listener);
  if (subscription.last) listener(subscription.last);
  const current = subscription;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size) return;
    current.stop();
    if (subscriptions.get(workflowId) === current) subscriptions.delete(workflowId);
  };
}

/**
 * The live processing progress of one workflow: server-sent events from /events (shared by every
 * card of that workflow on the page, at most MAX_PROGRESS_STREAMS streams per page), and polling
 * of /progress every 2 s beyond that or if the stream fails. Stops by itself once the status is no
 * longer processing or transcoding (the last event stays), and on unmount or when `enabled` turns false.
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
    return subscribe(workflowId, setEvent);
  }, [workflowId, enabled]);

  return event;
}
