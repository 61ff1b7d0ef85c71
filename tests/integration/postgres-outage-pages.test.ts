import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { middleware } from '@/middleware';
import { createOrg, createUser, sessionCookie } from '../helpers/factories';
import { proxyTheDatabase, type ProxiedDatabase } from '../helpers/proxied-database';

// PostgreSQL only (vitest.config.mts includes this file when TEST_DATABASE_URL is set): a signed-in
// page request while the database is away answers 503 with Retry-After and one translated
// sentence, not the 500 its render would end in. tests/e2e/cluster.spec.ts checks it under load.
let database: ProxiedDatabase;
let cookie: string;

const navigate = (path: string, headers: Record<string, string> = {}) =>
  middleware(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { cookie, ...headers } }));

beforeAll(async () => {
  const org = await createOrg();
  cookie = (await sessionCookie(await createUser(org.id, 'viewer'))).cookie;
  database = await proxyTheDatabase({ DATABASE_CONNECT_TIMEOUT_SECONDS: '1', JOBS_IN_PROCESS: 'false' });
});

afterAll(async () => {
  await database.restore();
});

describe('signed-in pages while PostgreSQL is away', () => {
  it('answer 503 with Retry-After in the visitor’s language, and the page again once it is back', async () => {
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
});
