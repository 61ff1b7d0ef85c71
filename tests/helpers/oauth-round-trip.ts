import { expect } from 'vitest';
import { GET, POST } from '@/app/api/auth/[...nextauth]/route';
import { getRequestSession } from '@/lib/auth/session';
import { routeParams } from './factories';
import { fromAddress } from './client-address';

// The whole OAuth round trip through next-auth's own code: our route handler ⇄ a real OpenID
// provider (oidc-provider on 127.0.0.1), with state, PKCE, code exchange and ID-token checks.
export const APP = 'http://localhost:3000';
export const callbackOf = (id: string) => `${APP}/api/auth/callback/${id}`;

export class Jar {
  private cookies = new Map<string, string>();
  absorb(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  has = (name: string) => this.cookies.has(name);
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Calls next-auth's route handler as the browser on APP would. */
export async function auth(jar: Jar, method: 'GET' | 'POST', path: string, form?: Record<string, string>) {
  const url = new URL(path, APP);
  const req = new Request(url, {
    method,
    headers: {
      cookie: jar.header(),
      ...fromAddress('127.0.0.1'),
      'user-agent': 'vitest-sso',
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: APP } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const segments = url.pathname.replace('/api/auth/', '').split('/');
  return jar.absorb(await (method === 'GET' ? GET : POST)(req, routeParams({ nextauth: segments })));
}

export type Choice = { sub?: string; cancel?: boolean };

/** Follows the identity provider's redirects, clicking an account (or Cancel) on its login page. */
export async function throughProvider(start: string, choice: Choice = {}): Promise<string> {
  const jar = new Jar();
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(APP)) return url;
    const res = jar.absorb(await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } }));
    if (res.status === 200 && (choice.sub || choice.cancel)) {
      const html = await res.text();
      const next = choice.cancel
        ? await fetch(new URL((/href="([^"]+)"/.exec(html) ?? [])[1], url), { redirect: 'manual', headers: { cookie: jar.header() } })
        : await fetch(new URL((/action="([^"]+)"/.exec(html) ?? [])[1], url), {
            method: 'POST',
            redirect: 'manual',
            headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ sub: choice.sub as string }).toString(),
          });
      url = new URL(jar.absorb(next).headers.get('location') as string, url).toString();
      continue;
    }
    expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(300);
    url = new URL(res.headers.get('location') as string, url).toString();
  }
  throw new Error('too many redirects at the identity provider');
}

/** csrf → POST signin → provider → GET callback; returns the app's final redirect and its cookies. */
export async function signIn(jar: Jar, providerId: string, choice: Choice = {}) {
  const { csrfToken } = await (await auth(jar, 'GET', '/api/auth/csrf')).json();
  const started = await auth(jar, 'POST', `/api/auth/signin/${providerId}`, { csrfToken, callbackUrl: `${APP}/home/overview`, json: 'true' });
  const { url } = await started.json();
  const back = await throughProvider(url, choice);
  expect(back.startsWith(callbackOf(providerId))).toBe(true);
  const done = await auth(jar, 'GET', back.slice(APP.length));
  return { authorizeUrl: new URL(url), location: done.headers.get('location') ?? '' };
}

export const sessionOf = (jar: Jar) => getRequestSession(new Request(`${APP}/api/v1/me`, { headers: { cookie: jar.header() } }));
