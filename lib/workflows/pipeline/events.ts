import type { WorkflowProgressEvent } from '../progress-types';
import { isLiveProgress } from '../progress-types';

export type ProgressStreamOptions = {
  /** Reads the current event (the row is polled: every process writes progress to the database). */
  read: () => Promise<WorkflowProgressEvent | null>;
  signal?: AbortSignal;
  pollMs?: number;
  heartbeatMs?: number;
};

const encoder = new TextEncoder();

/**
 * Server-sent events of one workflow's progress: the current state at once, then every change
 * (polled each second), a comment every 15 s so proxies keep the connection, and the end of the
 * stream once the workflow is no longer processing or transcoding (or is gone).
 */
export function progressStream({ read, signal, pollMs = 1000, heartbeatMs = 15_000 }: ProgressStreamOptions): ReadableStream<Uint8Array> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let last = '';
      let lastSent = Date.now();
      const close = () => {
        if (closed) return;
        closed = true;
        clearTimeout(timer);
        controller.close();
      };
      const tick = async () => {
        if (closed) return;
        if (signal?.aborted) return close();
        try {
          const event = await read();
          if (!event) return close();
          const json = JSON.stringify(event);
          if (json !== last) {
            last = json;
            lastSent = Date.now();
            controller.enqueue(encoder.encode(`data: ${json}\n\n`));
          } else if (Date.now() - lastSent >= heartbeatMs) {
            lastSent = Date.now();
            controller.enqueue(encoder.encode(': keep-alive\n\n'));
          }
          if (!isLiveProgress(event.status)) return close();
        } catch {
          return close();
        }
        timer = setTimeout(tick, pollMs);
      };
      signal?.addEventListener('abort', close, { once: true });
      void tick();
    },
    cancel() {
      closed = true;
      clearTimeout(timer);
    },
  });
}
