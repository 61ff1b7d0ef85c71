import { describe, expect, it } from 'vitest';
import { pixelBox, publishRenderArgs } from '@/lib/editor/publish/filters';
import { blurRegions, planKey, voiceClips, type PublishPlan } from '@/lib/editor/publish/plan';
import { servedKey } from '@/lib/editor/publish/served';

const steps = [{ id: 'a', start: 0, end: 10 }, { id: 'b', start: 10, end: 20 }];
const blur = { type: 'blur', left: 320, top: 180, width: 160, height: 90, scaleX: 2, scaleY: 2, startTime: 1, endTime: 30, originalCanvasWidth: 1280, originalCanvasHeight: 720 };

describe('publish render plan', () => {
  it('scales blur boxes from their canvas and moves their times onto the timeline, inside the step', () => {
    expect(blurRegions(steps, [{ stepId: 'b', elements: [blur, { ...blur, type: 'shape' }] }])).toEqual([{ x: 0.25, y: 0.25, w: 0.25, h: 0.25, start: 11, end: 20 }]);
    expect(blurRegions(steps, [{ stepId: 'gone', elements: [blur] }])).toEqual([]);
  });

  it('places completed speech at its block, cut at the block end; other blocks are left out', () => {
    const speeches = [{ id: 's1', status: 'completed', storageKey: 'k1' }, { id: 's2', status: 'pending', storageKey: null }];
    const blocks = { b: [{ text2SpeechId: 's1', startTime: 2, endTime: 4.5 }, { text2SpeechId: 's2', startTime: 5, endTime: 6 }, { text2SpeechId: null, startTime: 7, endTime: 8 }] };
    expect(voiceClips(steps, blocks, speeches)).toEqual([{ key: 'k1', at: 12, length: 2.5 }]);
  });

  it('has no fingerprint and no ffmpeg run when there is nothing to burn in', () => {
    const empty: PublishPlan = { blurs: [], voice: { mode: 'duck', clips: [] } };
    expect(planKey(empty)).toBeNull();
    const frame = { width: 640, height: 360, duration: 20, hasAudio: true };
    expect(publishRenderArgs({ input: 'in', voiceFiles: [], out: 'out', rung: 360, frame, plan: empty, boundaries: [0, 20], preset: 'ultrafast' })).toBeNull();
    const withVoice: PublishPlan = { blurs: [], voice: { mode: 'replace', clips: [{ key: 'k', at: 1, length: 2 }] } };
    const args = publishRenderArgs({ input: 'in', voiceFiles: ['v.wav'], out: 'out', rung: 360, frame, plan: withVoice, boundaries: [0, 20], preset: 'ultrafast' })!;
    expect(args.join(' ')).toContain('-c:v copy');
    expect(args.join(' ')).toContain("volume=0:enable='between(t,1.000,3.000)'");
    expect(planKey(withVoice)).not.toBe(planKey({ ...withVoice, voice: { ...withVoice.voice, mode: 'duck' } }));
  });

  it('keeps blur boxes on even pixels inside the frame', () => {
    expect(pixelBox({ x: 0.25, y: 0.25, w: 0.25, h: 0.25 }, { width: 640, height: 360 })).toEqual({ x: 160, y: 90, w: 160, h: 90 });
    expect(pixelBox({ x: 0.999, y: 0.999, w: 0.001, h: 0.001 }, { width: 640, height: 360 })).toEqual({ x: 632, y: 352, w: 8, h: 8 });
  });

  it('trusts a fingerprint only for the HLS folder it was rendered into', () => {
    expect(servedKey({ hlsVersion: 3, publishRender: { key: 'k', hlsVersion: 3 } })).toBe('k');
    expect(servedKey({ hlsVersion: 4, publishRender: { key: 'k', hlsVersion: 3 } })).toBeNull();
    expect(servedKey({ hlsVersion: 4, publishRender: null })).toBeNull();
  });
});
