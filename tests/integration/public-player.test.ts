import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as posterRoute } from '@/app/api/v1/public/media/workflows/[id]/poster/route';
import { GET as subtitlesRoute } from '@/app/api/v1/public/media/workflows/[id]/steps/[stepId]/subtitles/[file]/route';
import { POST as publishRoute } from '@/app/api/v1/workflows/[id]/publish/route';
import { PUT as unpublishRoute } from '@/app/api/v1/workflows/[id]/unpublish/route';
import { workflows } from '@/db/schema';
import { getPublicWorkflowPage, invalidatePublicWorkflow } from '@/lib/player/public-cache';
import { TtlCache } from '@/lib/player/public-cache-store';
import { isoDuration, ogLocale, publicDescription, publicJsonLd, scriptJson } from '@/lib/player/public-seo';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { packageWorkflow, publicPlaylist, SENTENCES, type Packaged } from './public-fixtures';

let published: Packaged;
let draft: Packaged;
let unpackaged: Packaged;
let sharingOff: Packaged;
let linksDisabled: Packaged;
let author: { cookie: string };

beforeAll(async () => {
  const org = await createOrg();
  const ws = await createWorkspace(org.id);
  const publisher = await createUser(org.id, 'publisher', { displayName: 'Pat Publisher' });
  await addMember(org.id, ws.id, publisher.id, 'publisher');
  author = await sessionCookie(publisher);
  published = await packageWorkflow(org.id, ws.id, { authorId: publisher.id });
  draft = await packageWorkflow(org.id, ws.id, { published: false, authorId: publisher.id });
  const bare = await createWorkflow(org.id, ws.id);
  unpackaged = { id: bare.workflow.id, steps: bare.steps };

  const closed = await createOrg({ settings: { features: { publicSharing: { featureEnabled: true, enabled: false } } } });
  sharingOff = await packageWorkflow(closed.id, (await createWorkspace(closed.id)).id);
  const locked = await createOrg({ settings: { permissions: { disablePublicLinks: true } } });
  linksDisabled = await packageWorkflow(locked.id, (await createWorkspace(locked.id)).id);
});

const playlist = publicPlaylist;
const subtitles = (id: string, stepId: string, file: string) =>
  subtitlesRoute(apiRequest(`/api/v1/public/media/workflows/${id}/steps/${stepId}/subtitles/${file}`), routeParams({ id, stepId, file }));
const poster = (id: string) => posterRoute(apiRequest(`/api/v1/public/media/workflows/${id}/poster`), routeParams({ id }));

describe('public workflow page loader', () => {
  it('serves a published workflow of a sharing organisation, with public media routes and no comments or reactions', async () => {
    const page = (await getPublicWorkflowPage(published.id, 'en'))!;
    expect(page.player).toMatchObject({ id: published.id, title: 'Torque wrench basics', isPublic: true, canEdit: false, author: { displayName: 'Pat Publisher' } });
    // Which workspace holds it is none of the public's business.
    expect(page.player.workspace).toBeNull();
    expect(page.player.permissions).toMatchObject({ allowView: true, comments: false, reactions: false });
    expect(page.player.steps.map((s) => s.hlsUrl)).toEqual(published.steps.map((s) => `/api/v1/public/media/workflows/${published.id}/steps/${s.id}/master.m3u8`));
    expect(page.player.steps[0].subtitles[0].url).toBe(`/api/v1/public/media/workflows/${published.id}/steps/${published.steps[0].id}/subtitles/en-us.vtt`);
    expect(page.player.posterUrl).toMatch(/\?exp=\d+&sig=/);
    // The starting MP4 of the native fast start: signed like the poster, null where a step has none.
    expect(page.player.steps[0].startVideoUrl).toMatch(new RegExp(`/${published.steps[0].id}/360\\.mp4\\?exp=\\d+&sig=[0-9a-f]+$`));
    expect(page.player.steps[1].startVideoUrl).toBeNull();
    expect(page.player.transcript.map((s) => s.stepId)).toEqual([published.steps[0].id, published.steps[1].id]);
    expect(page.duration).toBe(60);
  });

  it('answers nothing (404) for drafts, sharing switched off, public links disabled, nothing packaged, unknown and malformed ids', async () => {
    for (const id of [draft.id, sharingOff.id, linksDisabled.id, unpackaged.id, randomUUID(), 'not-an-id', '../etc']) {
      expect(await getPublicWorkflowPage(id, 'en'), id).toBeNull();
    }
  });

  it('builds the description and JSON-LD (VideoObject and HowTo with every step and the transcript)', async () => {
    const page = (await getPublicWorkflowPage(published.id, 'en'))!;
    const description = publicDescription(page, 'fallback');
    expect(description).toBe('Take the torque wrench from the tool board. Set it to <twelve> newton metres.');
    const [video, howTo] = publicJsonLd(page, { baseUrl: 'https://learn.example.com', description, stepTitle: (s) => s.title });
    expect(video).toMatchObject({
      '@type': 'VideoObject',
      name: 'Torque wrench basics',
      url: `https://learn.example.com/p/${published.id}`,
      thumbnailUrl: [`https://learn.example.com/api/v1/public/media/workflows/${published.id}/poster`],
      duration: 'PT1M',
      transcript: description,
    });
    expect(howTo.step).toEqual([
      { '@type': 'HowToStep', position: 1, name: 'Step 1', text: SENTENCES[0].sentence, url: `https://learn.example.com/p/${published.id}/${published.steps[0].id}` },
      { '@type': 'HowToStep', position: 2, name: 'Step 2', text: SENTENCES[1].sentence, url: `https://learn.example.com/p/${published.id}/${published.steps[1].id}` },
    ]);
    expect(scriptJson([video, howTo])).not.toContain('<');
    // A title cannot close the JSON-LD element and inject markup.
    const hostile = publicJsonLd({ ...page, player: { ...page.player, title: '</script><script>alert(1)</script>' } }, { baseUrl: '', description, stepTitle: (s) => s.title });
    expect(scriptJson(hostile)).not.toMatch(/<\/?script/i);
    expect(JSON.parse(scriptJson(hostile))[0].name).toBe('</script><script>alert(1)</script>');
    expect(video.uploadDate).toBe(page.publishedAt ?? page.updatedAt);
    expect([ogLocale('en-us'), ogLocale('pt-br'), ogLocale('de')]).toEqual(['en_US', 'pt_BR', 'de']);
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('serves a burst from the cache, and publish/unpublish through the API drop the entry at once', async () => {
    const first = await getPublicWorkflowPage(published.id, 'en');
    // Changed behind the cache's back: the cached answer stays (no database read per request)…
    await (await db()).update(workflows).set({ title: 'Renamed directly' }).where(eq(workflows.id, published.id));
    expect(await getPublicWorkflowPage(published.id, 'en')).toBe(first);
    // …until it is invalidated (the lifecycle operations do it themselves, below).
    await invalidatePublicWorkflow(published.id);
    expect((await getPublicWorkflowPage(published.id, 'en'))!.player.title).toBe('Renamed directly');

    const unpublish = await unpublishRoute(apiRequest(`/api/v1/workflows/${published.id}/unpublish`, { method: 'PUT', cookie: author.cookie }), routeParams({ id: published.id }));
    expect(unpublish.status).toBe(200);
    expect(await getPublicWorkflowPage(published.id, 'en')).toBeNull();
    expect((await playlist(published.id, published.steps[0].id, 'master.m3u8')).status).toBe(404);
    const publish = await publishRoute(apiRequest(`/api/v1/workflows/${published.id}/publish`, { method: 'POST', cookie: author.cookie }), routeParams({ id: published.id }));
    expect(publish.status).toBe(200);
    expect(await getPublicWorkflowPage(published.id, 'en')).not.toBeNull();
    expect((await playlist(published.id, published.steps[0].id, 'master.m3u8')).status).toBe(200);
  });
});

describe('TtlCache', () => {
  it('shares one load between concurrent misses, expires, forgets failures and keeps at most `max` entries', async () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 2, () => now);
    const load = vi.fn(async () => 7);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
    now = 999;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);

    await expect(cache.get('b', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('b', async () => 8)).toBe(8);

    await cache.get('c', async () => 9);
    const reload = vi.fn(async () => 1);
    await cache.get('a', reload); // 'a' was the oldest of three: evicted
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('GET /api/v1/public/media/workflows/{id}/…', () => {
  it('serves the master and rung playlists without an account, segments signed and expiring', async () => {
    const step = published.steps[0];
    const master = await playlist(published.id, step.id, 'master.m3u8');
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await master.text()).toContain(`/api/v1/public/media/workflows/${published.id}/steps/${step.id}/360.m3u8`);
    const rung = await (await playlist(published.id, step.id, '360.m3u8')).text();
    expect(rung).toMatch(/\/api\/v1\/storage\/orgs\/.+\/360\/00000\.ts\?exp=\d+&sig=/);
  });

  it('answers 404 for drafts, closed organisations, unknown or foreign steps and other files', async () => {
    const step = published.steps[0];
    const cases: Array<[string, string, string]> = [
      [draft.id, draft.steps[0].id, 'master.m3u8'],
      [sharingOff.id, sharingOff.steps[0].id, 'master.m3u8'],
      [linksDisabled.id, linksDisabled.steps[0].id, 'master.m3u8'],
      [randomUUID(), step.id, 'master.m3u8'],
      [published.id, randomUUID(), 'master.m3u8'],
      [published.id, draft.steps[0].id, 'master.m3u8'],
      [published.id, step.id, '1080.m3u8'],
      [published.id, step.id, 'poster.jpg'],
    ];
    for (const [id, stepId, file] of cases) {
      const res = await playlist(id, stepId, file);
      expect(res.status, `${id} ${stepId} ${file}`).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
  });

  it('serves subtitles as WebVTT, 404 for unknown languages and closed workflows', async () => {
    const res = await subtitles(published.id, published.steps[1].id, 'en-us.vtt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/vtt');
    const vtt = await res.text();
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toContain('newton metres');
    expect((await subtitles(published.id, published.steps[1].id, 'de-de.vtt')).status).toBe(404);
    expect((await subtitles(published.id, published.steps[1].id, 'en-us.srt')).status).toBe(404);
    expect((await subtitles(draft.id, draft.steps[0].id, 'en-us.vtt')).status).toBe(404);
  });

  it('redirects the poster to a fresh signed URL; 404 without a poster or for closed workflows', async () => {
    const res = await poster(published.id);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/api\/v1\/storage\/orgs\/.+\/poster\.jpg\?exp=\d+&sig=/);
    expect((await poster(sharingOff.id)).status).toBe(404);
    expect((await poster(unpackaged.id)).status).toBe(404);
  });
});
