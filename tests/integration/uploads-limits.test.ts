import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/uploads/limits/route';
import { apiRequest, createOrg, createUser, routeParams, sessionCookie } from '@/tests/helpers/factories';

let publisher: string;
let viewer: string;

const limits = async (cookie?: string) => {
  const res = await GET(apiRequest('/api/v1/uploads/limits', { cookie }), routeParams({}));
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  const org = await createOrg();
  publisher = (await sessionCookie(await createUser(org.id, 'publisher'))).cookie;
  viewer = (await sessionCookie(await createUser(org.id, 'viewer'))).cookie;
}, 30_000);

afterEach(() => {
  delete process.env.MAX_UPLOAD_BYTES;
  delete process.env.MAX_VIDEO_SECONDS;
});

describe('GET /api/v1/uploads/limits', () => {
  it("tells an editor this server's limits and accepted extensions", async () => {
    const { status, body } = await limits(publisher);
    expect(status).toBe(200);
    expect(body.item).toEqual({ maxBytes: 5 * 1024 ** 3, maxVideoSeconds: 4 * 3600, extensions: ['.mp4', '.m4v', '.mov', '.webm', '.mkv', '.avi'] });
  });

  it('follows the configured limits', async () => {
    process.env.MAX_UPLOAD_BYTES = String(100 * 1024 * 1024);
    process.env.MAX_VIDEO_SECONDS = '600';
    const { body } = await limits(publisher);
    expect(body.item).toMatchObject({ maxBytes: 100 * 1024 * 1024, maxVideoSeconds: 600 });
  });

  it('refuses viewers (403) and anonymous callers (401)', async () => {
    expect(await limits(viewer)).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(await limits()).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
  });
});
