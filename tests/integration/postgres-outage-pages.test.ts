import { randomUUID } from 'node:crypto';
import { inspect } from 'node:util';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as profile } from '@/app/api/v1/profile/me/route';
import { middleware } from '@/middleware';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authSessions } from '@/db/schema';
import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/http/unavailable';
import { getPublicWorkflowPage } from '@/lib/player/public-cache';
import { apiRequest, createOrg, createUser, routeParams, sessionCookie } from '../helpers/factories';
import { proxyTheDatabase, type ProxiedDatabase } from '../helpers/proxied-database';

// PostgreSQL only (vitest.config.mts includes this file when TEST_DATABASE_URL is set): a page
// request while the database is away answers 503 with Retry-After and one translated sentence,
// not the 500 its render would end in; what fails carries no query parameter (a session id) into
// the error Next prints or the log. tests/e2e/cluster.spec.ts checks it under load, through the
// production server, which also answers a render that failed mid-way 503
// (scripts/unavailable-status.mjs, tests/unit/unavailable-status.test.ts).
let database: ProxiedDatabase;
let cookie: string;
let sessionId: string;
const printed: string[] = [];

const navigate = (path: string, headers: Record<string, string> = {}) =>
  middleware(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { cookie, ...headers } }));

beforeAll(async () => {
  const org = await createOrg();
  ({ cookie, sessionId } = await sessionCookie(await createUser(org.id, 'viewer')));
  database = await proxyTheDatabase({ DATABASE_CONNECT_TIMEOUT_SECONDS: '1', JOBS_IN_PROCESS: 'false' });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await database.proxy.up();
});

afterAll(async () => {
  await database.restore();
});

function captureServerOutput() {
  printed.length = 0;
  for (const method of ['error', 'warn', 'log'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 10, showHidden: true }))).join(' '));
    });
  }
}

describe('pages while PostgreSQL is away', () => {
  it('signed-in pages answer 503 with Retry-After in the visitor’s language, and the page again once it is back', async () => {
    expect((await navigate('/home/overview')).status).toBe(200);

    await database.proxy.down();
    const english = await navigate('/home/overview');
    expect([english.status, english.headers.get('Retry-After'), english.headers.get('Cache-Control')]).toEqual([503, '5', 'no-store']);
    const html = await english.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('The service is temporarily unavailable. Please try again in a few seconds.');
    const german = await navigate('/home/overview', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(await german.text()).toContain('Der Dienst ist vorübergehend nicht verfügbar.');

    await database.proxy.up();
    await expect.poll(async () => (await navigate('/home/overview')).status, { timeout: 5_000, interval: 200 }).toBe(200);
  });

  it('a public page’s render fails with the unavailable digest, and the next public page is answered 503 at once', async () => {
    const workflowId = randomUUID();
    await database.proxy.down();
    // The public page's loader is the first to query: its error is what Next's render ends in.
    const error = await getPublicWorkflowPage(workflowId, 'en').then(() => null, (e: unknown) => e);
    expect(error).toMatchObject({ name: 'DatabaseError', digest: DATABASE_UNAVAILABLE_DIGEST });
    expect(inspect(error, { depth: 10, showHidden: true })).not.toContain(workflowId);
    // The middleware reads no session for a public page, but this process just saw the database away.
    const page = await middleware(new NextRequest(new URL(`/p/${workflowId}`, 'http://localhost:3000')));
    expect([page.status, page.headers.get('Retry-After')]).toEqual([503, '5']);
    expect(await page.text()).toContain('The service is temporarily unavailable.');

    await database.proxy.up();
    await expect.poll(async () => (await getPublicWorkflowPage(workflowId, 'en').then(() => 'answered', () => 'failed')), { timeout: 5_000, interval: 200 }).toBe('answered');
    expect((await middleware(new NextRequest(new URL(`/p/${workflowId}`, 'http://localhost:3000')))).status).toBe(200);
  });

  it('nothing the server prints or answers holds the session id the failed query was given', async () => {
    await database.proxy.down();
    captureServerOutput();
    const page = await navigate('/home/overview');
    const api = await profile(apiRequest('/api/v1/profile/me', { cookie }), routeParams({}));
    expect([page.status, api.status]).toEqual([503, 503]);
    expect(await api.json()).toEqual({ error: { code: 'unavailable', message: 'errors.unavailable' } });
    // A page loader's read of the session by its id, its error printed whole as Next prints a render error.
    const read = (await getDb()).select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.id, sessionId));
    console.error(await read.then(() => null, (e: unknown) => e));
    expect(printed.length).toBeGreaterThan(0);
    expect(printed.join('\n')).not.toContain(sessionId);
  });
});
