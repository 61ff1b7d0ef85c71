import { afterEach, describe, expect, it } from 'vitest';
import { deploymentAware, deploymentHeaders, HSTS, isPreviewDeployment, PREVIEW_ROBOTS_TAG, withDeploymentHeaders } from '@/lib/http/deployment';
import { publicRobots } from '@/lib/player/public-seo';

afterEach(() => {
  delete process.env.VERCEL_ENV;
  delete process.env.OPENHOW_DEPLOYMENT;
});

describe('isPreviewDeployment', () => {
  it('is true on a Vercel preview or where OPENHOW_DEPLOYMENT says preview', () => {
    expect(isPreviewDeployment({ VERCEL_ENV: 'preview' })).toBe(true);
    expect(isPreviewDeployment({ OPENHOW_DEPLOYMENT: ' Preview ' })).toBe(true);
  });

  it('is false in production, in development and when nothing is said', () => {
    expect(isPreviewDeployment({ VERCEL_ENV: 'production' })).toBe(false);
    expect(isPreviewDeployment({ VERCEL_ENV: 'development' })).toBe(false);
    expect(isPreviewDeployment({})).toBe(false);
  });

  it('lets OPENHOW_DEPLOYMENT overrule the platform', () => {
    expect(isPreviewDeployment({ VERCEL_ENV: 'preview', OPENHOW_DEPLOYMENT: 'production' })).toBe(false);
  });
});

describe('X-Robots-Tag on responses', () => {
  it('marks every response of a preview, read-only headers included', async () => {
    process.env.VERCEL_ENV = 'preview';
    expect(withDeploymentHeaders(Response.json({ ok: true })).headers.get('x-robots-tag')).toBe(PREVIEW_ROBOTS_TAG);
    const redirect = Response.redirect('https://example.com/'); // immutable headers
    const marked = withDeploymentHeaders(redirect);
    expect(marked.status).toBe(302);
    expect(marked.headers.get('location')).toBe('https://example.com/');
    expect(marked.headers.get('x-robots-tag')).toBe(PREVIEW_ROBOTS_TAG);
    const handler = deploymentAware(async (status: number) => new Response(null, { status }));
    expect((await handler(204)).headers.get('x-robots-tag')).toBe(PREVIEW_ROBOTS_TAG);
  });

  it('leaves production responses alone', async () => {
    process.env.VERCEL_ENV = 'production';
    expect(withDeploymentHeaders(Response.json({ ok: true })).headers.has('x-robots-tag')).toBe(false);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the site is served over https, and not over plain http', () => {
    expect(deploymentHeaders({ NEXTAUTH_URL: 'https://training.example.com' })).toEqual({ 'Strict-Transport-Security': HSTS });
    expect(deploymentHeaders({ VERCEL_ENV: 'preview', VERCEL_BRANCH_URL: 'openhow-git-x.vercel.app' })).toEqual({
      'Strict-Transport-Security': HSTS,
      'X-Robots-Tag': PREVIEW_ROBOTS_TAG,
    });
    expect(deploymentHeaders({ NEXTAUTH_URL: 'http://localhost:3000' })).toEqual({});
  });
});

describe('publicRobots', () => {
  it('indexes the canonical page, not its other views, and nothing on a preview', () => {
    expect(publicRobots(true, false)).toEqual({ index: true, follow: true });
    expect(publicRobots(false, false)).toEqual({ index: false, follow: true });
    expect(publicRobots(true, true)).toEqual({ index: false, follow: false });
  });
});
