import { describe, expect, it } from 'vitest';
import { controlFlags, gen2Rendition, isGen2Generation } from '@/lib/player/gen2';
import { isMediaPlaylist } from '@/lib/player/hls-prefetch';
import { isToolboxSmall, RESIZE_DEBOUNCE_MS, widthClass } from '@/lib/player/layout';
import { playerPermissions } from '@/lib/player/permissions';
import { parseOrgSettings } from '@/lib/orgs/settings';

const page = { gen2: false, singleStep: false, isPage: true, isIframe: false, fullscreen: false };

describe('gen2 accounts (spec 02 §2)', () => {
  it('are organisations of generation gen2 only: gen2plus and none get the full player', () => {
    expect(isGen2Generation('gen2')).toBe(true);
    expect(isGen2Generation('gen2plus')).toBe(false);
    expect(isGen2Generation(null)).toBe(false);
    const flags = (generation: string | null) =>
      playerPermissions({ settings: parseOrgSettings({}), generation, isPublic: false, published: true, viewerId: 'v', authorId: 'a', workflowWatermark: false }).gen2;
    expect([flags('gen2'), flags('gen2plus'), flags(null)]).toEqual([true, false, false]);
  });

  it('have no search, no theater button and no quality setting', () => {
    expect(controlFlags({ ...page, gen2: true })).toEqual({ showSearch: false, showTheater: false, showQuality: false });
    expect(controlFlags(page)).toEqual({ showSearch: true, showTheater: true, showQuality: true });
  });

  it('keep the other rules: no search in the single-step player, no theater outside a page, in an iframe or fullscreen', () => {
    expect(controlFlags({ ...page, singleStep: true }).showSearch).toBe(false);
    expect(controlFlags({ ...page, isPage: false }).showTheater).toBe(false);
    expect(controlFlags({ ...page, isIframe: true }).showTheater).toBe(false);
    expect(controlFlags({ ...page, fullscreen: true }).showTheater).toBe(false);
  });

  it('play one rung: 720p, else the largest below, else the smallest', () => {
    expect(gen2Rendition(['360', '480', '720', '1080'])).toBe('720');
    expect(gen2Rendition(['360', '480'])).toBe('480');
    expect(gen2Rendition(['1080'])).toBe('1080');
    expect(gen2Rendition([])).toBeNull();
  });

  it('a media playlist is told from a master (the prefetch warms it directly)', () => {
    expect(isMediaPlaylist('#EXTM3U\n#EXTINF:2.0,\n720/00000.ts\n#EXT-X-ENDLIST\n')).toBe(true);
    expect(isMediaPlaylist('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=1280x720\n720.m3u8\n')).toBe(false);
  });
});

describe('player sizes (spec 02 §9)', () => {
  it('classes the video width at 300, 600 and 1264 px', () => {
    expect([0, 299, 300, 599, 600, 1263, 1264, 2560].map(widthClass)).toEqual(['xs', 'xs', 'sm', 'sm', 'md', 'md', 'lg', 'lg']);
  });

  it('makes the toolbox small below 300 px, not before it was measured', () => {
    expect(isToolboxSmall(280)).toBe(true);
    expect(isToolboxSmall(299.5)).toBe(true);
    expect(isToolboxSmall(300)).toBe(false);
    expect(isToolboxSmall(0)).toBe(false);
  });

  it('waits 500 ms after a resize', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(500);
  });
});
