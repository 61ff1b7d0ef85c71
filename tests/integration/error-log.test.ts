import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as postErrorLog } from '@/app/api/v1/core-features/error-log/route';
import { errorLog } from '@/db/schema';
import { apiRequest, createOrg, createUser, db, routeParams, sessionCookie } from '../helpers/factories';
import { fromAddress } from '../helpers/client-address';

const send = async (body: unknown, { cookie, ip = '127.0.0.1' }: { cookie?: string; ip?: string } = {}) => {
  const req = apiRequest('/api/v1/core-features/error-log', { method: 'POST', body, cookie, headers: fromAddress(ip) });
  const res = await postErrorLog(req, routeParams({}));
  return { status: res.status, body: await res.json() };
};

const row = async (id: string) => (await db()).query.errorLog.findFirst({ where: eq(errorLog.id, id) });

describe('POST /api/v1/core-features/error-log', () => {
  it('stores the report under the session organisation and user, never the ones in the body', async () => {
    const org = await createOrg();
    const other = await createOrg();
    const user = await createUser(org.id);
    const { cookie } = await sessionCookie(user);
    const res = await send(
      { serviceName: 'web', serviceModule: 'player', message: 'video failed', deviceInfo: { ua: 'Chromium' }, organization: other.id, uid: 'someone' },
      { cookie, ip: '10.0.0.1' },
    );
    expect(res.status).toBe(201);
    expect(res.body.item.id).toEqual(expect.any(String));
    expect(await row(res.body.item.id)).toMatchObject({
      organizationId: org.id,
      userId: user.id,
      serviceName: 'web',
      serviceModule: 'player',
      code: 50,
      deviceInfo: '{"ua":"Chromium"}',
      message: 'video failed',
    });
  });

  it('accepts signed-out reports without an organisation, with the code given', async () => {
    const other = await createOrg();
    const res = await send({ serviceName: 'web', serviceModule: 'login', code: 7, message: 'boom', organization: other.id }, { ip: '10.0.0.2' });
    expect(res.status).toBe(201);
    expect(await row(res.body.item.id)).toMatchObject({ organizationId: null, userId: null, code: 7, deviceInfo: null });
  });

  it('clips long texts, and refuses oversized bodies, bad JSON and missing fields', async () => {
    const long = await send({ serviceName: 'web', serviceModule: 'x', message: 'm'.repeat(9000) }, { ip: '10.0.0.3' });
    expect(long.status).toBe(201);
    expect((await row(long.body.item.id))?.message).toHaveLength(8000);
    expect((await send({ serviceName: 'web', serviceModule: 'x', message: 'm'.repeat(20_000) }, { ip: '10.0.0.3' })).status).toBe(413);
    expect((await send('{not json', { ip: '10.0.0.3' })).status).toBe(400);
    const missing = await send({ serviceModule: 'x' }, { ip: '10.0.0.3' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['message', 'serviceName']);
  });

  it('limits how often one address may report', async () => {
    const body = { serviceName: 'web', serviceModule: 'loop', message: 'again' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await send(body, { ip: '10.0.0.99' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await send(body, { ip: '10.0.0.100' })).status).toBe(201);
  });
});
