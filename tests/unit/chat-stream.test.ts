import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askStreaming, CHAT_KEYS } from '@/components/maven/chat-api';
import { asApiError } from '@/components/ui/api-request';
import type { ChatChunk } from '@/lib/chat-client/contract';
import { failureMessage, parseEventData, SseParser } from '@/lib/chat-client/stream';
import { AppError } from '@/lib/http/errors';
import { errorResponse } from '@/lib/http/respond';

describe('SseParser: the event stream split into events', () => {
  it('emits the data of complete events, joins multi-line data and skips comment pings', () => {
    const p = new SseParser();
    expect(p.push(': ping\n\ndata: {"item":{"content":"a"}}\n\nda')).toEqual(['{"item":{"content":"a"}}']);
    expect(p.push('ta: one\ndata: two\n')).toEqual([]);
    expect(p.push('\nevent: x\nid: 3\ndata:{"n":1}\n\n')).toEqual(['one\ntwo', '{"n":1}']);
    expect(p.end()).toEqual({ pending: false });
  });

  it('takes CRLF and CR line ends, even when a CRLF is split between two pieces', () => {
    const p = new SseParser();
    expect(p.push('data: a\r')).toEqual([]);
    expect(p.push('\n\r\ndata: b\r\r')).toEqual(['a']);
    expect(p.push('data: c\n\n')).toEqual(['b', 'c']);
  });

  it('reports an event cut off at the end of the stream and drops it', () => {
    const p = new SseParser();
    expect(p.push('data: {"item":{"content":"par')).toEqual([]);
    expect(p.end()).toEqual({ pending: true });
    const q = new SseParser();
    q.push('data: {"item":{"content":"x"}}\n');
    expect(q.end()).toEqual({ pending: true });
  });
});

describe('parseEventData: one event as a chunk, a failure or nothing', () => {
  it('reads item chunks and bare chunks', () => {
    expect(parseEventData('{"item":{"content":"Tighten"}}')).toEqual({ kind: 'chunk', chunk: { content: 'Tighten' } });
    expect(parseEventData('{"followUpQuestions":["Why?"]}')).toEqual({ kind: 'chunk', chunk: { followUpQuestions: ['Why?'] } });
    expect(parseEventData('{"item":{"done":true}}')).toEqual({ kind: 'chunk', chunk: { done: true } });
  });

  it('ignores pings, unknown shapes and broken JSON', () => {
    for (const data of ['ping', ' PING ', '', '{"type":"ping"}', '{"item":{"other":1}}', '{"item":{"content":3}}', '{not json', '[1,2]']) expect(parseEventData(data)).toBeNull();
  });

  it('reads a failure with its code and message; code 50 words are shown as they are, keys are translated', () => {
    const words = parseEventData('{"success":false,"code":50,"message":"Model quota exceeded"}');
    expect(words).toEqual({ kind: 'failure', code: 50, message: 'Model quota exceeded' });
    expect(failureMessage(words as { code: number; message: string }, 'k.fallback')).toEqual({ key: null, text: 'Model quota exceeded' });
    expect(failureMessage({ code: 50, message: 'chat.errors.providerFailed' }, 'k.fallback')).toEqual({ key: 'chat.errors.providerFailed', text: null });
    expect(failureMessage({ code: null, message: null }, 'k.fallback')).toEqual({ key: 'k.fallback', text: null });
  });
});

/** A stand-in chat server speaking the v2 stream: pieces written apart, pings between them. */
const sse = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
const event = (item: unknown) => `data: ${JSON.stringify({ item })}\n\n`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function route(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const ids = { chatId: 'c1', messageId: 'm1', questionId: 'q1', mode: 'extractive' };
  switch (url.pathname) {
    case '/api/v2/chats':
    case '/api/v2/chats/c1/messages': {
      sse(res);
      res.write(`: ping\n\n${event(ids)}`);
      res.write(event({ references: [{ n: 1 }] }).slice(0, 12));
      await pause(5);
      res.write(event({ references: [{ n: 1 }] }).slice(12));
      res.write(`${event({ content: 'Torque ' })}: ping\n\n${event({ content: `to 12 Nm [1]. ${JSON.parse(body).query}` })}`);
      res.end(`${event({ followUpQuestions: ['Which wrench?'] })}${event({ done: true })}`);
      return;
    }
    case '/api/v2/chats/cut/messages':
      sse(res);
      res.write(`${event(ids)}${event({ content: 'Torque' })}data: {"item":{"cont`);
      await pause(5);
      res.socket?.destroy();
      return;
    case '/api/v2/chats/nodone/messages':
      sse(res);
      res.end(`${event(ids)}${event({ content: 'Torque' })}`);
      return;
    case '/api/v2/chats/failing/messages':
      sse(res);
      res.end(`${event(ids)}data: {"success":false,"code":50,"message":"The model is overloaded"}\n\n`);
      return;
    case '/api/v2/chats/limited/messages': {
      const answer = errorResponse(new AppError('rate_limited', 'chat.errors.rateLimited', { retryAfter: 60 }));
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    case '/api/v2/chats/silent/messages':
      sse(res);
      res.write(event(ids));
      return; // never ends
    default:
      res.writeHead(404).end();
  }
}

let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void route(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const ask = async (chatId: string | null, idleMs?: number) => {
  const chunks: ChatChunk[] = [];
  const error = await askStreaming({ query: 'cover bolts?', type: 'regular', chatId }, (c) => chunks.push(c), { origin, idleMs }).then(() => null, asApiError);
  return { chunks, error };
};

describe('askStreaming against a stand-in that streams like the chat server', () => {
  it('delivers the chunks in order, across split pieces and pings, and resolves at done', async () => {
    const { chunks, error } = await ask(null);
    expect(error).toBeNull();
    expect(chunks).toEqual([
      { chatId: 'c1', messageId: 'm1', questionId: 'q1', mode: 'extractive' },
      { references: [{ n: 1 }] },
      { content: 'Torque ' },
      { content: 'to 12 Nm [1]. cover bolts?' },
      { followUpQuestions: ['Which wrench?'] },
    ]);
    expect((await ask('c1')).error).toBeNull();
  });

  it('a connection dropped mid-answer, or a stream ending without done, is the closable "cut" error, after the chunks that came', async () => {
    const cut = await ask('cut');
    expect(cut.chunks).toHaveLength(2);
    expect(cut.error).toMatchObject({ status: 0, code: 'network', messageKey: CHAT_KEYS.cut });
    expect((await ask('nodone')).error).toMatchObject({ status: 0, messageKey: CHAT_KEYS.cut });
  });

  it('a failure event stops the answer with the server’s words (code 50)', async () => {
    const { chunks, error } = await ask('failing');
    expect(chunks).toHaveLength(1);
    expect(error).toMatchObject({ code: 'chat', details: { text: 'The model is overloaded', code: 50 } });
  });

  it('a 429 is the server’s rate-limit error with its message key', async () => {
    expect((await ask('limited')).error).toMatchObject({ status: 429, code: 'rate_limited', messageKey: 'chat.errors.rateLimited' });
  });

  it('silence beyond the idle limit is the time-out error', async () => {
    const { chunks, error } = await ask('silent', 150);
    expect(chunks).toHaveLength(1);
    expect(error).toMatchObject({ status: 0, code: 'timeout', messageKey: CHAT_KEYS.timeout });
  });
});
