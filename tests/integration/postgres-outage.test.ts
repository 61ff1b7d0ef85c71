import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { POST as checkIdp } from '@/app/api/v1/sso/check-idp/route';
import { getDb, RETRY_START_AFTER_MS } from '@/db/client';
import { errorResponse } from '@/lib/http/respond';
import { apiRequest, routeParams } from '../helpers/factories';
import { proxyTheDatabase, type ProxiedDatabase } from '../helpers/proxied-database';
import type { TcpProxy } from '../helpers/tcp-proxy';

// PostgreSQL only (vitest.config.mts includes this file when TEST_DATABASE_URL is set): the app's
// database client goes through a TCP proxy that the tests take away and bring back.
let database: ProxiedDatabase;
let proxy: TcpProxy;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pastBackOff = () => sleep(RETRY_START_AFTER_MS + 100);

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

async function expectUnavailableHealth() {
  const response = await health();
  expect(response.status).toBe(503);
  expect(response.headers.get('Retry-After')).toBe('5');
}

// A query through the app's client, answered as a route would answer its failure.
async function queryResponse(statement = sql`select 1`) {
  try {
    await (await getDb()).execute(statement);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
}

beforeAll(async () => {
  database = await proxyTheDatabase({
    DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
    DATABASE_STATEMENT_TIMEOUT_MS: '500',
    // No job workers on the proxied database: they would only log the outages below.
    JOBS_IN_PROCESS: 'false',
  });
  proxy = database.proxy;
  await proxy.down();
});

afterAll(async () => {
  await database.restore();
});

describe('PostgreSQL outages', () => {
  it('starts with the database away, answers 503 with Retry-After, and recovers without a restart', async () => {
    await expectUnavailableHealth();
    // Within the back-off the failed start is answered from memory, even with the database back.
    await proxy.up();
    await expectUnavailableHealth();
    await pastBackOff();
    const response = await health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers 503 (not 500) during an outage mid-run, within the connect time-out, and recovers', async () => {
    expect((await queryResponse()).status).toBe(204);

    await proxy.down();
    const refused = await timed(() => queryResponse());
    expect(refused.value.status).toBe(503);
    expect(refused.value.headers.get('Retry-After')).toBe('5');
    expect(await refused.value.json()).toEqual({ error: { code: 'unavailable', message: 'errors.unavailable' } });
    await expectUnavailableHealth();
    // A real route (it looks the email's organisation up) through the one error mapping.
    const viaRoute = await checkIdp(apiRequest('/api/v1/sso/check-idp', { method: 'POST', body: { email: 'jo@example.com' } }), routeParams({}));
    expect([viaRoute.status, viaRoute.headers.get('Retry-After')]).toEqual([503, '5']);
    expect(await viaRoute.json()).toEqual({ error: { code: 'unavailable', message: 'errors.unavailable' } });

    // A server that does not answer at all costs one connect time-out (1 s here), not a hang.
    await proxy.hang();
    const hung = await timed(() => queryResponse());
    expect(hung.value.status).toBe(503);
    expect(hung.ms).toBeLessThan(2_500);

    await proxy.up();
    expect((await queryResponse()).status).toBe(204);
    expect((await health()).status).toBe(200);
  });

  it('answers 503 when a statement runs past the statement time-out', async () => {
    const slow = await timed(() => queryResponse(sql`select pg_sleep(3)`));
    expect(slow.value.status).toBe(503);
    expect(slow.value.headers.get('Retry-After')).toBe('5');
    expect(slow.ms).toBeLessThan(2_500);
    // The connection stays usable afterwards.
    expect((await queryResponse()).status).toBe(204);
  });
});
