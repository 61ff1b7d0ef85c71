import { beforeEach, describe, expect, it } from 'vitest';
import { PUT as putFeatures } from '@/app/api/v1/organization-settings/my/features/route';
import { PUT as putPermissions } from '@/app/api/v1/organization-settings/my/permissions/route';
import { getPublicWorkflowAccess, getPublicWorkflowPage } from '@/lib/player/public-cache';
import { createWorkspace } from '../helpers/factories';
import { adminOfNewOrg, call } from './admin-settings-helpers';
import { packageWorkflow, publicPlaylist, type Packaged } from './public-fixtures';

/**
 * Issue 5: the public page and its media routes are cached per process, and an organisation
 * switching public sharing off must close them at once, not when the cache entry expires.
 */
let admin: { cookie: string };
let workflow: Packaged;

beforeEach(async () => {
  const { org, cookie } = await adminOfNewOrg();
  admin = { cookie };
  workflow = await packageWorkflow(org.id, (await createWorkspace(org.id)).id);
});

/** What a visitor gets now: the page's data and the first step's playlist (cached after the first call). */
async function visit() {
  const page = await getPublicWorkflowPage(workflow.id, 'en');
  const res = await publicPlaylist(workflow.id, workflow.steps[0].id, 'master.m3u8');
  return { page, playlistStatus: res.status };
}

describe('public pages when the organisation changes its sharing settings', () => {
  it('stop at once when public sharing is switched off, and come back when it is switched on', async () => {
    const before = await visit();
    expect(before.page?.player.id).toBe(workflow.id);
    expect(before.playlistStatus).toBe(200);
    // Served from the cache from here on: the same object, no database read.
    expect(await getPublicWorkflowPage(workflow.id, 'en')).toBe(before.page);

    const off = await call(putFeatures, '/api/v1/organization-settings/my/features', { method: 'PUT', body: { features: { publicSharing: { enabled: false } } }, cookie: admin.cookie });
    expect(off.status).toBe(200);
    expect(await visit()).toEqual({ page: null, playlistStatus: 404 });
    expect(await getPublicWorkflowAccess(workflow.id)).toBeNull();

    const on = await call(putFeatures, '/api/v1/organization-settings/my/features', { method: 'PUT', body: { features: { publicSharing: { enabled: true } } }, cookie: admin.cookie });
    expect(on.status).toBe(200);
    const after = await visit();
    expect(after.page?.player.id).toBe(workflow.id);
    expect(after.playlistStatus).toBe(200);
  });

  it('stop at once when an admin disables public links', async () => {
    expect((await visit()).page).not.toBeNull();
    const res = await call(putPermissions, '/api/v1/organization-settings/my/permissions', { method: 'PUT', body: { disablePublicLinks: true }, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await visit()).toEqual({ page: null, playlistStatus: 404 });
  });

});
