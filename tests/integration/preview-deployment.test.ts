import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { middleware } from '@/middleware';
import { GET as health } from '@/app/api/health/route';
import { GET as profile } from '@/app/api/v1/profile/me/route';
import { GET as auth } from '@/app/api/auth/[...nextauth]/route';
import { PREVIEW_ROBOTS_TAG } from '@/lib/http/deployment';
import { createOrg, createUser, sessionCookie } from '../helpers/factories';
import { fromAddress } from '../helpers/client-address';

const APP = 'http://localhost:3000';
const get = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, APP), { headers: { ...fromAddress('127.0.0.1'), ...headers } });
const noParams = { params: Promise.resolve({}) };

afterEach(() => {
  delete process.env.VERCEL_ENV;
  delete process.env.OPENHOW_DEPLOYMENT;
});

describe('a preview deployment is never indexed (X-Robots-Tag on every response)', () => {
  it('marks pages, redirects and signed-in pages from the middleware', async () => {
    process.env.VERCEL_ENV = 'preview';
    expect((await middleware(get('/'))).headers.get('x-robots-tag')).toBe(PREVIEW_ROBOTS_TAG);
    const redirect = await middleware(get('/playermain/0b6f2c1e-8a4d-4c51-9e0f-3d2a1b7c9e10'));
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('x-robots-tag')).toBe(PREVIEW_ROBOTS_TAG);
    const { cookie } = await sessionCookie(await createUser((await createOrg()).id, 'viewer'));
    expect((await middleware(get('/library', { cookie }))).headers.get('x-robots-tag')).toBe(PREVIEW_ROBOTS_TAG);
  });

  it('marks API answers: the route wrapper (errors included), health and next-auth', async () => {
    process.env.OPENHOW_DEPLOYMENT = 'preview';
    const unauthorized = await profile(get('/api/v1/profile/me'), noParams);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('x-robots-tag')).toBe(PREVIEW_ROBOTS_TAG);
    expect((await health()).headers.get('x-robots-tag')).toBe(PREVIEW_ROBOTS_TAG);
    const csrf = await auth(get('/api/auth/csrf'), { params: Promise.resolve({ nextauth: ['csrf'] }) });
    expect(csrf.headers.get('x-robots-tag')).toBe(PREVIEW_ROBOTS_TAG);
  });

  it('leaves production responses unmarked', async () => {
    process.env.VERCEL_ENV = 'production';
    expect((await middleware(get('/'))).headers.has('x-robots-tag')).toBe(false);
    expect((await profile(get('/api/v1/profile/me'), noParams)).headers.has('x-robots-tag')).toBe(false);
  });
});
