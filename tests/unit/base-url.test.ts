import { describe, expect, it } from 'vitest';
import { adoptPlatformBaseUrl, appBaseUrl, configuredBaseUrl, isSecureSite, platformBaseUrl } from '@/lib/http/base-url';

const VERCEL = {
  VERCEL: '1',
  VERCEL_URL: 'openhow-abc123-team.vercel.app',
  VERCEL_BRANCH_URL: 'openhow-git-feature-team.vercel.app',
  VERCEL_PROJECT_PRODUCTION_URL: 'training.example.com',
};

describe('appBaseUrl', () => {
  it('is NEXTAUTH_URL without a trailing slash when set, whatever the platform says', () => {
    expect(appBaseUrl({ NEXTAUTH_URL: 'https://learn.example.org/' })).toBe('https://learn.example.org');
    expect(appBaseUrl({ ...VERCEL, VERCEL_ENV: 'preview', NEXTAUTH_URL: 'https://learn.example.org' })).toBe('https://learn.example.org');
  });

  it('is the branch URL on a Vercel preview, so a reviewer signs in on the preview itself', () => {
    expect(appBaseUrl({ ...VERCEL, VERCEL_ENV: 'preview' })).toBe('https://openhow-git-feature-team.vercel.app');
  });

  it('falls back to the deployment URL on a preview without a branch URL', () => {
    expect(appBaseUrl({ ...VERCEL, VERCEL_ENV: 'preview', VERCEL_BRANCH_URL: '' })).toBe('https://openhow-abc123-team.vercel.app');
  });

  it('is the production domain on a Vercel production deployment, else its deployment URL', () => {
    expect(appBaseUrl({ ...VERCEL, VERCEL_ENV: 'production' })).toBe('https://training.example.com');
    expect(appBaseUrl({ ...VERCEL, VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: undefined })).toBe(
      'https://openhow-abc123-team.vercel.app',
    );
  });

  it('is the deployment URL in any other Vercel environment', () => {
    expect(appBaseUrl({ ...VERCEL, VERCEL_ENV: 'development' })).toBe('https://openhow-abc123-team.vercel.app');
  });

  it('is localhost when nothing names the site (local development)', () => {
    expect(appBaseUrl({})).toBe('http://localhost:3000');
    expect(configuredBaseUrl({})).toBeNull();
    expect(platformBaseUrl({ NEXTAUTH_URL: 'https://x.example' })).toBeNull();
  });

  it('calls the site secure exactly when it is served over https', () => {
    expect(isSecureSite({})).toBe(false);
    expect(isSecureSite({ NEXTAUTH_URL: 'http://10.0.0.5:3000' })).toBe(false);
    expect(isSecureSite({ ...VERCEL, VERCEL_ENV: 'preview' })).toBe(true);
  });
});

describe('adoptPlatformBaseUrl (what next-auth reads)', () => {
  it('fills NEXTAUTH_URL from the platform when it is unset', () => {
    const env: Record<string, string | undefined> = { ...VERCEL, VERCEL_ENV: 'preview' };
    adoptPlatformBaseUrl(env);
    expect(env.NEXTAUTH_URL).toBe('https://openhow-git-feature-team.vercel.app');
  });

  it('never replaces an operator-set NEXTAUTH_URL, and sets nothing off a platform', () => {
    const set: Record<string, string | undefined> = { ...VERCEL, VERCEL_ENV: 'preview', NEXTAUTH_URL: 'https://learn.example.org' };
    adoptPlatformBaseUrl(set);
    expect(set.NEXTAUTH_URL).toBe('https://learn.example.org');
    const bare: Record<string, string | undefined> = {};
    adoptPlatformBaseUrl(bare);
    expect(bare).toEqual({});
  });
});
