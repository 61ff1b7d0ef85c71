import { POST as create, GET as list } from '@/app/api/v2/chats/route';
import { GET as read } from '@/app/api/v2/chats/[id]/route';
import { POST as send } from '@/app/api/v2/chats/[id]/messages/route';
import { POST as like } from '@/app/api/v2/chats/[id]/messages/[messageId]/like/route';
import { POST as clear } from '@/app/api/v2/chats/clear/route';
import { GET as presets } from '@/app/api/v2/chats/preset-questions/route';
import { GET as workflowChats } from '@/app/api/v2/chats/workflow/[id]/route';
import { POST as workflowClear } from '@/app/api/v2/chats/workflow/[id]/clear/route';
import { GET as workflowPresets } from '@/app/api/v2/chats/workflow/[id]/preset-questions/route';
import type { ChatChunk } from '@/lib/chat/schema';
import { apiRequest, routeParams } from '../helpers/factories';

/** The /api/v2/chats calls as the chat UI makes them, answering status and parsed body (an event stream as its events). */
export type Event = { item?: ChatChunk; success?: boolean; code?: number; message?: string };
export type Answer = { status: number; type: string; body: never; events: Event[]; pings: number };

async function answer(res: Response): Promise<Answer> {
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (!type.startsWith('text/event-stream')) return { status: res.status, type, body: JSON.parse(text) as never, events: [], pings: 0 };
  const blocks = text.split('\n\n').filter(Boolean);
  const events = blocks.filter((b) => b.startsWith('data: ')).map((b) => JSON.parse(b.slice(6)) as Event);
  return { status: res.status, type, body: undefined as never, events, pings: blocks.filter((b) => b.startsWith(':')).length };
}

const at = (path: string, cookie: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => apiRequest(path, { method, body, cookie });

export const chatApi = {
  list: (cookie: string) => list(at('/api/v2/chats', cookie), routeParams({})).then(answer),
  create: (cookie: string, body: unknown) => create(at('/api/v2/chats', cookie, body), routeParams({})).then(answer),
  read: (cookie: string, id: string) => read(at(`/api/v2/chats/${id}`, cookie), routeParams({ id })).then(answer),
  send: (cookie: string, id: string, body: unknown) => send(at(`/api/v2/chats/${id}/messages`, cookie, body), routeParams({ id })).then(answer),
  like: (cookie: string, id: string, messageId: string, value: boolean | null) =>
    like(at(`/api/v2/chats/${id}/messages/${messageId}/like`, cookie, { like: value }), routeParams({ id, messageId })).then(answer),
  clear: (cookie: string, body?: unknown) => clear(at('/api/v2/chats/clear', cookie, body ?? '', 'POST'), routeParams({})).then(answer),
  presets: (cookie: string) => presets(at('/api/v2/chats/preset-questions', cookie), routeParams({})).then(answer),
  workflowChats: (cookie: string, id: string) => workflowChats(at(`/api/v2/chats/workflow/${id}`, cookie), routeParams({ id })).then(answer),
  workflowPresets: (cookie: string, id: string) => workflowPresets(at(`/api/v2/chats/workflow/${id}/preset-questions`, cookie), routeParams({ id })).then(answer),
  workflowClear: (cookie: string, id: string) => workflowClear(at(`/api/v2/chats/workflow/${id}/clear`, cookie, '', 'POST'), routeParams({ id })).then(answer),
};

/** The parts of a streamed answer. */
export function streamed(a: Answer) {
  const items = a.events.map((e) => e.item).filter((i): i is ChatChunk => Boolean(i));
  const ids = items.find((i) => 'chatId' in i) as Extract<ChatChunk, { chatId: string }> | undefined;
  const references = (items.find((i) => 'references' in i) as Extract<ChatChunk, { references: unknown }> | undefined)?.references ?? [];
  const deltas = items.filter((i) => 'content' in i).map((i) => (i as { content: string }).content);
  const followUps = (items.find((i) => 'followUpQuestions' in i) as Extract<ChatChunk, { followUpQuestions: unknown }> | undefined)?.followUpQuestions;
  const done = items.some((i) => 'done' in i);
  const failure = a.events.find((e) => e.success === false);
  return { ids: ids!, references, deltas, content: deltas.join(''), followUps, done, failure, order: items.map((i) => Object.keys(i)[0]) };
}
