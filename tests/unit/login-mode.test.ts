import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCAL_HOSTS,
  hostMatches,
  isIframeLogin,
  loginErrorKey,
  parseHostList,
  resolveLoginMode,
  type LoginModeInput,
} from '@/lib/auth/login-mode';
import type { SsoProviderInfo } from '@/lib/auth/sso/config';

const google: SsoProviderInfo = { id: 'google', kind: 'google', label: 'Google' };
const microsoft: SsoProviderInfo = { id: 'azure-ad', kind: 'azure-ad', label: 'Microsoft' };

const input = (over: Partial<LoginModeInput> = {}): LoginModeInput => ({
  host: 'training.acme.example.com',
  emailOnlyHosts: ['app.openhow.example.com'],
  genericSsoHosts: DEFAULT_LOCAL_HOSTS,
  org: null,
  globalProviders: [google, microsoft],
  anyOrgOidc: false,
  ...over,
});

describe('resolveLoginMode (spec §4 login method modes)', () => {
  it('uses EMAIL_ONLY on the main product host names, whatever is configured', () => {
    const result = resolveLoginMode(input({ host: 'APP.openhow.example.com:443', anyOrgOidc: true }));
    expect(result).toMatchObject({ mode: 'EMAIL_ONLY', providers: [], ssoProviderId: null });
    // SSO exists elsewhere, so an SSO-only organisation's users are still sent to their provider.
    expect(result.checkIdp).toBe(true);
  });

  it('offers "continue with" buttons for the configured global providers on local and dev hosts', () => {
    expect(resolveLoginMode(input({ host: 'localhost:3000' }))).toEqual({
      mode: 'EMAIL_GENERIC_SSO',
      providers: [google, microsoft],
      ssoProviderId: null,
      checkIdp: true,
    });
    expect(resolveLoginMode(input({ host: '127.0.0.1', globalProviders: [microsoft] })).providers).toEqual([microsoft]);
  });

  it('defaults to one SSO button plus email elsewhere; it opens the work-email step unless the org has its own provider', () => {
    expect(resolveLoginMode(input())).toEqual({ mode: 'EMAIL_AND_SSO', providers: [], ssoProviderId: null, checkIdp: true });
    const withOrg = resolveLoginMode(input({ globalProviders: [], org: { ssoLoginOnly: false, oidcProviderId: 'oidc-acme' } }));
    expect(withOrg).toMatchObject({ mode: 'EMAIL_AND_SSO', ssoProviderId: 'oidc-acme' });
    expect(resolveLoginMode(input({ globalProviders: [], anyOrgOidc: true })).mode).toBe('EMAIL_AND_SSO');
  });

  it('shows only SSO when the organisation is flagged SSO-login-only, even on email-only hosts', () => {
    const org = { ssoLoginOnly: true, oidcProviderId: 'oidc-acme' };
    expect(resolveLoginMode(input({ org }))).toEqual({ mode: 'SSO_ONLY', providers: [], ssoProviderId: 'oidc-acme', checkIdp: true });
    expect(resolveLoginMode(input({ org, host: 'app.openhow.example.com' })).mode).toBe('SSO_ONLY');
    expect(resolveLoginMode(input({ org: { ssoLoginOnly: true, oidcProviderId: null } })).ssoProviderId).toBeNull();
  });

  it('falls back to EMAIL_ONLY when the SSO part of a mode has no configured provider (fresh install)', () => {
    const none = { globalProviders: [], anyOrgOidc: false };
    const fresh = { mode: 'EMAIL_ONLY', providers: [], ssoProviderId: null, checkIdp: false };
    expect(resolveLoginMode(input({ ...none }))).toEqual(fresh);
    expect(resolveLoginMode(input({ ...none, host: 'localhost:3000' }))).toEqual(fresh);
    expect(resolveLoginMode(input({ ...none, org: { ssoLoginOnly: true, oidcProviderId: null } }))).toEqual(fresh);
    // Generic hosts need a global provider: an organisation's own OIDC alone does not make buttons there.
    expect(resolveLoginMode(input({ globalProviders: [], anyOrgOidc: true, host: 'localhost' }))).toMatchObject({
      mode: 'EMAIL_ONLY',
      checkIdp: true,
    });
  });
});

describe('host lists', () => {
  it('parses comma lists from the environment; unset gives the default and empty gives none', () => {
    expect(parseHostList(' App.Example.com , ,dev.example.com ')).toEqual(['app.example.com', 'dev.example.com']);
    expect(parseHostList(undefined, DEFAULT_LOCAL_HOSTS)).toEqual(['localhost', '127.0.0.1']);
    expect(parseHostList('', DEFAULT_LOCAL_HOSTS)).toEqual([]);
  });

  it('matches host names without their port, exactly or by a sub-domain wildcard', () => {
    expect(hostMatches('localhost:3210', ['localhost'])).toBe(true);
    expect(hostMatches('[::1]:3000', ['::1'])).toBe(true);
    expect(hostMatches('a.dev.example.com', ['*.dev.example.com'])).toBe(true);
    expect(hostMatches('dev.example.com', ['*.dev.example.com'])).toBe(false);
    expect(hostMatches('evil-localhost', ['localhost'])).toBe(false);
    expect(hostMatches(null, ['localhost'])).toBe(false);
  });

  it('shows the iframe variant only on the listed hosts and only with ?iframe=1', () => {
    expect(isIframeLogin('localhost:3000', DEFAULT_LOCAL_HOSTS, '1')).toBe(true);
    expect(isIframeLogin('localhost:3000', DEFAULT_LOCAL_HOSTS, undefined)).toBe(false);
    expect(isIframeLogin('training.acme.example.com', DEFAULT_LOCAL_HOSTS, '1')).toBe(false);
  });
});

describe('loginErrorKey (?error= from a failed SSO)', () => {
  it('keeps our message keys and turns next-auth codes or anything else into "login failed"', () => {
    expect(loginErrorKey('auth.ssoNotSupported')).toBe('auth.ssoNotSupported');
    expect(loginErrorKey('errors.rate_limited')).toBe('errors.rate_limited');
    expect(loginErrorKey('sso.domainNotAllowed')).toBe('sso.domainNotAllowed');
    expect(loginErrorKey('OAuthCallback')).toBe('auth.loginFailed');
    expect(loginErrorKey('<script>')).toBe('auth.loginFailed');
    expect(loginErrorKey(undefined)).toBeNull();
  });
});
