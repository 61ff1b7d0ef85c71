import 'server-only';
import { z } from 'zod';
import { AppError } from '@/lib/http/errors';
import type { AnswerRun } from './ask';
import { collectAnswer } from './ask';
import { CHAT_FAILURE_CODE, chatEventStream, chatFailureKey } from './sse';

/** Spec 02 §7: chat answers are JSON `{success, message, code}` (with the item) or an event stream. */
export const chatOk = (body: Record<string, unknown> = {}) => Response.json({ success: true, code: 0, message: 'ok', ...body });

/** A chat or message id from the path: anything but a UUID is an unknown chat. */
export function chatIdParam(value: unknown): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError('not_found');
  return parsed.data;
}

/** A body that may be empty (then `{}`); malformed JSON is a 400 like readJson's. */
export async function readOptionalJson(req: Request): Promise<unknown> {
  const raw = await req.text();
  if (!raw.trim()) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('bad_request', 'errors.bad_json');
  }
}

/** The request's abort (the asker closed the page) as the signal of the model call. */
export function askSignal(req: Request): AbortController {
  const abort = new AbortController();
  if (req.signal.aborted) abort.abort();
  else req.signal.addEventListener('abort', () => abort.abort(), { once: true });
  return abort;
}

export async function answerResponse(run: AnswerRun, streaming: boolean, abort: AbortController): Promise<Response> {
  if (streaming) return chatEventStream(run.chunks, abort);
  try {
    return chatOk({ item: await collectAnswer(run) });
  } catch (error) {
    if (error instanceof AppError) throw error;
    return Response.json({ success: false, code: CHAT_FAILURE_CODE, message: chatFailureKey(error) }, { status: 502 });
  }
}
