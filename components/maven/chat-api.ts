import { apiRequest, ApiRequestError } from '@/components/ui/api-request';
import { apiEventStream } from '@/components/ui/api-stream';
import type { ChatChunk, ChatDetail, ChatListItem, ChatReply, ChatType } from '@/lib/chat-client/contract';
import { failureMessage, parseEventData } from '@/lib/chat-client/stream';

/**
 * The assistant's calls (spec 02 §7 chat v2, served by app/api/v2/chats): JSON through the one API
 * helper, answers as an event stream read beside it. Errors are ApiRequestError with a message key;
 * a failure event with the server's own words (code 50) carries them in `details.text`.
 */
const BASE = '/api/v2/chats';
export const CHAT_KEYS = { network: 'maven.errors.network', cut: 'maven.errors.cut', timeout: 'maven.errors.timeout', unexpected: 'maven.errors.unexpected' } as const;
const enc = encodeURIComponent;
const get = <T>(url: string) => apiRequest<ChatReply<T>>(url, {}, CHAT_KEYS.network);
const post = <T>(url: string, body: unknown = {}) => apiRequest<ChatReply<T>>(url, { method: 'POST', body }, CHAT_KEYS.network);

/** Preset questions come as strings or as {question}/{text} rows. */
const presetTexts = (items: unknown[] | undefined): string[] =>
  (items ?? [])
    .map((i) => (typeof i === 'string' ? i : typeof i === 'object' && i ? ((i as { question?: string; text?: string }).question ?? (i as { text?: string }).text ?? '') : ''))
    .filter((s) => s.trim().length > 0);

export const chatApi = {
  list: () => get<ChatListItem>(BASE).then((r) => r.items ?? []),
  get: (id: string) => get<ChatDetail>(`${BASE}/${enc(id)}`).then((r) => r.item ?? null),
  /** The viewer's chat about a workflow (the player's Q&A), or null before the first question. */
  workflowChat: (workflowId: string) => get<ChatListItem>(`${BASE}/workflow/${enc(workflowId)}`).then((r) => r.items?.[0] ?? null),
  presets: () => get<unknown>(`${BASE}/preset-questions`).then((r) => presetTexts(r.items)),
  workflowPresets: (workflowId: string) => get<unknown>(`${BASE}/workflow/${enc(workflowId)}/preset-questions`).then((r) => presetTexts(r.items)),
  clear: (chatId?: string) => post<unknown>(`${BASE}/clear`, chatId ? { chatId } : {}),
  clearWorkflow: (workflowId: string) => post<unknown>(`${BASE}/workflow/${enc(workflowId)}/clear`),
  like: (chatId: string, messageId: string, like: boolean | null) => post<unknown>(`${BASE}/${enc(chatId)}/messages/${enc(messageId)}/like`, { like }),
};

export type AskInput = { query: string; type: ChatType; chatId: string | null; workflowId?: string };

/**
 * Asks a question (spec 02 §4): a new chat without `chatId` (type workflow names its workflow),
 * else a message in it. Each chunk goes to `onChunk`; resolves at `done`. A failure event, a
 * stream that stops before `done`, a refusal (429 …) or silence throw an ApiRequestError.
 */
export type AskOptions = { signal?: AbortSignal; idleMs?: number; /** Where the API lives (tests' stand-in server); the page's own by default. */ origin?: string };

export async function askStreaming(input: AskInput, onChunk: (chunk: ChatChunk) => void, { signal, idleMs, origin = '' }: AskOptions = {}): Promise<void> {
  const url = origin + (input.chatId ? `${BASE}/${enc(input.chatId)}/messages` : BASE);
  const body = input.chatId
    ? { query: input.query, type: input.type, streaming: true, chatId: input.chatId }
    : { query: input.query, type: input.type, streaming: true, ...(input.workflowId ? { workflowId: input.workflowId } : {}) };
  let done = false;
  await apiEventStream(url, { method: 'POST', body, signal, idleMs, networkKey: CHAT_KEYS.network, cutKey: CHAT_KEYS.cut, timeoutKey: CHAT_KEYS.timeout }, (data) => {
    const event = parseEventData(data);
    if (!event || done) return;
    if (event.kind === 'failure') {
      const { key, text } = failureMessage(event, CHAT_KEYS.unexpected);
      throw new ApiRequestError(200, 'chat', key ?? CHAT_KEYS.unexpected, [], text ? { text, code: event.code } : { code: event.code });
    }
    if ('done' in event.chunk) done = true;
    else onChunk(event.chunk);
  });
  if (!done) throw ApiRequestError.network(CHAT_KEYS.cut);
}
