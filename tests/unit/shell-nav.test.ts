import { describe, expect, it } from 'vitest';
import { computeAccess } from '@/lib/access/access';
import type { Role } from '@/lib/access/roles';
import { parseOrgSettings } from '@/lib/orgs/settings';
import { canInviteUsers, createMenuItems, initialsOf, showInviteButton } from '@/lib/shell/header';
import { isEmbeddedPath } from '@/lib/shell/embed';
import { homeTabs } from '@/lib/shell/home-tabs';
import { INSTALLED_ROUTES, isRouteInstalled, routeFamilyOf, type InstalledRoutes } from '@/lib/shell/installed-routes';
import { activeNavKey, buildNav } from '@/lib/shell/nav';

const on = { featureEnabled: true, enabled: true };
// The spec's rules are tested with every route family installed; the gate on its own below.
const ALL = Object.fromEntries(Object.keys(INSTALLED_ROUTES).map((f) => [f, true])) as InstalledRoutes;
const navKeys = (role: Role, raw: unknown = {}, installed = ALL) => {
  const settings = parseOrgSettings(raw);
  return buildNav({ role, access: computeAccess(role, settings.permissions), settings, installed }).items.map((i) => i.key);
};

describe('side menu items per role (spec §6)', () => {
  it('gives each role the items its access allows', () => {
    expect(navKeys('viewer')).toEqual(['home']);
    expect(navKeys('publisher')).toEqual(['home', 'ownedByMe', 'skills']);
    expect(navKeys('admin-group')).toEqual(['home', 'ownedByMe', 'skills', 'analytics', 'quiz', 'admin']);
    expect(navKeys('admin-organization')).toEqual(['home', 'ownedByMe', 'skills', 'analytics', 'quiz', 'admin']);
    expect(navKeys('admin-super')).toEqual(navKeys('admin-organization'));
  });

  it('keeps gen2 organisations away from skills, analytics, quizzes and the assistant', () => {
    const settings = parseOrgSettings({ features: { enableDataHub: on } });
    const nav = buildNav({ role: 'admin-organization', access: computeAccess('admin-organization'), settings, generation: 'gen2', installed: ALL });
    expect(nav.items.map((i) => i.key)).toEqual(['home', 'ownedByMe', 'admin']);
    expect(nav.assistant).toBeNull();
  });

  it('shows the data hub to authors only when the feature is on', () => {
    const settings = { features: { enableDataHub: on }, ai: { dataHub: true } };
    expect(navKeys('publisher', settings)).toContain('dataHub');
    expect(navKeys('admin-organization', settings)).toContain('dataHub');
    expect(navKeys('viewer', settings)).not.toContain('dataHub');
    expect(navKeys('publisher', { features: { enableDataHub: { featureEnabled: false, enabled: true } }, ai: { dataHub: true } })).not.toContain('dataHub');
    // The dataHub AI switch is part of the feature.
    expect(navKeys('publisher', { features: { enableDataHub: on }, ai: { dataHub: false } })).not.toContain('dataHub');
  });

  it('hides quiz entries when quizzes are off and follows the organisation permission lists', () => {
    expect(navKeys('admin-group', { features: { enableQuiz: { featureEnabled: true, enabled: false } } })).not.toContain('quiz');
    const lists = { permissions: { analytics: ['admin-organization'], skillsManager: ['admin-organization', 'viewer'] } };
    expect(navKeys('admin-group', lists)).toEqual(['home', 'ownedByMe', 'admin']);
    expect(navKeys('viewer', lists)).toEqual(['home', 'skills']);
  });

  it('links Smart Assist in preference to Maven, and nothing when both are off', () => {
    const assistant = (raw: unknown) => {
      const settings = parseOrgSettings(raw);
      return buildNav({ role: 'viewer', access: computeAccess('viewer'), settings, installed: ALL }).assistant;
    };
    expect(assistant({})).toEqual({ kind: 'maven', href: '/maven' });
    expect(assistant({ features: { enableSmartAssist: on } })).toEqual({ kind: 'smartAssist', href: '/smart-assist' });
    expect(assistant({ features: { maven: { featureEnabled: true, enabled: false } } })).toBeNull();
  });

  it('marks the most specific item as the current page', () => {
    const settings = parseOrgSettings({});
    const { items } = buildNav({ role: 'admin-organization', access: computeAccess('admin-organization'), settings, installed: ALL });
    expect(activeNavKey(items, '/analytics/quiz/performance')).toBe('quiz');
    expect(activeNavKey(items, '/analytics/users')).toBe('analytics');
    expect(activeNavKey(items, '/home/discover')).toBe('home');
    expect(activeNavKey(items, '/skillplayer')).toBeNull();
  });
});

describe('installed route families', () => {
  const installed = (overrides: Partial<InstalledRoutes>) => ({ ...ALL, ...overrides });

  it('leaves out side menu entries and the assistant whose pages are not installed', () => {
    const settings = { features: { enableDataHub: on } };
    expect(navKeys('admin-organization', settings, installed({ skills: false, analytics: false, dataHub: false }))).toEqual(['home', 'ownedByMe', 'admin']);
    const viewer = (fam: Partial<InstalledRoutes>, raw: unknown = {}) =>
      buildNav({ role: 'viewer', access: computeAccess('viewer'), settings: parseOrgSettings(raw), installed: installed(fam) }).assistant;
    expect(viewer({ maven: false })).toBeNull();
    expect(viewer({ maven: false }, { features: { enableSmartAssist: on } })).toEqual({ kind: 'smartAssist', href: '/smart-assist' });
    // The gate never brings back what the spec's rules take away.
    expect(viewer({ smartAssist: false }, { features: { enableSmartAssist: on } })).toBeNull();
  });

  it('shows in this build only entries whose pages exist', () => {
    const settings = { features: { enableDataHub: on, enableSmartAssist: on, enableZoomIntegration: on }, ai: { dataHub: true } };
    expect(navKeys('admin-super', settings, INSTALLED_ROUTES)).toEqual(['home', 'ownedByMe', 'skills', 'analytics', 'quiz', 'admin', 'dataHub']);
    // Analytics and quiz analytics are installed (issue 22); the Quiz entry follows the organisation's quizzes.
    expect(navKeys('admin-super', { features: { enableQuiz: on } }, INSTALLED_ROUTES)).toContain('quiz');
    expect(navKeys('admin-super', { features: { enableQuiz: { featureEnabled: true, enabled: false } } }, INSTALLED_ROUTES)).not.toContain('quiz');
    const nav = buildNav({ role: 'admin-super', access: computeAccess('admin-super'), settings: parseOrgSettings(settings) });
    // The assistant's pages are installed (issue 19): Smart Assist, taking precedence, is the button.
    expect(nav.assistant).toEqual({ kind: 'smartAssist', href: '/smart-assist' });
    // Smart instructions are installed (issue 21); the Zoom uploader is not.
    expect(createMenuItems('admin-super', parseOrgSettings(settings))).toEqual(['MMSOP', 'LocalImport', 'RecordScreen']);
  });

  it('maps paths to their families; pages outside them are not gated', () => {
    expect(routeFamilyOf('/analytics/quiz')).toBe('analyticsQuiz');
    expect(routeFamilyOf('/analytics/main')).toBe('analytics');
    expect(isRouteInstalled('/analytics/quiz/performance', installed({ analytics: false }))).toBe(false);
    expect(routeFamilyOf('/skillplayer?skillId=1')).toBe('skills');
    expect(routeFamilyOf('/workspace-group/1')).toBe('workspace');
    expect(routeFamilyOf('/403')).toBeNull();
    expect(routeFamilyOf('/constructor')).toBeNull();
    expect(isRouteInstalled('/data-hub', installed({ dataHub: false }))).toBe(false);
    expect(isRouteInstalled('/data-hub', installed({ dataHub: true }))).toBe(true);
    expect(isRouteInstalled('/troubleshooting', installed({}))).toBe(true);
  });
});

describe('create menu (spec §6)', () => {
  const settings = parseOrgSettings({});
  it('offers smart instruction, upload and record screen to every role but viewer', () => {
    for (const role of ['admin-super', 'admin-organization', 'admin-group', 'publisher'] as const) {
      expect(createMenuItems(role, settings, ALL)).toEqual(['MMSOP', 'LocalImport', 'RecordScreen']);
    }
    expect(createMenuItems('viewer', settings, ALL)).toEqual([]);
    expect(createMenuItems(null, settings, ALL)).toEqual([]);
  });

  it('adds the Zoom import only with the Zoom integration on', () => {
    const zoom = parseOrgSettings({ features: { enableZoomIntegration: on } });
    expect(createMenuItems('publisher', zoom, ALL)).toContain('ImportFromZoom');
    expect(createMenuItems('viewer', zoom, ALL)).toEqual([]);
  });

  it('leaves out the actions whose dialogs are not installed', () => {
    const zoom = parseOrgSettings({ features: { enableZoomIntegration: on } });
    expect(createMenuItems('publisher', zoom, { ...ALL, smartInstruction: false, zoomImport: false })).toEqual(['LocalImport', 'RecordScreen']);
  });
});

describe('invite button (spec §6)', () => {
  const settings = parseOrgSettings({});
  it('is for admins when the global invite feature is on', () => {
    expect(canInviteUsers('admin-organization', settings)).toBe(true);
    expect(canInviteUsers('admin-group', settings)).toBe(true);
    expect(canInviteUsers('publisher', settings)).toBe(false);
    expect(canInviteUsers('viewer', settings)).toBe(false);
    expect(canInviteUsers('admin-super', parseOrgSettings({ customized: { enableGlobalInviteUser: false } }))).toBe(false);
  });

  it('is hidden on the admin users page', () => {
    expect(showInviteButton(true, '/admin/users')).toBe(false);
    expect(showInviteButton(true, '/admin/users/')).toBe(false);
    expect(showInviteButton(true, '/admin/teams')).toBe(true);
    expect(showInviteButton(false, '/home/overview')).toBe(false);
  });
});

describe('home tabs and avatar initials', () => {
  it('shows the learner skills tabs to every account but gen2 ones', () => {
    expect(homeTabs({ generation: 'gen2' }).map((t) => t.key)).toEqual(['overview', 'discover', 'favorites']);
    expect(homeTabs({ generation: null }).map((t) => t.key)).toContain('skillsTodo');
    expect(homeTabs({ generation: 'gen1' }).map((t) => t.key)).toContain('skillsCompleted');
  });

  it('uses the first and last initials, falling back to the email', () => {
    expect(initialsOf('Pat Publisher')).toBe('PP');
    expect(initialsOf('Mary Ann de Vries')).toBe('MV');
    expect(initialsOf('émile')).toBe('É');
    expect(initialsOf('  ', 'jane.doe@example.com')).toBe('JD');
  });
});

describe('embedded pages', () => {
  it('drop the shell for ?embed=1 and the embed-only player routes', () => {
    expect(isEmbeddedPath('/home/overview?embed=1')).toBe(true);
    expect(isEmbeddedPath('/playerembed/abc/def')).toBe(true);
    expect(isEmbeddedPath('/home/overview?embed=0')).toBe(false);
    expect(isEmbeddedPath('/playermain/abc')).toBe(false);
    expect(isEmbeddedPath('')).toBe(false);
  });
});
