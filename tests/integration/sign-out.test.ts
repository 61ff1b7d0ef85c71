import { describe, expect, it } from 'vitest';
import { GET as csrf, POST as authPost } from '@/app/api/auth/[...nextauth]/route';
import { GET as me } from '@/app/api/v1/profile/me/route';
import { apiRequest, createOrg, createUser, routeParams, sessionCookie } from '../helpers/factories';

const APP = 'http://localhost:3000';
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((line) => line.split(';')[0]);

describe("next-auth's own POST /api/auth/signout", () => {
  it('ends the server session: the old cookie no longer reads the profile', async () => {
    const org = await createOrg();
    const { cookie } = await sessionCookie(await createUser(org.id, 'viewer'));
    const profile = () => me(apiRequest('/api/v1/profile/me', { cookie }), routeParams({}));
    expect((await profile()).status).toBe(200);

    const issued = await csrf(new Request(`${APP}/api/auth/csrf`, { headers: { cookie } }), routeParams({ nextauth: ['csrf'] }));
    const { csrfToken } = await issued.json();
    const jar = [cookie, ...cookiesOf(issued)].join('; ');
    const res = await authPost(
      new Request(`${APP}/api/auth/signout`, {
        method: 'POST',
        headers: { cookie: jar, origin: APP, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrfToken, callbackUrl: `${APP}/`, json: 'true' }).toString(),
      }),
      routeParams({ nextauth: ['signout'] }),
    );
    expect(res.status).toBeLessThan(400);
    expect((await profile()).status).toBe(401);
  });
});
