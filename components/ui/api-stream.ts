import { SseParser } from '@/lib/chat-client/stream';
import { apiResponse, ApiRequestError, isAbortError, type RequestOptions } from './api-request';

export type EventStreamOptions = RequestOptions & {
  /** No byte (not even a ping) for this long reads as a time-out (default 30 s). */
  idleMs?: number;
  /** Message keys of a refused/unreached request, of a stream that stopped, and of a silent one. */
  networkKey?: string;
  cutKey: string;
  timeoutKey: string;
};

export const DEFAULT_STREAM_IDLE_MS = 30_000;

/**
 * Beside apiResponse: a server-sent event stream read with fetch and its ReadableStream (a POST
 * body, which EventSource cannot send). Calls `onData` with each complete event's data, comment
 * pings skipped. A refused request throws the ApiRequestError of its reply (a 429 included); a
 * dropped connection or an event cut off mid-way throws status 0 code 'network' with `cutKey`,
 * silence beyond `idleMs` code 'timeout' with `timeoutKey`. The caller's abort passes as the AbortError.
 */
export async function apiEventStream(url: string, options: EventStreamOptions, onData: (data: string) => void): Promise<void> {
  const { idleMs = DEFAULT_STREAM_IDLE_MS, networkKey, cutKey, timeoutKey, ...request } = options;
  const res = await apiResponse(url, { ...request, headers: { accept: 'text/event-stream', ...request.headers } }, networkKey);
  if (!res.body) throw ApiRequestError.network(cutKey);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      void reader.cancel().catch(() => {});
    }, idleMs);
  };
  try {
    arm();
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) throw ApiRequestError.network(timeoutKey, 'timeout');
      if (done) break;
      arm();
      for (const data of parser.push(decoder.decode(value, { stream: true }))) onData(data);
    }
    for (const data of parser.push(decoder.decode())) onData(data);
    if (parser.end().pending) throw ApiRequestError.network(cutKey);
  } catch (error) {
    void reader.cancel().catch(() => {});
    if (isAbortError(error) || error instanceof ApiRequestError) throw error;
    if (timedOut) throw ApiRequestError.network(timeoutKey, 'timeout');
    // A connection dropped mid-answer, or the callback's own protocol failure.
    throw ApiRequestError.network(cutKey);
  } finally {
    clearTimeout(timer);
  }
}
