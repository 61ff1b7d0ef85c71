import { describe, expect, it } from 'vitest';
import { classifyPath, localeFromPath } from '@/lib/access/route-table';

const UUID = '0b6f1c1e-2f7a-4d8e-9a55-3c1d2e4f5a6b';

const PUBLIC = [
  '/',
  '/403',
  '/404',
  '/troubleshooting',
  '/ip-not-allowed',
  '/userinvitecreate/tok',
  '/userinvitecreate/tok/Jane%20Doe',
  '/userinvitecreate/tok/Jane/de-de',
  '/startfreetrial/tok',
  '/startfreetrial/tok/Jane/ja-jp',
  '/usernewpassword/tok',
  '/usernewpassword/tok/fr-fr',
  '/emailexpired',
  '/emailexpired/reset',
  '/emailexpired/reset/en/a%40b.example.com',
  '/zoomlanding/success',
  '/zoomlanding/failed/en/acme',
  '/p/wf1',
  '/p/wf1/step2',
  '/playerfullscreenpublic/wf1',
  '/playerfullscreenpublic/wf1/step2',
  '/PlayerPreview/wf1',
  '/PlayerPreview/wf1/step2',
  '/rustici/wf1',
  '/rustici/wf1/step2',
];

const AUTH = [
  '/home',
  ...['overview', 'discover', 'skills-todo', 'skills-completed', 'favorites'].map((p) => `/home/${p}`),
  '/admin',
  ...['workspace-groups', 'workspaces', 'teams', 'users', 'business', 'categories', 'integrations'].map((p) => `/admin/${p}`),
  '/admin/workspace-group/g1',
  '/admin/category/c1',
  ...['maven', 'interface-language', 'permissions', 'master-password', 'ip-restriction', 'qr-code'].map((p) => `/admin/setting/${p}`),
  '/analytics',
  ...['main', 'workspaces', 'workflows', 'workflows/detail', 'workflows/trend', 'workflow/w1', 'mm-sops/detail', 'mm-sops/trend']
    .map((p) => `/analytics/${p}`),
  ...['skills/performance', 'quiz', 'quiz/workflow/w1', 'quiz/q1/workflow/w1/user/u1', 'quiz/performance', 'users', 'user/u1']
    .map((p) => `/analytics/${p}`),
  '/analytics/content-analysis',
  '/analytics/skills-analysis',
  '/buildermain/w1',
  '/editor/w1',
  '/editormain/w1',
  '/editormain/w1/transcription',
  '/editormain/w1/segmentation',
  '/explorer-search-main',
  '/explorer-search',
  '/explorer-search/mm-sop/s1',
  '/skill',
  '/skill/home',
  '/skill/performance',
  '/skill/performance/mm-sop/s1',
  '/skill/matrix',
  '/skillbuilder/p1',
  ...['content', 'users', 'assessment', 'certification'].map((p) => `/skillbuilder/p1/${p}`),
  '/skillplayer',
  '/skillplayer/k1/mm-sop/s1',
  '/owned-by-me',
  ...['workflows', 'mm-sop', 'skills', 'teams'].map((p) => `/owned-by-me/${p}`),
  '/workspace/ws1',
  ...['workflow', 'mm-sop', 'skills', 'skill-matrix', 'insights'].map((p) => `/workspace/ws1/${p}`),
  '/workspace-group/g1',
  '/UserProfile',
  `/${UUID}`,
  '/maven',
  '/maven/knowledge-map',
  '/smart-assist',
  '/smart-instruction/s1',
  '/data-hub',
  '/shared',
  ...['playermainfullscreen', 'playermain', 'playerembed'].flatMap((p) => [`/${p}/w1`, `/${p}/w1/step2`]),
];

const UNKNOWN = [
  '/nope',
  '/home/other',
  '/admin/setting',
  '/admin/setting/unknown',
  '/admin/users/extra',
  '/analytics/nope',
  '/analytics/quiz/q1',
  '/buildermain',
  '/editormain/w1/other',
  '/explorer-search-main/mm-sop/s1',
  '/skillbuilder',
  '/skillbuilder/p1/other',
  '/workspace/ws1/other',
  '/p',
  '/p/w1/s1/extra',
  '/playermain',
  '/usernewpassword',
  '/userinvitecreate/t/n/l/extra',
  '/not-a-uuid-at-all',
  '/api/v1/workflows',
];

describe('classifyPath (spec §2 route table)', () => {
  it.each(PUBLIC)('%s is public', (path) => expect(classifyPath(path)).toBe('public'));
  it.each(AUTH)('%s needs a signed-in user', (path) => expect(classifyPath(path)).toBe('auth'));
  it.each(UNKNOWN)('%s is unknown (sent to the root)', (path) => expect(classifyPath(path)).toBe('unknown'));
});

describe('localeFromPath', () => {
  it('reads the {lang?} segment of the account pages', () => {
    expect(localeFromPath('/usernewpassword/tok/de-de')).toBe('de-de');
    expect(localeFromPath('/userinvitecreate/tok/Jane/ja-jp')).toBe('ja-jp');
    expect(localeFromPath('/emailexpired/reset/fr-fr/x')).toBe('fr-fr');
    expect(localeFromPath('/zoomlanding/ok/ko-kr')).toBe('ko-kr');
    expect(localeFromPath('/usernewpassword/tok')).toBeNull();
    expect(localeFromPath('/home/overview')).toBeNull();
  });
});
