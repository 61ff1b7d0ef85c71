import { describe, expect, it } from 'vitest';
import { MediaError, redactPaths } from '@/lib/media/errors';
import { h264Codec, ladderFor, rungSize } from '@/lib/media/ladder';
import { sheetsFor, tileFor, type ImageMapIndex } from '@/lib/media/image-map-index';
import { masterPlaylist, mediaContentType, mediaPlaylist, variantBandwidth } from '@/lib/media/playlists';
import { hasMediaSignature, parseProbe } from '@/lib/media/probe';
import { parseProgressLine, progressReporter } from '@/lib/media/progress';
import { assignSegments, segmentCutTimes, snapSteps, snapToKeyframes } from '@/lib/media/timeline';
import { transcodeArgs } from '@/lib/media/transcode';

describe('ladder', () => {
  it('offers only the rungs the source allows, and always 360', () => {
    expect(ladderFor(2160)).toEqual([360, 480, 720, 1080]);
    expect(ladderFor(1080)).toEqual([360, 480, 720, 1080]);
    expect(ladderFor(720)).toEqual([360, 480, 720]);
    expect(ladderFor(719)).toEqual([360, 480]);
    expect(ladderFor(240)).toEqual([360]);
  });

  it('sizes a rung by the short side, keeping aspect and even dimensions', () => {
    expect(rungSize(1920, 1080, 360)).toEqual({ width: 640, height: 360 });
    expect(rungSize(1080, 1920, 720)).toEqual({ width: 720, height: 1280 });
    expect(rungSize(640, 480, 360)).toEqual({ width: 480, height: 360 });
    expect(rungSize(1366, 768, 480)).toEqual({ width: 854, height: 480 });
  });

  it('names the codec the way players check it', () => {
    expect(h264Codec('High', 31)).toBe('avc1.64001f');
    expect(h264Codec('Main', 40)).toBe('avc1.4d4028');
    expect(h264Codec('Constrained Baseline', 30)).toBe('avc1.42e01e');
  });
});

describe('timeline', () => {
  it('snaps times to whole-second keyframes', () => {
    expect(snapToKeyframes([0.4, 6.6, 7.5, 13.49, -1])).toEqual([0, 7, 8, 13, 0]);
  });

  it('lets a step that reaches the end keep the last fraction of a second', () => {
    const steps = snapSteps([{ id: 'b', start: 7.2, end: 20 }, { id: 'a', start: 0, end: 7.2 }], 20.04);
    expect(steps).toEqual([{ id: 'a', start: 0, end: 7 }, { id: 'b', start: 7, end: 20.04 }]);
  });

  it('rejects steps that would vanish or escape their folder', () => {
    expect(() => snapSteps([{ id: 'a', start: 3.1, end: 3.4 }], 20)).toThrow(MediaError);
    expect(() => snapSteps([{ id: '../x', start: 0, end: 5 }], 20)).toThrow(/path-safe/);
    expect(() => snapSteps([{ id: 'a', start: 0, end: 5 }, { id: 'a', start: 5, end: 9 }], 20)).toThrow(/unique/);
  });

  it('cuts on a 2 s grid plus every step boundary', () => {
    const steps = [{ id: 'a', start: 0, end: 7 }, { id: 'b', start: 7, end: 14 }, { id: 'c', start: 14, end: 20 }];
    expect(segmentCutTimes(20, steps)).toEqual([2, 4, 6, 7, 8, 10, 12, 14, 16, 18]);
    // No sliver segment in the last half second.
    expect(segmentCutTimes(18.3, [{ id: 'a', start: 0, end: 18.3 }])).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
    expect(segmentCutTimes(1.5, [{ id: 'a', start: 0, end: 1.5 }])).toEqual([]);
  });

  it('gives each step the segments whose middle it contains', () => {
    // Real cuts sit a frame or two after the requested second.
    const segments = [0, 2.07, 4.07, 6.07, 7.07, 8.07].map((start, i, all) => ({ start, end: all[i + 1] ?? 10 }));
    const steps = [{ id: 'a', start: 0, end: 7 }, { id: 'b', start: 7, end: 10 }];
    expect(assignSegments(segments, steps)).toEqual([[0, 1, 2, 3], [4, 5]]);
  });
});

describe('playlists', () => {
  it('writes a VOD media playlist with relative URIs', () => {
    const text = mediaPlaylist([
      { uri: '360/00000.ts', duration: 2.066667, size: 1000 },
      { uri: '360/00001.ts', duration: 2, size: 1000 },
      { uri: '360/00002.ts', duration: 1.5, size: 1000 },
    ]);
    expect(text).toBe(
      [
        '#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:3', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXTINF:2.066667,', '360/00000.ts', '#EXTINF:2,', '360/00001.ts', '#EXTINF:1.5,', '360/00002.ts', '#EXT-X-ENDLIST', '',
      ].join('\n'),
    );
  });

  it('names the content type players expect for each output', () => {
    expect(mediaContentType('step-a/master.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(mediaContentType('step-a/360/00000.ts')).toBe('video/mp2t');
    expect(mediaContentType('map/sheet-000.JPG')).toBe('image/jpeg');
    expect(mediaContentType('README')).toBe('application/octet-stream');
  });

  it('advertises peak and average bandwidth of the step itself', () => {
    expect(variantBandwidth([{ duration: 2, size: 250_000 }, { duration: 1, size: 50_000 }])).toEqual({ bandwidth: 1_000_000, averageBandwidth: 800_000 });
  });

  it('lists variants from the lightest, with resolution and codecs', () => {
    const text = masterPlaylist([
      { uri: '720.m3u8', width: 1280, height: 720, codecs: 'avc1.64001f,mp4a.40.2', bandwidth: 3_000_000, averageBandwidth: 2_500_000 },
      { uri: '360.m3u8', width: 640, height: 360, codecs: 'avc1.64001e,mp4a.40.2', frameRate: 25, bandwidth: 800_000, averageBandwidth: 700_000 },
    ]);
    expect(text.split('\n').slice(3, 7)).toEqual([
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,AVERAGE-BANDWIDTH=700000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",FRAME-RATE=25.000',
      '360.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=3000000,AVERAGE-BANDWIDTH=2500000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
      '720.m3u8',
    ]);
  });
});

describe('image map index', () => {
  const index: ImageMapIndex = { tileWidth: 160, tileHeight: 90, columns: 10, rows: 10, count: 250, sheets: sheetsFor(250, 100) };

  it('lists one sheet per hundred seconds', () => {
    expect(index.sheets).toEqual([
      { file: 'sheet-000.jpg', firstSecond: 0 },
      { file: 'sheet-001.jpg', firstSecond: 100 },
      { file: 'sheet-002.jpg', firstSecond: 200 },
    ]);
  });

  it('finds the tile of a second', () => {
    expect(tileFor(index, 0)).toEqual({ sheet: 'sheet-000.jpg', x: 0, y: 0, width: 160, height: 90 });
    expect(tileFor(index, 15)).toMatchObject({ sheet: 'sheet-000.jpg', x: 800, y: 90 });
    expect(tileFor(index, 123)).toMatchObject({ sheet: 'sheet-001.jpg', x: 480, y: 180 });
    expect(tileFor(index, 3.6)).toMatchObject({ x: 640, y: 0 });
    expect(tileFor(index, 999)).toMatchObject({ sheet: 'sheet-002.jpg', x: 1440, y: 360 });
    expect(tileFor(index, -4)).toMatchObject({ sheet: 'sheet-000.jpg', x: 0, y: 0 });
    expect(tileFor({ ...index, count: 0, sheets: [] }, 3)).toBeNull();
  });
});

describe('probe rules', () => {
  it('tells media signatures from other files', () => {
    const mp4 = Buffer.from('000000206674797069736f6d', 'hex');
    expect(hasMediaSignature(mp4)).toBe(true);
    expect(hasMediaSignature(Buffer.from('1a45dfa3a3428681', 'hex'))).toBe(true);
    expect(hasMediaSignature(Buffer.from('This is a text file'))).toBe(false);
  });

  it('reports the display size of rotated and anamorphic video', () => {
    const rotated = parseProbe({ streams: [{ codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, avg_frame_rate: '30000/1001', side_data_list: [{ rotation: -90 }] }], format: { duration: '12.5', format_name: 'mov' } }, 10);
    expect(rotated).toMatchObject({ width: 1080, height: 1920, rotation: -90, duration: 12.5, hasAudio: false });
    expect(rotated.fps).toBeCloseTo(29.97, 2);
    const anamorphic = parseProbe({ streams: [{ codec_type: 'video', width: 720, height: 576, sample_aspect_ratio: '16:11' }] }, 10);
    expect(anamorphic).toMatchObject({ width: 1047, height: 576 });
  });

  it('calls a file without audio or video not media', () => {
    expect(() => parseProbe({ streams: [{ codec_type: 'subtitle' }] }, 10)).toThrow(expect.objectContaining({ code: 'not_media' }));
  });

  it('does not count cover art as video', () => {
    const json = { streams: [{ codec_type: 'audio', codec_name: 'mp3' }, { codec_type: 'video', width: 500, height: 500, disposition: { attached_pic: 1 } }] };
    expect(() => parseProbe(json, 10)).toThrow(expect.objectContaining({ code: 'no_video' }));
  });

  it('keeps paths out of error details', () => {
    expect(redactPaths('/srv/data/org-1/x.mp4: Invalid data, fps 30000/1001')).toBe('<path> Invalid data, fps 30000/1001');
  });
});

describe('progress', () => {
  it('reads the output time in microseconds', () => {
    expect(parseProgressLine('out_time_us=5000000')).toEqual({ outTime: 5 });
    expect(parseProgressLine('out_time_ms=N/A')).toBeNull();
    expect(parseProgressLine('progress=end')).toEqual({ done: true });
  });

  it('reports a monotonic fraction inside its share of the job', () => {
    const seen: number[] = [];
    const onLine = progressReporter(10, (f) => seen.push(f), 0.5, 0.5);
    for (const line of ['out_time_us=2000000', 'out_time_us=1000000', 'out_time_us=10000000', 'progress=end']) onLine(line);
    expect(seen).toEqual([0.6, 0.995, 1]);
  });
});

describe('transcode command', () => {
  const source = { duration: 60, width: 1920, height: 1080, fps: 60, hasAudio: true, videoCodec: 'h264', audioCodec: 'aac', size: 1, formatName: 'mp4', rotation: 0 };
  const outputs = ([360, 720] as const).map((rung) => ({ rung, path: `/out/${rung}.mp4`, ...rungSize(1920, 1080, rung) }));

  it('decodes once and encodes every rung with a keyframe each second', () => {
    const args = transcodeArgs({ input: '/in.mp4', source, outputs, preset: 'ultrafast' });
    expect(args.filter((a) => a === '-i')).toHaveLength(1);
    expect(args[args.indexOf('-filter_complex') + 1]).toBe(
      '[0:v:0]fps=30,split=2[s0][s1];[s0]scale=640:360:flags=bicubic,setsar=1,format=yuv420p[v0];[s1]scale=1280:720:flags=bicubic,setsar=1,format=yuv420p[v1]',
    );
    expect(args.filter((a) => a === 'expr:gte(t,n_forced*1)')).toHaveLength(2);
    expect(args.filter((a) => a === 'ultrafast')).toHaveLength(2);
    expect(args.slice(-1)).toEqual(['/out/720.mp4']);
  });
});
