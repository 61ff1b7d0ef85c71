import { describe, expect, it } from 'vitest';
import { computeAccess } from '@/lib/access/access';
import { isOrgAdminRole, type Role } from '@/lib/access/roles';
import { checkRouteAccess, type RouteContext } from '@/lib/access/route-rules';
import { parseOrgSettings } from '@/lib/orgs/settings';

type Options = { role?: Role; shared?: boolean; generation?: string | null; settings?: unknown; ip?: string };

function ctx({ role = 'viewer', shared = false, generation = null, settings = {}, ip = '203.0.113.7' }: Options = {}): RouteContext {
  const parsed = parseOrgSettings(settings);
  return {
    role,
    isOrgAdmin: isOrgAdminRole(role),
    isSharedAccount: shared,
    generation,
    settings: parsed,
    access: computeAccess(role, parsed.permissions),
    clientIp: ip,
  };
}

const home = { action: 'redirect', to: '/home/overview' };
const toShared = { action: 'redirect', to: '/shared' };
const feature = (enabled: boolean, featureEnabled = true) => ({ enabled, featureEnabled });
const restricted = (rules: string[]) => ({ customized: { enableRestrictedIP: true, restrictedIP: { allowedRules: rules } } });

describe('checkRouteAccess: ordinary users', () => {
  it('lets a user stay on pages their role allows', () => {
    for (const path of ['/home/overview', '/explorer-search', '/playermain/w1', '/skillplayer', '/maven', '/UserProfile']) {
      expect(checkRouteAccess(path, ctx())).toBeNull();
    }
    expect(checkRouteAccess('/admin/users', ctx({ role: 'admin-organization' }))).toBeNull();
    expect(checkRouteAccess('/analytics/main', ctx({ role: 'admin-group' }))).toBeNull();
    expect(checkRouteAccess('/skillbuilder/p1/content', ctx({ role: 'publisher' }))).toBeNull();
  });

  it('sends signed-in users away from the invite and new-password screens', () => {
    expect(checkRouteAccess('/userinvitecreate/tok/Jane', ctx())).toEqual(home);
    expect(checkRouteAccess('/usernewpassword/tok', ctx())).toEqual(home);
    expect(checkRouteAccess('/startfreetrial/tok', ctx())).toBeNull();
    expect(checkRouteAccess('/p/w1', ctx())).toBeNull();
  });

  it('sends skill-builder routes home without skills access', () => {
    expect(checkRouteAccess('/skillbuilder/p1', ctx({ role: 'viewer' }))).toEqual(home);
    const lists = { permissions: { skillsManager: ['admin-organization'] } };
    expect(checkRouteAccess('/skillbuilder/p1/users', ctx({ role: 'publisher', settings: lists }))).toEqual(home);
    expect(checkRouteAccess('/skillbuilder/p1/users', ctx({ role: 'admin-organization', settings: lists }))).toBeNull();
  });

  it('sends analytics and admin pages home without the matching access flag', () => {
    expect(checkRouteAccess('/analytics', ctx({ role: 'publisher' }))).toEqual(home);
    expect(checkRouteAccess('/analytics/quiz', ctx({ role: 'admin-group', settings: { permissions: { analytics: ['publisher'] } } }))).toEqual(home);
    expect(checkRouteAccess('/analytics/quiz', ctx({ role: 'publisher', settings: { permissions: { analytics: ['publisher'] } } }))).toBeNull();
    expect(checkRouteAccess('/admin', ctx({ role: 'publisher' }))).toEqual(home);
    expect(checkRouteAccess('/admin/setting/permissions', ctx({ role: 'viewer' }))).toEqual(home);
  });

  it('opens /maven when Maven or Smart Assist is on, /smart-assist only with Smart Assist', () => {
    const off = { features: { maven: feature(false), enableSmartAssist: feature(false) } };
    expect(checkRouteAccess('/maven', ctx({ settings: off }))).toEqual(home);
    expect(checkRouteAccess('/smart-assist', ctx({ settings: off }))).toEqual(home);
    const mavenOnly = { features: { maven: feature(true), enableSmartAssist: feature(false) } };
    expect(checkRouteAccess('/maven', ctx({ settings: mavenOnly }))).toBeNull();
    expect(checkRouteAccess('/smart-assist', ctx({ settings: mavenOnly }))).toEqual(home);
    const assistOnly = { features: { maven: feature(false), enableSmartAssist: feature(true) } };
    expect(checkRouteAccess('/maven', ctx({ settings: assistOnly }))).toBeNull();
    expect(checkRouteAccess('/smart-assist', ctx({ settings: assistOnly }))).toBeNull();
    // The admin's toggle means nothing when the plan does not include the feature.
    const notInPlan = { features: { maven: feature(true, false), enableSmartAssist: feature(true, false) } };
    expect(checkRouteAccess('/maven', ctx({ settings: notInPlan }))).toEqual(home);
  });

  it('opens the data hub only with its feature and a non-viewer role', () => {
    const on = { features: { enableDataHub: feature(true) }, ai: { dataHub: true } };
    expect(checkRouteAccess('/data-hub', ctx({ role: 'publisher', settings: on }))).toBeNull();
    expect(checkRouteAccess('/data-hub', ctx({ role: 'publisher', settings: { ...on, ai: { dataHub: false } } }))).toEqual(home);
    expect(checkRouteAccess('/data-hub', ctx({ role: 'viewer', settings: on }))).toEqual(home);
    expect(checkRouteAccess('/data-hub', ctx({ role: 'publisher' }))).toEqual(home);
  });

  it('ignores the query string of the path', () => {
    expect(checkRouteAccess('/analytics/main?range=3m', ctx({ role: 'viewer' }))).toEqual(home);
    expect(checkRouteAccess('/home/overview?x=1', ctx())).toBeNull();
  });
});

describe('checkRouteAccess: gen2 organisations', () => {
  const gen2 = (role: Role = 'admin-organization') => ctx({ role, generation: 'gen2', settings: { features: { enableSmartAssist: feature(true), enableDataHub: feature(true) } } });

  it('redirects away from skill, navigator and analytics paths even for org admins', () => {
    for (const path of ['/skill', '/skill/matrix', '/skillbuilder/p1', '/skillplayer', '/skillplayer/k1/mm-sop/s1', '/maven', '/smart-assist', '/data-hub', '/analytics', '/analytics/users']) {
      expect(checkRouteAccess(path, gen2()), path).toEqual(home);
    }
  });

  it('keeps everything else, and gen2plus is not gen2', () => {
    for (const path of ['/home/overview', '/admin/users', '/explorer-search', '/playermain/w1', '/workspace/ws1/workflow']) {
      expect(checkRouteAccess(path, gen2()), path).toBeNull();
    }
    expect(checkRouteAccess('/analytics', ctx({ role: 'admin-organization', generation: 'gen2plus' }))).toBeNull();
  });
});

describe('checkRouteAccess: shared accounts', () => {
  const shared = (on = true) => ctx({ shared: true, settings: { features: { sharedDevice: feature(on) } } });

  it('sends a shared account to /shared when the shared-device feature is on', () => {
    for (const path of ['/home/overview', '/explorer-search', '/workspace/ws1', '/skillplayer', '/maven']) {
      expect(checkRouteAccess(path, shared()), path).toEqual(toShared);
    }
  });

  it('keeps players, smart instructions, account pages and /shared itself', () => {
    for (const path of ['/shared', '/playermain/w1', '/playermain/w1/s2', '/playermainfullscreen/w1', '/playerembed/w1', '/rustici/w1', '/smart-instruction/s1', '/UserProfile']) {
      expect(checkRouteAccess(path, shared()), path).toBeNull();
    }
  });

  it('leaves shared accounts alone when the feature is off, and /shared then goes home', () => {
    expect(checkRouteAccess('/home/overview', shared(false))).toBeNull();
    expect(checkRouteAccess('/shared', shared(false))).toEqual(home);
  });

  it('sends anyone who is not a shared account from /shared to home', () => {
    expect(checkRouteAccess('/shared', ctx({ role: 'admin-organization' }))).toEqual(home);
  });
});

describe('checkRouteAccess: IP allow-list', () => {
  const rules = restricted(['10.0.0.0/8', '2001:db8::/32']);

  it('lets allowed addresses through (IPv4 and IPv6) and ignores the list when switched off', () => {
    expect(checkRouteAccess('/home/overview', ctx({ settings: rules, ip: '10.2.3.4' }))).toBeNull();
    expect(checkRouteAccess('/home/overview', ctx({ settings: rules, ip: '2001:db8::42' }))).toBeNull();
    const off = { customized: { enableRestrictedIP: false, restrictedIP: { allowedRules: ['10.0.0.0/8'] } } };
    expect(checkRouteAccess('/home/overview', ctx({ settings: off, ip: '203.0.113.7' }))).toBeNull();
  });

  it('shows other users the not-allowed page in place of any signed-in page', () => {
    const rewrite = { action: 'rewrite', to: '/ip-not-allowed' };
    for (const role of ['viewer', 'publisher', 'admin-group'] as Role[]) {
      expect(checkRouteAccess('/home/overview', ctx({ role, settings: rules }))).toEqual(rewrite);
      expect(checkRouteAccess('/admin/users', ctx({ role, settings: rules }))).toEqual(rewrite);
    }
    expect(checkRouteAccess('/playermain/w1', ctx({ settings: rules, ip: '2001:db9::1' }))).toEqual(rewrite);
    expect(checkRouteAccess('/shared', ctx({ shared: true, settings: rules }))).toEqual(rewrite);
  });

  it('sends a blocked org admin to the IP settings, and keeps the admin pages reachable for them', () => {
    for (const role of ['admin-organization', 'admin-super'] as Role[]) {
      expect(checkRouteAccess('/home/overview', ctx({ role, settings: rules }))).toEqual({ action: 'redirect', to: '/admin/setting/ip-restriction' });
      expect(checkRouteAccess('/analytics', ctx({ role, settings: rules }))).toEqual({ action: 'redirect', to: '/admin/setting/ip-restriction' });
      expect(checkRouteAccess('/admin/setting/ip-restriction', ctx({ role, settings: rules }))).toBeNull();
      expect(checkRouteAccess('/admin/users', ctx({ role, settings: rules }))).toBeNull();
    }
  });

  it('blocks everyone but org admins when switched on with no valid rule', () => {
    const empty = restricted(['not-a-rule']);
    expect(checkRouteAccess('/home/overview', ctx({ settings: empty }))).toEqual({ action: 'rewrite', to: '/ip-not-allowed' });
    expect(checkRouteAccess('/admin', ctx({ role: 'admin-organization', settings: empty }))).toBeNull();
  });

  it('never touches public pages', () => {
    for (const path of ['/', '/p/w1', '/ip-not-allowed', '/troubleshooting']) expect(checkRouteAccess(path, ctx({ settings: rules }))).toBeNull();
  });
});
