import { describe, expect, it } from 'vitest';
import { autoPlayForRequest, isMobileRequest, isTakingSource, nativeStartFor, startPoster } from '@/lib/player/fast-start';
import { publicPlaylistUrl } from '@/lib/player/public-urls';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const request = (headers: Record<string, string>) => new Headers(headers);

describe('autoplay of the server-rendered video (spec 02 §4)', () => {
  it('auto-plays a top-level desktop page', () => {
    expect(autoPlayForRequest(request({ 'user-agent': DESKTOP_CHROME, 'sec-ch-ua-mobile': '?0', 'sec-fetch-dest': 'document' }))).toBe(true);
    // No hints at all (older browsers, curl): a desktop page.
    expect(autoPlayForRequest(request({}))).toBe(true);
  });

  it('does not auto-play in an iframe', () => {
    expect(autoPlayForRequest(request({ 'user-agent': DESKTOP_CHROME, 'sec-fetch-dest': 'iframe' }))).toBe(false);
  });

  it('does not auto-play on mobile, by client hint or by user agent', () => {
    expect(autoPlayForRequest(request({ 'user-agent': DESKTOP_CHROME, 'sec-ch-ua-mobile': '?1' }))).toBe(false);
    expect(autoPlayForRequest(request({ 'user-agent': IPHONE }))).toBe(false);
    expect(autoPlayForRequest(request({ 'user-agent': ANDROID_TABLET, 'sec-ch-ua-mobile': '?0' }))).toBe(false);
    expect(isMobileRequest(request({ 'user-agent': DESKTOP_CHROME, 'sec-ch-ua-mobile': '?0' }))).toBe(false);
  });

  it('does not auto-play when the menu opens first', () => {
    expect(autoPlayForRequest(request({ 'user-agent': DESKTOP_CHROME }), { openMenu: true })).toBe(false);
  });
});

describe('the native start source', () => {
  const step = { id: 's1', hlsUrl: publicPlaylistUrl('w1', 's1'), renditions: ['360', '720', '1080'], startVideoUrl: null };
  const mp4 = '/api/v1/storage/orgs/o1/videos/w1/hls/1/s1/720.mp4?exp=1&sig=abc';

  it('is the step\'s MP4 of the starting rung when it has one, for every browser and for gen2 alike', () => {
    expect(nativeStartFor({ workflowId: 'w1', step: { ...step, startVideoUrl: mp4 }, gen2: false, autoPlay: true })).toEqual({
      src: mp4,
      type: 'video/mp4',
      rendition: '720',
      autoPlay: true,
    });
    const gen2Step = { id: 's1', hlsUrl: publicPlaylistUrl('w1', 's1', '720.m3u8'), renditions: ['720'], startVideoUrl: mp4 };
    expect(nativeStartFor({ workflowId: 'w1', step: gen2Step, gen2: true, autoPlay: false })).toEqual({ src: mp4, type: 'video/mp4', rendition: '720', autoPlay: false });
  });

  it('without an MP4, is the default quality rung (720) through the public playlist route', () => {
    expect(nativeStartFor({ workflowId: 'w1', step, gen2: false, autoPlay: true })).toEqual({
      src: '/api/v1/public/media/workflows/w1/steps/s1/720.m3u8',
      type: 'application/vnd.apple.mpegurl',
      rendition: '720',
      autoPlay: true,
    });
  });

  it('takes the largest rung below 720, else the smallest there is', () => {
    expect(nativeStartFor({ workflowId: 'w1', step: { ...step, renditions: ['360', '480'] }, gen2: false, autoPlay: false })).toMatchObject({
      src: '/api/v1/public/media/workflows/w1/steps/s1/480.m3u8',
      rendition: '480',
      autoPlay: false,
    });
    expect(nativeStartFor({ workflowId: 'w1', step: { ...step, renditions: ['1080'] }, gen2: false, autoPlay: true })?.src).toMatch(/\/1080\.m3u8$/);
  });

  it('plays the master when the step lists no rungs, and gen2 its one rung URL as it is', () => {
    expect(nativeStartFor({ workflowId: 'w1', step: { ...step, renditions: [] }, gen2: false, autoPlay: true })).toMatchObject({ src: step.hlsUrl, rendition: null });
    const gen2Step = { id: 's1', hlsUrl: publicPlaylistUrl('w1', 's1', '720.m3u8'), renditions: ['720'], startVideoUrl: null };
    expect(nativeStartFor({ workflowId: 'w1', step: gen2Step, gen2: true, autoPlay: true })).toEqual({ src: gen2Step.hlsUrl, type: 'application/vnd.apple.mpegurl', rendition: '720', autoPlay: true });
  });

  it('is absent for a step with nothing packaged', () => {
    expect(nativeStartFor({ workflowId: 'w1', step: { ...step, hlsUrl: null }, gen2: false, autoPlay: true })).toBeNull();
  });
});

describe('adopting the natively started stream', () => {
  const src = 'http://localhost:3000/api/v1/public/media/workflows/w1/steps/s1/720.m3u8';

  it('adopts the element that loads or plays the <source>', () => {
    expect(isTakingSource({ currentSrc: src, networkState: 2, error: null }, src)).toBe(true);
    expect(isTakingSource({ currentSrc: src, networkState: 1, error: null }, src)).toBe(true);
  });

  it('does not adopt what the browser skipped, failed on or has not started', () => {
    // Firefox: no HLS, the <source> is skipped.
    expect(isTakingSource({ currentSrc: '', networkState: 3, error: null }, src)).toBe(false);
    expect(isTakingSource({ currentSrc: src, networkState: 3, error: null }, src)).toBe(false);
    expect(isTakingSource({ currentSrc: src, networkState: 2, error: { code: 4 } }, src)).toBe(false);
    expect(isTakingSource({ currentSrc: '', networkState: 0, error: null }, src)).toBe(false);
    // Already another stream (hls.js's blob URL).
    expect(isTakingSource({ currentSrc: 'blob:http://localhost:3000/1', networkState: 2, error: null }, src)).toBe(false);
  });
});

describe('the poster of the server-rendered video', () => {
  const poster = '/api/v1/storage/poster.jpg';

  it('is left out while the native start auto-plays, its request beside the MP4\'s', () => {
    expect(startPoster({ autoPlay: true }, poster)).toBeUndefined();
  });

  it('is the step\'s poster for a start that waits for a click, and once the start is left', () => {
    expect(startPoster({ autoPlay: false }, poster)).toBe(poster);
    expect(startPoster(null, poster)).toBe(poster);
    expect(startPoster(null, null)).toBeUndefined();
  });
});
