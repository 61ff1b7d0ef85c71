import { describe, expect, it } from 'vitest';
import { POST as postAnnotationImage } from '@/app/api/v1/annotations/images/route';
import { POST as postLogo } from '@/app/api/v1/organization-settings/my/logo/route';
import { POST as postAvatar } from '@/app/api/v1/profile/me/avatar/route';
import { createOrg, createUser, routeParams, sessionCookie } from '../helpers/factories';
import { pngBomb, pngThenHtml, tinyImage } from '../helpers/images';
import { createPlayerWorkflow, playerWorld } from './player-fixtures';
import { fromAddress } from '../helpers/client-address';

// Every image upload gets the poster's check: decoded by ffprobe, signature and decoder agreeing,
// at most 50 megapixels. A first-bytes check alone lets both hostile files below through.
const APP = 'http://localhost:3000';
function formRequest(path: string, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  return new Request(`${APP}${path}`, { method: 'POST', headers: { host: 'localhost:3000', origin: APP, cookie, ...fromAddress('127.0.0.1') }, body: form });
}
const HOSTILE = { '400-megapixel PNG': pngBomb(), 'PNG header followed by HTML': pngThenHtml() };

describe('image uploads are decoded, not only sniffed', () => {
  it('avatars refuse a 400-megapixel PNG and a PNG header followed by HTML, and take real PNG, JPEG, WebP and GIF', async () => {
    const org = await createOrg();
    const { cookie } = await sessionCookie(await createUser(org.id, 'viewer'));
    for (const [name, bytes] of Object.entries(HOSTILE)) {
      const res = await postAvatar(formRequest('/api/v1/profile/me/avatar', cookie, bytes), routeParams({}));
      expect(res.status, name).toBe(422);
      expect((await res.json()).error.message, name).toBe('profile.avatarInvalidType');
    }
    for (const format of ['png', 'jpg', 'webp', 'gif'] as const) {
      expect((await postAvatar(formRequest('/api/v1/profile/me/avatar', cookie, tinyImage(format)), routeParams({}))).status, format).toBe(200);
    }
  });

  it('annotation images refuse both as well', async () => {
    const world = await playerWorld();
    const wf = await createPlayerWorkflow({ orgId: world.org.id, workspaceId: world.open.id, authorId: world.publisher.id });
    const path = `/api/v1/annotations/images?workflowId=${wf.workflow.id}`;
    for (const [name, bytes] of Object.entries(HOSTILE)) {
      const res = await postAnnotationImage(formRequest(path, world.cookies.publisher, bytes), routeParams({}));
      expect(res.status, name).toBe(422);
      expect((await res.json()).error.message, name).toBe('annotations.imageType');
    }
    expect((await postAnnotationImage(formRequest(path, world.cookies.publisher, tinyImage('gif')), routeParams({}))).status).toBe(201);
  });

  it('the organisation logo refuses both as well', async () => {
    const org = await createOrg();
    const { cookie } = await sessionCookie(await createUser(org.id, 'admin-organization'));
    for (const [name, bytes] of Object.entries(HOSTILE)) {
      const res = await postLogo(formRequest('/api/v1/organization-settings/my/logo', cookie, bytes), routeParams({}));
      expect(res.status, name).toBe(422);
      expect((await res.json()).error.message, name).toBe('adminSettings.logoInvalidType');
    }
  });
});
