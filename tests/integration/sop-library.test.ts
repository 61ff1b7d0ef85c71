import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as duplicateRoute } from '@/app/api/v1/multimodal-sop/[id]/duplication/route';
import { POST as restoreRoute } from '@/app/api/v1/multimodal-sop/[id]/versions/[versionId]/restore/route';
import { GET as versionsRoute } from '@/app/api/v1/multimodal-sop/[id]/versions/route';
import { POST as shareRoute } from '@/app/api/v1/notifications/multimodal-sop/share/route';
import { GET as searchRoute } from '@/app/api/v1/search/mmsop/route';
import { POST as trackRoute } from '@/app/api/v1/tracking/multimodal-sop/route';
import { GET as likedRoute } from '@/app/api/v1/user-likes/[userId]/multimodal-sops/route';
import { POST as likeRoute } from '@/app/api/v1/user-likes/multimodal-sops/route';
import { GET as continueRoute } from '@/app/api/v1/users/[id]/multimodal-sops/continue-editing/route';
import { GET as creatorRoute } from '@/app/api/v1/users/[id]/multimodal-sops/creator/route';
import { GET as workspaceRoute } from '@/app/api/v1/workspaces/[id]/multimodal-sops/route';
import { multimodalSopUsage, multimodalSops, notifications } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { db } from '@/tests/helpers/factories';
import { block, hit, makeSop, sopApi, sopWorld, type SopWorld } from './sop-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: SopWorld;
beforeAll(async () => {
  w = await sopWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const ids = (reply: { body: { items: Array<{ id: string }> } }) => reply.body.items.map((i) => i.id);
const duplicate = (cookie: string, id: string, workspaceIds: string[]) =>
  hit(duplicateRoute, `/api/v1/multimodal-sop/${id}/duplication`, { cookie, method: 'POST', body: { workspaceIds }, params: { id } });

describe('versions and restore', () => {
  it('lists one version per save, newest first, and restores a snapshot as a new version', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { title: 'First' });
    await sopApi.put(w.cookies.publisher, sop.id, { title: 'Second', description: '', items: [block('step')], version: sop.version });
    const versions = await hit(versionsRoute, `/api/v1/multimodal-sop/${sop.id}/versions`, { cookie: w.cookies.publisher, params: { id: sop.id } });
    expect(versions.body.items.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions.body.items[0].createdBy).toEqual({ displayName: 'Pat Publisher' });
    const second = versions.body.items.find((v: { version: number }) => v.version === 2);
    const restore = (cookie: string, versionId: string) =>
      hit(restoreRoute, `/api/v1/multimodal-sop/${sop.id}/versions/${versionId}/restore`, { cookie, method: 'POST', params: { id: sop.id, versionId } });
    const restored = await restore(w.cookies.publisher, second.id);
    expect(restored.body.item).toMatchObject({ title: 'First', version: 4 });
    expect(restored.body.item.items.map((i: { type: string }) => i.type)).toEqual(['introduction', 'step', 'conclusion']);
    expect((await restore(w.cookies.viewer, second.id)).status).toBe(403);
    expect((await restore(w.cookies.outsider, second.id)).status).toBe(404);
    const other = await makeSop(w.cookies.publisher, w.ws.a.id);
    expect((await hit(restoreRoute, '/x', { cookie: w.cookies.publisher, method: 'POST', params: { id: other.id, versionId: second.id } })).status).toBe(404);
    await sopApi.patch(w.cookies.publisher, sop.id, { published: true });
    expect((await restore(w.cookies.publisher, second.id)).body.error.message).toBe('sopErrors.publishedReadOnly');
  });
});

describe('POST /api/v1/multimodal-sop/{id}/duplication', () => {
  it('copies into each workspace the caller authors in as unpublished drafts with new block ids', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true });
    const res = await duplicate(w.cookies.publisher, sop.id, [w.ws.a.id, w.ws.b.id]);
    expect(res.status).toBe(201);
    expect(res.body.items).toHaveLength(2);
    for (const { id } of res.body.items) {
      const copy = (await sopApi.get(w.cookies.publisher, id)).body.item;
      expect(copy).toMatchObject({ title: 'Line setup', published: false, version: 1, author: { uid: w.users.publisher.id, displayName: 'Pat Publisher' } });
      expect(copy.items.map((i: { id: string }) => i.id)).not.toContain(sop.items[0].id);
    }
  });

  it('needs allowDuplicate for non-authors, and an authoring role in every target', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true });
    // publisherB sees the published SOP in Assembly and authors in Bottling.
    expect((await duplicate(w.cookies.publisherB, sop.id, [w.ws.b.id])).status).toBe(201);
    expect((await duplicate(w.cookies.publisherB, sop.id, [w.ws.a.id])).status).toBe(403);
    expect((await duplicate(w.cookies.viewer, sop.id, [w.ws.a.id])).status).toBe(403);
    expect((await duplicate(w.cookies.publisher, sop.id, [w.ws.other.id])).status).toBe(404);
    expect((await duplicate(w.cookies.outsider, sop.id, [w.ws.other.id])).status).toBe(404);
    expect(JSON.stringify((await duplicate(w.cookies.publisher, sop.id, [])).body)).toContain('sopErrors.workspaceRequired');
    await sopApi.patch(w.cookies.publisher, sop.id, { allowDuplicate: false });
    const refused = await duplicate(w.cookies.publisherB, sop.id, [w.ws.b.id]);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('sopErrors.duplicateNotAllowed');
    expect((await duplicate(w.cookies.publisher, sop.id, [w.ws.b.id])).status).toBe(201);
  });
});

describe('likes, usage tracking and the lists around them', () => {
  it('likes and unlikes idempotently; favourites list the caller’s own likes only', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true, title: 'Liked one' });
    const like = (cookie: string, value: boolean, id = sop.id) => hit(likeRoute, '/api/v1/user-likes/multimodal-sops', { cookie, method: 'POST', body: { like: value, multimodalSopId: id } });
    expect((await like(w.cookies.viewer, true)).body).toEqual({ liked: true });
    expect((await like(w.cookies.viewer, true)).body).toEqual({ liked: true });
    const liked = (cookie: string, userId: string) => hit(likedRoute, `/api/v1/user-likes/${userId}/multimodal-sops`, { cookie, params: { userId } });
    const mine = await liked(w.cookies.viewer, w.users.viewer.id);
    expect(mine.body.items).toEqual([expect.objectContaining({ id: sop.id, favorite: true })]);
    expect((await liked(w.cookies.viewer, w.users.publisher.id)).status).toBe(404);
    expect((await sopApi.get(w.cookies.viewer, sop.id)).body.item.favorite).toBe(true);
    await like(w.cookies.viewer, false);
    expect((await liked(w.cookies.viewer, w.users.viewer.id)).body.total).toBe(0);
    expect((await like(w.cookies.outsider, true)).status).toBe(404);
  });

  it('records one usage row per tracking call (204), for SOPs the caller can see', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true });
    const track = (cookie: string, body: Record<string, unknown>) => hit(trackRoute, '/api/v1/tracking/multimodal-sop', { cookie, method: 'POST', body });
    expect((await track(w.cookies.viewer, { multimodalSopId: sop.id, deviceInfo: { platform: 'Android', screen: '412x915' }, duration: 61.6 })).status).toBe(204);
    const rows = await (await db()).select().from(multimodalSopUsage).where(eq(multimodalSopUsage.sopId, sop.id));
    expect(rows).toEqual([expect.objectContaining({ organizationId: w.org.id, userId: w.users.viewer.id, durationSeconds: 62, deviceInfo: { platform: 'Android', screen: '412x915' } })]);
    expect((await track(w.cookies.outsider, { multimodalSopId: sop.id, deviceInfo: {}, duration: 1 })).status).toBe(404);
    expect((await track(w.cookies.viewer, { multimodalSopId: sop.id, deviceInfo: {}, duration: -1 })).status).toBe(422);
  });

  it('searches published titles, lists a workspace’s SOPs, the caller’s own and the unpublished ones to continue', async () => {
    const title = `Torque-${Date.now()}`;
    const published = await makeSop(w.cookies.publisher, w.ws.b.id, { published: true, title });
    const draft = await makeSop(w.cookies.publisher, w.ws.b.id, { title: `${title} draft` });
    const search = (cookie: string) => hit(searchRoute, `/api/v1/search/mmsop?keyword=${title}`, { cookie });
    expect(ids(await search(w.cookies.publisher))).toEqual([published.id]);
    expect(ids(await search(w.cookies.outsider))).toEqual([]);
    const inWorkspace = (cookie: string) => hit(workspaceRoute, `/api/v1/workspaces/${w.ws.b.id}/multimodal-sops?keyword=${title}`, { cookie, params: { id: w.ws.b.id } });
    expect(ids(await inWorkspace(w.cookies.publisher))).toEqual([draft.id, published.id]);
    expect(ids(await inWorkspace(w.cookies.viewer))).toEqual([published.id]);
    expect((await inWorkspace(w.cookies.outsider)).status).toBe(404);
    const creator = await hit(creatorRoute, `/api/v1/users/${w.users.publisher.id}/multimodal-sops/creator?keyword=${title}`, { cookie: w.cookies.publisher, params: { id: w.users.publisher.id } });
    expect(ids(creator)).toEqual([draft.id, published.id]);
    const cont = await hit(continueRoute, `/api/v1/users/${w.users.publisher.id}/multimodal-sops/continue-editing?keyword=${title}`, { cookie: w.cookies.publisher, params: { id: w.users.publisher.id } });
    expect(ids(cont)).toEqual([draft.id]);
    expect((await hit(creatorRoute, '/x', { cookie: w.cookies.viewer, params: { id: w.users.publisher.id } })).status).toBe(404);
  });
});

describe('POST /api/v1/notifications/multimodal-sop/share', () => {
  it('shares a published SOP with its title and step count; an unpublished one is refused, a foreign one unknown', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true, title: 'Shared SOP' });
    const share = (cookie: string, multimodalSopId: string) =>
      hit(shareRoute, '/api/v1/notifications/multimodal-sop/share', { cookie, method: 'POST', body: { multimodalSopId, message: 'Please follow', users: [w.users.viewer.id], teams: [] } });
    expect((await share(w.cookies.publisher, sop.id)).status).toBe(200);
    const [note] = await (await db())
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.users.viewer.id), eq(notifications.multimodalSopId, sop.id)));
    expect(note).toMatchObject({ type: 'share-multimodal-sop', organizationId: w.org.id, summary: { title: 'Shared SOP', numSteps: 1 } });
    await sopApi.patch(w.cookies.publisher, sop.id, { published: false });
    expect((await share(w.cookies.publisher, sop.id)).status).toBe(409);
    expect((await share(w.cookies.outsider, sop.id)).status).toBe(404);
    const [row] = await (await db()).select().from(multimodalSops).where(eq(multimodalSops.id, sop.id));
    expect(row.published).toBe(false);
  });
});
