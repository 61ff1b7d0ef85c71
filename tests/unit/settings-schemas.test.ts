import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from '@/lib/audit/schema';
import { pickLike } from '@/lib/orgs/settings-ops/change';
import {
  AI_FEATURE,
  AI_SWITCHES,
  autoLogoutTimeoutSchema,
  customizedPatchSchema,
  FEATURE_NAMES,
  featuresPatchSchema,
  interfaceLanguageSchema,
  PRODUCTS,
  permissionsPatchSchema,
} from '@/lib/orgs/settings-ops/schema';
import { emailDomainSchema, isAllowedIssuer, ssoSettingsSchema } from '@/lib/orgs/settings-ops/sso-schema';
import { sessionOrgSettings } from '@/lib/orgs/session-settings';
import { parseOrgSettings } from '@/lib/orgs/settings';

const defaults = parseOrgSettings({});

describe('settings contracts', () => {
  it('cover every feature, AI switch and product the settings hold', () => {
    expect([...FEATURE_NAMES].sort()).toEqual(Object.keys(defaults.features).sort());
    expect([...AI_SWITCHES].sort()).toEqual(Object.keys(defaults.ai).sort());
    expect([...PRODUCTS].sort()).toEqual(Object.keys(defaults.products).sort());
    for (const name of AI_SWITCHES) expect(defaults.features).toHaveProperty(AI_FEATURE[name]);
  });

  it('store the auto-logout timeout as a string of whole minutes from 1 to 480', () => {
    expect(autoLogoutTimeoutSchema.parse(30)).toBe('30');
    expect(autoLogoutTimeoutSchema.parse(' 015 ')).toBe('15');
    expect(autoLogoutTimeoutSchema.parse('480')).toBe('480');
    for (const bad of ['0', '481', '1.5', '1e2', '', 'ten', -1, 1000]) expect(autoLogoutTimeoutSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('refuse keys of other groups, so no route changes more than its own', () => {
    expect(permissionsPatchSchema.safeParse({ enableComments: true }).success).toBe(false);
    expect(customizedPatchSchema.safeParse({ enableRestrictedIP: true }).success).toBe(false);
    expect(customizedPatchSchema.safeParse({ restrictedIP: { allowedRules: [] } }).success).toBe(false);
    expect(featuresPatchSchema.safeParse({ features: { enableQuiz: { enabled: true, extra: 1 } } }).success).toBe(false);
    expect(featuresPatchSchema.parse({ features: { enableQuiz: { enabled: false } } })).toEqual({ features: { enableQuiz: { enabled: false } } });
  });

  it('dedupe role lists and accept null to follow the role table', () => {
    expect(permissionsPatchSchema.parse({ analytics: ['viewer', 'viewer'] }).analytics).toEqual(['viewer']);
    expect(permissionsPatchSchema.parse({ analytics: null }).analytics).toBeNull();
    expect(permissionsPatchSchema.safeParse({ skillsManager: ['root'] }).success).toBe(false);
  });

  it('accept the twelve UI languages only', () => {
    expect(interfaceLanguageSchema.safeParse({ defaultLocale: 'zh-tw' }).success).toBe(true);
    expect(interfaceLanguageSchema.safeParse({ defaultLocale: 'es-es' }).success).toBe(false);
  });
});

describe('the session\'s settings', () => {
  it('parse once per stored value, equal to a fresh parse, frozen, and afresh after a change', () => {
    const stored = { permissions: { allowAutoLogout: true, autoLogoutTimeout: '20' } };
    const first = sessionOrgSettings(stored);
    expect(first).toEqual(parseOrgSettings(stored));
    expect(sessionOrgSettings(JSON.parse(JSON.stringify(stored)))).toBe(first);
    expect(Object.isFrozen(first.permissions)).toBe(true);
    expect(() => {
      (first.permissions as { allowAutoLogout: boolean }).allowAutoLogout = false;
    }).toThrow(TypeError);
    const changed = sessionOrgSettings({ permissions: { allowAutoLogout: false } });
    expect(changed.permissions.allowAutoLogout).toBe(false);
    expect(sessionOrgSettings(stored).permissions.allowAutoLogout).toBe(true);
  });
});

describe('SSO contract', () => {
  it('wants an HTTPS issuer, or HTTP on this machine only', () => {
    expect(isAllowedIssuer('https://login.example.com/realms/acme')).toBe(true);
    expect(isAllowedIssuer('http://localhost:8080/oidc')).toBe(true);
    expect(isAllowedIssuer('http://idp.localhost')).toBe(true);
    expect(isAllowedIssuer('http://127.0.0.1:9000')).toBe(true);
    for (const bad of ['http://login.example.com', 'https://login.example.com/?x=1', 'https://a:b@login.example.com', 'javascript:alert(1)', 'login.example.com']) {
      expect(isAllowedIssuer(bad), bad).toBe(false);
    }
  });

  it('lowercases and checks email domains', () => {
    expect(emailDomainSchema.parse(' Acme.Example.COM ')).toBe('acme.example.com');
    expect(emailDomainSchema.safeParse('xn--e1afmkfd.xn--p1ai').success).toBe(true);
    for (const bad of ['acme', 'acme.c', '-acme.com', 'acme..com', 'user@acme.com', 'acme.com/path']) expect(emailDomainSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('dedupes domains, keeps only known profile fields in mappings and treats a blank secret as none', () => {
    const parsed = ssoSettingsSchema.parse({
      ssoLoginOnly: false,
      emailDomains: ['a.example.com', 'A.example.com'],
      oidc: { issuer: 'https://idp.example.com', clientId: 'x', clientSecret: '  ', label: '' },
      userMappings: { employeeId: 'emp_no' },
    });
    expect(parsed).toMatchObject({ emailDomains: ['a.example.com'], oidc: { clientSecret: undefined, label: undefined }, userMappings: { employeeId: 'emp_no' }, confirmSsoOnly: false });
    expect(ssoSettingsSchema.safeParse({ ssoLoginOnly: false, emailDomains: [], oidc: null, userMappings: { role: 'groups' } }).success).toBe(false);
    expect(ssoSettingsSchema.safeParse({ ssoLoginOnly: false, emailDomains: [], oidc: null, userMappings: { locale: 'a b' } }).success).toBe(false);
  });
});

describe('audit query', () => {
  it('defaults to the first page of 20 and reads day bounds in UTC', () => {
    expect(auditQuerySchema.parse({})).toMatchObject({ page: 1, size: 20 });
    const { from, to } = auditQuerySchema.parse({ from: '2026-03-01', to: '2026-03-01' });
    expect(from?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(to?.toISOString()).toBe('2026-03-01T23:59:59.999Z');
    expect(auditQuerySchema.parse({ from: '2026-03-01T05:00:00.000Z' }).from?.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(auditQuerySchema.parse({ action: '  ', actorId: '' })).toMatchObject({ action: undefined, actorId: undefined });
  });

  it('refuses other page sizes, bad dates and reversed ranges', () => {
    for (const bad of [{ size: '25' }, { page: '0' }, { from: 'soon' }, { from: '2026-02-01', to: '2026-01-01' }, { actorId: 'x' }]) {
      expect(auditQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('pickLike', () => {
  it('keeps exactly the paths a patch names, with arrays and scalars as leaves', () => {
    const source = { permissions: { analytics: ['viewer'], allowAutoLogout: true, autoLogoutTimeout: '15' }, allowNameChange: true };
    expect(pickLike(source, { permissions: { analytics: null, allowAutoLogout: false, skipped: undefined } })).toEqual({
      permissions: { analytics: ['viewer'], allowAutoLogout: true },
    });
  });
});
