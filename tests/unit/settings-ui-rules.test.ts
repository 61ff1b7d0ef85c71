import { describe, expect, it } from 'vitest';
import { diffAudit, showValue } from '@/components/admin/audit/diff';
import { checkSsoForm, toBody, toFormValues } from '@/components/admin/settings/integrations/sso-values';
import type { SsoSettingsDto } from '@/lib/orgs/settings-ops/sso-schema';

describe('audit diff', () => {
  it('lists only the settings that changed, by path', () => {
    const before = { permissions: { analytics: null, allowAutoLogout: false, autoLogoutTimeout: '15' } };
    const after = { permissions: { analytics: ['admin-organization'], allowAutoLogout: false, autoLogoutTimeout: '30' } };
    expect(diffAudit(before, after)).toEqual([
      { path: 'permissions.analytics', before: null, after: ['admin-organization'] },
      { path: 'permissions.autoLogoutTimeout', before: '15', after: '30' },
    ]);
  });

  it('lists every value of a creation or deletion', () => {
    expect(diffAudit(null, { name: 'Line 1', private: false })).toEqual([
      { path: 'name', before: undefined, after: 'Line 1' },
      { path: 'private', before: undefined, after: false },
    ]);
    expect(diffAudit({ name: 'Old' }, null)).toEqual([{ path: 'name', before: 'Old', after: undefined }]);
    expect(diffAudit(null, null)).toEqual([]);
  });

  it('shows values readably', () => {
    expect(showValue(undefined)).toBe('—');
    expect(showValue('x')).toBe('x');
    expect(showValue(['a', 'b'])).toBe('["a","b"]');
    expect(showValue(false)).toBe('false');
  });
});

describe('SSO form values', () => {
  const dto: SsoSettingsDto = {
    ssoLoginOnly: false,
    emailDomains: ['acme.example.com'],
    oidc: { issuer: 'https://idp.example.com', clientId: 'openhow', label: null, hasClientSecret: true },
    userMappings: { employeeId: 'emp_no' },
    globalProviders: [],
    callbackUrl: 'http://localhost:3000/api/auth/callback/oidc-acme',
  };

  it('round-trips the stored settings through the form, the secret staying blank', () => {
    const values = toFormValues(dto);
    expect(values).toMatchObject({ useOidc: true, clientSecret: '', domainsText: 'acme.example.com', mappingsText: 'employeeId = emp_no' });
    expect(toBody({ ...values, domainsText: 'acme.example.com\n\n  b.example.com ' })).toMatchObject({
      emailDomains: ['acme.example.com', 'b.example.com'],
      oidc: { issuer: 'https://idp.example.com', clientId: 'openhow', clientSecret: '' },
      userMappings: { employeeId: 'emp_no' },
      confirmSsoOnly: false,
    });
    expect(checkSsoForm(values, true)).toEqual([]);
  });

  it('points at the fields to fix', () => {
    const values = { ...toFormValues(dto), issuer: 'http://idp.example.com', mappingsText: 'employeeId emp_no' };
    const paths = checkSsoForm(values, false).map((i) => `${i.path}:${i.message}`);
    expect(paths).toEqual(['oidc.issuer:adminSettings.issuerHttps', 'userMappings:adminSettings.invalidMapping', 'oidc.clientSecret:rules.required']);
  });
});
