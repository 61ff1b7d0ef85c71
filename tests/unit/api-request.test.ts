import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { IP_BLOCKED_CODE, IP_BLOCKED_EVENT } from '@/components/access/ip-blocked';
import { ApiRequestError, apiRequest, apiResponse, asApiError, isAbortError } from '@/components/ui/api-request';
import { AppError } from '@/lib/http/errors';
import { errorResponse } from '@/lib/http/respond';

/**
 * The browser's API helper against a stand-in server that answers with the server's own error
 * contract (lib/http/respond.ts turning AppError and ZodError into JSON), so the two stay in step.
 */
type Seen = { method: string; url: string; contentType: string; body: string; accept: string };

async function route(req: IncomingMessage, body: string): Promise<Response> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  switch (url.pathname) {
    case '/echo':
      return Response.json({ item: { method: req.method ?? '', url: req.url ?? '', contentType: req.headers['content-type'] ?? '', body, accept: req.headers.accept ?? '' } satisfies Seen });
    case '/invalid':
      return errorResponse(z.object({ name: z.string().min(2, 'rules.nameTooShort') }).safeParse({ name: 'a' }).error);
    case '/conflict':
      return errorResponse(new AppError('conflict', 'adminTeams.nameTaken', { field: 'name' }));
    case '/blocked':
      return errorResponse(new AppError('forbidden', 'access.ipNotAllowed', { code: IP_BLOCKED_CODE }));
    case '/crash':
      return new Response('<html>proxy error</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    case '/empty':
      return new Response(null, { status: 204 });
    case '/slow':
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return Response.json({ item: null });
    case '/lines':
      return new Response('{"n":1}\n{"n":2}\n', { headers: { 'content-type': 'application/x-ndjson' } });
    default:
      return errorResponse(new AppError('not_found'));
  }
}

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const answer = await route(req, Buffer.concat(chunks).toString('utf8'));
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = (promise: Promise<unknown>) => promise.then(() => null, asApiError);

describe('apiRequest: one way to call the API from the browser', () => {
  it('sends a JSON body with its content type, adds the query (leaving out empty values) and returns the JSON answer', async () => {
    const { item } = await apiRequest<{ item: Seen }>(`${base}/echo?keep=1`, { method: 'PATCH', body: { name: 'Crew' }, query: { page: 2, q: 'a b', actorId: null, from: undefined, all: true } });
    expect(item).toEqual({ method: 'PATCH', url: '/echo?keep=1&page=2&q=a+b&all=true', contentType: 'application/json', body: '{"name":"Crew"}', accept: '*/*' });
  });

  it('sends FormData as multipart and keeps the caller’s headers', async () => {
    const form = new FormData();
    form.set('file', new Blob(['a,b\n']), 'users.csv');
    const { item } = await apiRequest<{ item: Seen }>(`${base}/echo`, { method: 'POST', body: form, headers: { accept: 'application/x-ndjson' } });
    expect(item.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(item.body).toContain('filename="users.csv"');
    expect(item.accept).toBe('application/x-ndjson');
  });

  it('turns a 422 into an ApiRequestError with the server’s code, message key and per-field rule keys', async () => {
    const error = await failure(apiRequest(`${base}/invalid`, { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, code: 'invalid_input', messageKey: 'errors.invalid_input', issues: [{ path: 'name', message: 'rules.nameTooShort' }] });
    expect(error?.fieldMessage('name')).toBe('rules.nameTooShort');
    expect(error?.isNetwork).toBe(false);
  });

  it('keeps what a 409 reports, and names the field it concerns', async () => {
    const error = await failure(apiRequest(`${base}/conflict`, { method: 'POST', body: { name: 'x' } }));
    expect(error).toMatchObject({ status: 409, code: 'conflict', messageKey: 'adminTeams.nameTaken', details: { field: 'name' } });
    expect(error?.fieldMessage('name')).toBe('adminTeams.nameTaken');
    expect(error?.fieldMessage('email')).toBeNull();
  });

  it('reads an error page that is not our JSON as the generic internal error', async () => {
    expect(await failure(apiRequest(`${base}/crash`))).toMatchObject({ status: 502, code: 'internal', messageKey: 'errors.internal', issues: [], details: {} });
    expect(await failure(apiRequest(`${base}/nowhere`))).toMatchObject({ status: 404, code: 'not_found', messageKey: 'errors.not_found' });
  });

  it('answers null for an empty success', async () => {
    expect(await apiRequest(`${base}/empty`, { method: 'DELETE' })).toBeNull();
  });

  it('reads an unreachable server as status 0 in the calling screen’s words, the default otherwise', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(apiRequest(`http://127.0.0.1:${port}/x`, {}, 'adminUsers.offline'));
    expect(error).toMatchObject({ status: 0, code: 'network', messageKey: 'adminUsers.offline', isNetwork: true });
    expect(await failure(apiRequest(`http://127.0.0.1:${port}/x`))).toMatchObject({ status: 0, messageKey: 'alert.unexpectedError' });
  });

  it('passes a cancelled request on as its AbortError, not as an API failure', async () => {
    const abort = new AbortController();
    const pending = apiRequest(`${base}/slow`, { signal: abort.signal });
    abort.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiRequestError);
  });

  it('tells the shell’s IP check about an IP-blocked answer', async () => {
    const page = new EventTarget();
    let told = 0;
    page.addEventListener(IP_BLOCKED_EVENT, () => (told += 1));
    vi.stubGlobal('window', page);
    try {
      const error = await failure(apiRequest(`${base}/blocked`, { method: 'PATCH' }));
      expect(error).toMatchObject({ status: 403, messageKey: 'access.ipNotAllowed', ipBlocked: true });
      expect(told).toBe(1);
      await failure(apiRequest(`${base}/conflict`));
      expect(told).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('apiResponse hands over the answer itself (a stream) and fails like apiRequest', async () => {
    const res = await apiResponse(`${base}/lines`, { method: 'POST', body: new FormData() });
    expect(await res.text()).toBe('{"n":1}\n{"n":2}\n');
    expect(await failure(apiResponse(`${base}/conflict`))).toMatchObject({ status: 409, code: 'conflict' });
  });

  it('maps an XMLHttpRequest’s answer through the same class', () => {
    const error = ApiRequestError.fromReply(413, { error: { code: 'payload_too_large', message: 'profile.avatarTooLarge' } });
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large', messageKey: 'profile.avatarTooLarge' });
    expect(ApiRequestError.fromReply(500, null)).toMatchObject({ code: 'internal', messageKey: 'errors.internal' });
    expect(asApiError(new TypeError('Failed to fetch'))).toMatchObject({ status: 0, code: 'network' });
  });
});
