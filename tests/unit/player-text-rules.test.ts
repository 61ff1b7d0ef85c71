import { describe, expect, it } from 'vitest';
import { playerOptionsFromQuery, isOpenedFromEditor } from '@/lib/player/route-params';
import { reasonFromError } from '@/lib/player/reasons';
import { searchTranscript, snippetOf, thumbnailSecond } from '@/lib/player/search';
import { defaultSubtitleLanguage, languageFromVttFile, stepVtt, vttTime } from '@/lib/player/subtitles';

describe('subtitle default', () => {
  const langs = ['en-us', 'de-de', 'zh-tw'];
  it('takes the exact locale, then the first two letters, then the workflow language, else Off', () => {
    expect(defaultSubtitleLanguage('zh-tw', langs, 'en-us')).toBe('zh-tw');
    expect(defaultSubtitleLanguage('de-DE', langs, 'en-us')).toBe('de-de');
    expect(defaultSubtitleLanguage('en', langs, 'de-de')).toBe('en-us');
    expect(defaultSubtitleLanguage('fr-fr', langs, 'de-de')).toBe('de-de');
    expect(defaultSubtitleLanguage('fr-fr', ['en-us'], 'de-de')).toBeNull();
    expect(defaultSubtitleLanguage('fr-fr', [], 'en-us')).toBeNull();
  });
});

describe('WebVTT per step', () => {
  const sentences = [
    { sentence: 'Before the step.', startTime: 0, endTime: 4, words: [] },
    { sentence: 'Straddles the start.', startTime: 9, endTime: 12, words: [] },
    { sentence: 'Inside --> the step\nsecond line.', startTime: 13, endTime: 15.5, words: [] },
    { sentence: 'After.', startTime: 21, endTime: 23, words: [] },
  ];
  it('keeps overlapping sentences with times relative to the step, clipped to it', () => {
    const vtt = stepVtt(sentences, { startTime: 10, endTime: 20 });
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('1\n00:00:00.000 --> 00:00:02.000\nStraddles the start.');
    expect(vtt).toContain('2\n00:00:03.000 --> 00:00:05.500\nInside → the step second line.');
    expect(vtt).not.toContain('Before');
    expect(vtt).not.toContain('After');
  });
  it('formats timestamps and reads the {lang}.vtt file name', () => {
    expect(vttTime(3725.25)).toBe('01:02:05.250');
    expect(languageFromVttFile('de-DE.vtt')).toBe('de-de');
    expect(languageFromVttFile('en.srt')).toBeNull();
    expect(languageFromVttFile('../x.vtt')).toBeNull();
  });
});

describe('player search', () => {
  const transcript = [
    { stepId: 's2', text: 'Tighten the collet nut by hand.', start: 1.2, end: 3 },
    { stepId: 's1', text: 'Stop the spindle before you open the door.', start: 0.4, end: 2 },
    { stepId: 's2', text: 'Then close the door.', start: 4, end: 5 },
  ];
  it('groups hits by step in step order, case-insensitively', () => {
    const groups = searchTranscript(transcript, ['s1', 's2'], 'DOOR', 'en-us');
    expect(groups.map((g) => g.stepId)).toEqual(['s1', 's2']);
    expect(groups[0].hits[0].snippet.match).toBe('door');
    expect(searchTranscript(transcript, ['s1', 's2'], '   ', 'en-us')).toEqual([]);
    expect(searchTranscript(transcript, ['s1', 's2'], 'torque', 'en-us')).toEqual([]);
  });
  it('adds a leading ellipsis past 40 characters (20 for character-based languages)', () => {
    const long = `${'a'.repeat(45)} target here`;
    const cut = snippetOf(long, 46, 6, 'en-us');
    expect(cut.ellipsis).toBe(true);
    expect(cut.before).toHaveLength(20);
    expect(cut.match).toBe('target');
    expect(snippetOf('short target', 6, 6, 'en-us').ellipsis).toBe(false);
    expect(snippetOf(`${'字'.repeat(25)}目标`, 25, 2, 'zh').ellipsis).toBe(true);
    expect(snippetOf(`${'字'.repeat(25)}目标`, 25, 2, 'zh').before).toHaveLength(10);
    expect(snippetOf(`${'a'.repeat(25)}x`, 25, 1, 'de-de').ellipsis).toBe(false);
  });
  it('takes the thumbnail at the start second rounded up', () => {
    expect(thumbnailSecond(1.2)).toBe(2);
    expect(thumbnailSecond(3)).toBe(3);
  });
});

describe('route parameters', () => {
  it('reads openMenu, isPreviewVideoMode, playerType and startTimestamp', () => {
    expect(playerOptionsFromQuery({ openMenu: '1', isPreviewVideoMode: 'true', playerType: 'singleStepPlayer', startTimestamp: '4.5' })).toEqual({
      openMenu: true,
      previewVideo: true,
      singleStep: true,
      startTimestamp: 4.5,
    });
    expect(playerOptionsFromQuery({})).toEqual({ openMenu: false, previewVideo: false, singleStep: false });
  });
  it('lets PlayerPreview through only from this site’s builder or editor of the same workflow', () => {
    const id = '5b0c9a51-6a55-4d8e-9f0e-2b8f4c0f7a11';
    expect(isOpenedFromEditor(`http://app.test/buildermain/${id}`, 'app.test', id)).toBe(true);
    expect(isOpenedFromEditor(`http://app.test/editormain/${id}/transcription`, 'app.test', id)).toBe(true);
    expect(isOpenedFromEditor(`http://app.test/editor/${id}x`, 'app.test', id)).toBe(false);
    expect(isOpenedFromEditor(`http://evil.test/editor/${id}`, 'app.test', id)).toBe(false);
    expect(isOpenedFromEditor(`http://app.test/home/overview`, 'app.test', id)).toBe(false);
    expect(isOpenedFromEditor(null, 'app.test', id)).toBe(false);
  });
  it('maps API errors back to screens', () => {
    expect(reasonFromError({ code: 'conflict', message: 'player.unpublished' })).toBe('unpublished');
    expect(reasonFromError({ code: 'gone', message: 'player.deleted' })).toBe('deleted');
    expect(reasonFromError({ code: 'internal', message: 'errors.internal' })).toBeNull();
  });
});
