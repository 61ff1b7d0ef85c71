import 'server-only';
import { AiProviderError } from '@/lib/ai/provider';
import { AppError } from '@/lib/http/errors';
import { logError } from '@/lib/http/log';
import type { ChatChunk } from './schema';

/** Spec 02 §8: the chat service's failure code; the UI shows the message it carries. */
export const CHAT_FAILURE_CODE = 50;
export const PING_MS = 15_000;

const encoder = new TextEncoder();
const data = (value: unknown) => encoder.encode(`data: ${JSON.stringify(value)}\n\n`);

/** The message key a failed answer carries: the AppError's own, the provider's, or the unexpected one. */
export function chatFailureKey(error: unknown): string {
  if (error instanceof AppError) return error.messageKey;
  if (error instanceof AiProviderError) return 'chat.errors.providerFailed';
  return 'chat.errors.unexpected';
}

/**
 * The answer as a server-sent event stream: `data: {"item": chunk}` per chunk, `: ping` comment
 * lines while the model is quiet, and on failure `data: {"success": false, "code": 50, "message"}`.
 * A client that goes away aborts the model call (`abort`).
 */
export function chatEventStream(chunks: AsyncIterable<ChatChunk>, abort: AbortController, pingMs = PING_MS): Response {
  let ping: ReturnType<typeof setInterval> | undefined;
  const iterator = chunks[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      // A reader that has gone away makes enqueue throw; nothing is left to tell it.
      const write = (bytes: Uint8Array) => {
        if (abort.signal.aborted) return;
        try {
          controller.enqueue(bytes);
        } catch {
          abort.abort();
        }
      };
      ping = setInterval(() => write(encoder.encode(': ping\n\n')), pingMs);
      try {
        for (;;) {
          const next = await iterator.next();
          if (next.done) break;
          write(data({ item: next.value }));
        }
      } catch (error) {
        if (!abort.signal.aborted) {
          if (!(error instanceof AppError)) logError('chat', 'answer failed', error);
          write(data({ success: false, code: CHAT_FAILURE_CODE, message: chatFailureKey(error) }));
        }
      } finally {
        clearInterval(ping);
        try {
          controller.close();
        } catch {
          // Already closed by a cancelled reader.
        }
      }
    },
    async cancel() {
      clearInterval(ping);
      abort.abort();
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}
