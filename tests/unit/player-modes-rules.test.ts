import { describe, expect, it } from 'vitest';
import { firstSegmentUrls, prefetchStepIndex, variantUrlFor } from '@/lib/player/hls-prefetch';
import { initialPlace, stepAtVideoTime } from '@/lib/player/navigation';
import { fullPlayerHref, isPopupCloseMessage, POPUP_CLOSE_MESSAGE, popupPlayerSrc } from '@/lib/player/popup';
import { playerOptionsFromQuery } from '@/lib/player/route-params';

const BASE = 'https://openhow.example.com/api/v1/media/workflows/w1/steps/s2/master.m3u8';
const MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
  '/api/v1/media/workflows/w1/steps/s2/360.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=2800000,RESOLUTION=1280x720',
  '720.m3u8',
  '',
].join('\n');
const MEDIA = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:4',
  '#EXTINF:4.0,',
  '/api/v1/storage/orgs/o/720/00000.ts?exp=1&sig=a',
  '#EXTINF:4.0,',
  '/api/v1/storage/orgs/o/720/00001.ts?exp=1&sig=b',
  '#EXT-X-ENDLIST',
].join('\n');

describe('HLS prefetch of the next step', () => {
  it('finds the variant of a rung, Auto taking the first, none for a missing rung', () => {
    expect(variantUrlFor(MASTER, BASE, 720)).toBe('https://openhow.example.com/api/v1/media/workflows/w1/steps/s2/720.m3u8');
    expect(variantUrlFor(MASTER, BASE, null)).toBe('https://openhow.example.com/api/v1/media/workflows/w1/steps/s2/360.m3u8');
    expect(variantUrlFor(MASTER, BASE, 1080)).toBeNull();
    expect(variantUrlFor('#EXTM3U\n', BASE, null)).toBeNull();
  });
  it('takes the first segment (absolute), and an fMP4 init segment before it', () => {
    expect(firstSegmentUrls(MEDIA, BASE)).toEqual(['https://openhow.example.com/api/v1/storage/orgs/o/720/00000.ts?exp=1&sig=a']);
    expect(firstSegmentUrls(MEDIA, BASE, 2)).toHaveLength(2);
    const fmp4 = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4,\nseg0.m4s\n';
    expect(firstSegmentUrls(fmp4, BASE)).toEqual([
      'https://openhow.example.com/api/v1/media/workflows/w1/steps/s2/init.mp4',
      'https://openhow.example.com/api/v1/media/workflows/w1/steps/s2/seg0.m4s',
    ]);
  });
  it('warms the next step, loops to the first with repeat workflow, nothing with repeat step or at the end', () => {
    expect(prefetchStepIndex({ index: 0, count: 3, repeat: 'disabled' })).toBe(1);
    expect(prefetchStepIndex({ index: 2, count: 3, repeat: 'disabled' })).toBeNull();
    expect(prefetchStepIndex({ index: 2, count: 3, repeat: 'workflow' })).toBe(0);
    expect(prefetchStepIndex({ index: 0, count: 3, repeat: 'step' })).toBeNull();
    expect(prefetchStepIndex({ index: 0, count: 1, repeat: 'workflow' })).toBeNull();
  });
});

describe('where the player opens', () => {
  // Steps of 0–6, 6–14 and (after a cut of 14–16) 16–20 s of the recording.
  const steps = [
    { id: 'a', sourceStart: 0, duration: 6 },
    { id: 'b', sourceStart: 6, duration: 8 },
    { id: 'c', sourceStart: 16, duration: 4 },
  ];
  it('maps a second of the recording to its step and the position in it', () => {
    expect(stepAtVideoTime(steps, 8)).toEqual({ index: 1, position: 2 });
    expect(stepAtVideoTime(steps, 0)).toEqual({ index: 0, position: 0 });
    expect(stepAtVideoTime(steps, 15)).toEqual({ index: 2, position: 0 });
    expect(stepAtVideoTime(steps, 99)).toEqual({ index: 2, position: 0 });
  });
  it('prefers the route step with startTimestamp before its end, and uses videoTime only without a step', () => {
    expect(initialPlace(steps, 'b', { startTimestamp: 3 })).toEqual({ index: 1, position: 3 });
    expect(initialPlace(steps, 'b', { startTimestamp: 30 })).toEqual({ index: 1, position: 0 });
    expect(initialPlace(steps, 'c', { videoTime: 8 })).toEqual({ index: 2, position: 0 });
    expect(initialPlace(steps, undefined, { videoTime: 8 })).toEqual({ index: 1, position: 2 });
    expect(initialPlace(steps, undefined, {})).toEqual({ index: 0, position: 0 });
  });
  it('reads videoTime and popup from the query, ignoring junk', () => {
    expect(playerOptionsFromQuery({ videoTime: '8', popup: '1' })).toMatchObject({ videoTime: 8, popup: true });
    expect(playerOptionsFromQuery({ videoTime: '0' })).toMatchObject({ videoTime: 0 });
    const junk = playerOptionsFromQuery({ videoTime: 'x', popup: 'yes' });
    expect(junk.videoTime).toBeUndefined();
    expect(junk.popup).toBeUndefined();
    expect(playerOptionsFromQuery({ videoTime: '' }).videoTime).toBeUndefined();
  });
});

describe('the popup player', () => {
  it('frames the embedded player in popup mode and links the full player to the same place', () => {
    expect(popupPlayerSrc({ workflowId: 'w 1', videoTime: 8 })).toBe('/playerembed/w%201?popup=1&videoTime=8');
    expect(popupPlayerSrc({ workflowId: 'w1', stepId: 's2', startTimestamp: 4, videoTime: 8 })).toBe('/playerembed/w1/s2?popup=1&startTimestamp=4');
    expect(fullPlayerHref({ workflowId: 'w1', videoTime: 8 })).toBe('/playermain/w1?videoTime=8');
    expect(fullPlayerHref({ workflowId: 'w1' })).toBe('/playermain/w1');
  });
  it('closes only on its own message from its own frame and origin', () => {
    const frame = {};
    const ok = { origin: 'https://a.example.com', data: POPUP_CLOSE_MESSAGE, source: frame };
    expect(isPopupCloseMessage(ok, 'https://a.example.com', frame)).toBe(true);
    expect(isPopupCloseMessage({ ...ok, origin: 'https://evil.example.com' }, 'https://a.example.com', frame)).toBe(false);
    expect(isPopupCloseMessage({ ...ok, source: {} }, 'https://a.example.com', frame)).toBe(false);
    expect(isPopupCloseMessage({ ...ok, data: 'other' }, 'https://a.example.com', frame)).toBe(false);
  });
});
