import { describe, expect, it } from 'vitest';
import { formatTranscript, toSrt, toVtt } from '@/lib/editor/transcription/formats';
import { MIN_GAP, sentenceIssue, transcriptIssues } from '@/lib/editor/transcription/rules';
import { formatTimeText, parseTimeText } from '@/lib/editor/transcription/time-text';
import { mergeSentences, rederiveWords, splitSentence, withText } from '@/lib/editor/transcription/words';
import { parseSrt, parseVtt } from '@/lib/transcription/manual';

describe('time text (m:ss.hh, seconds below 60)', () => {
  it('reads minutes, seconds and hundredths', () => {
    expect(parseTimeText('0:05.20')).toBe(5.2);
    expect(parseTimeText('1:05')).toBe(65);
    expect(parseTimeText('120:00.00')).toBe(7200);
    expect(parseTimeText(' 2:03.5 ')).toBe(123.5);
  });
  it('refuses seconds of 60 and more, missing parts and other shapes', () => {
    for (const bad of ['0:60.00', '0:75', '5.20', ':05.20', '1:05.123', 'a:bc', '', '-1:00.00']) expect(parseTimeText(bad), bad).toBeNull();
  });
  it('formats seconds back, rounding to hundredths', () => {
    expect(formatTimeText(5.2)).toBe('0:05.20');
    expect(formatTimeText(65.999)).toBe('1:06.00');
    expect(formatTimeText(7200)).toBe('120:00.00');
    expect(parseTimeText(formatTimeText(3599.99))).toBe(3599.99);
  });
});

describe('sentence rules', () => {
  const s = (sentence: string, startTime: number, endTime: number) => ({ sentence, startTime, endTime, words: [] });
  it('flags empty sentences first, then too short, outside the video, overlapping', () => {
    const list = [s('A', 0, 2), s(' ', 2, 3), s('B', 3, 3 + MIN_GAP / 2), s('C', 3.5, 5), s('D', 4.5, 6), s('E', 9, 11)];
    expect(transcriptIssues(list, 10)).toEqual([
      { index: 1, issue: 'empty' },
      { index: 2, issue: 'gap' },
      { index: 4, issue: 'overlap' },
      { index: 5, issue: 'bounds' },
    ]);
    expect(sentenceIssue([s('A', 0, MIN_GAP)], 0, null)).toBeNull();
  });
});

describe('words of an edited sentence', () => {
  const words = [
    { word: 'Tighten', startTime: 0, endTime: 0.5 },
    { word: 'the', startTime: 0.6, endTime: 0.8 },
    { word: 'bolt.', startTime: 0.9, endTime: 1.4 },
  ];
  it('keeps the timings of unchanged words and puts a corrected one where the old one was', () => {
    expect(rederiveWords(words, 'Tighten the nut.', 0, 2)).toEqual([words[0], words[1], { word: 'nut.', startTime: 0.8, endTime: 2 }]);
    expect(rederiveWords(words, 'Loosen the bolt.', 0, 2)).toEqual([{ word: 'Loosen', startTime: 0, endTime: 0.6 }, words[1], words[2]]);
  });
  it('spreads inserted words between the kept ones', () => {
    const out = rederiveWords(words, 'Tighten the big red bolt.', 0, 2);
    expect(out.map((w) => w.word)).toEqual(['Tighten', 'the', 'big', 'red', 'bolt.']);
    expect(out[2]).toEqual({ word: 'big', startTime: 0.8, endTime: 0.85 });
    expect(out[3]).toEqual({ word: 'red', startTime: 0.85, endTime: 0.9 });
  });
  it('splits before a word at its start time, and merges back', () => {
    const sentence = withText({ sentence: 'Tighten the bolt.', startTime: 0, endTime: 2, words }, 'Tighten the bolt.');
    const [a, b] = splitSentence(sentence, 2)!;
    expect(a).toMatchObject({ sentence: 'Tighten the', startTime: 0, endTime: 0.9 });
    expect(b).toMatchObject({ sentence: 'bolt.', startTime: 0.9, endTime: 2 });
    expect(splitSentence(sentence, 0)).toBeNull();
    expect(mergeSentences(a, b)).toEqual({ sentence: 'Tighten the bolt.', startTime: 0, endTime: 2, words });
  });
});

describe('WebVTT, SRT and text', () => {
  const sentences = [
    { sentence: 'Open the valve.', startTime: 1, endTime: 3.5, words: [] },
    { sentence: 'Arrow --> here', startTime: 3661.25, endTime: 3662, words: [] },
    { sentence: '', startTime: 4000, endTime: 4001, words: [] },
  ];
  it('formats cues with hh:mm:ss.mmm (VTT) and hh:mm:ss,mmm (SRT), skipping empty sentences', () => {
    expect(toVtt(sentences)).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.500\nOpen the valve.\n\n2\n01:01:01.250 --> 01:01:02.000\nArrow → here\n');
    expect(toSrt(sentences)).toBe('1\n00:00:01,000 --> 00:00:03,500\nOpen the valve.\n\n2\n01:01:01,250 --> 01:01:02,000\nArrow → here\n');
    expect(formatTranscript('txt', sentences)).toBe('Open the valve.\nArrow → here\n');
  });
  it('round-trips through the parsers', () => {
    const spoken = sentences.slice(0, 2).map((s) => ({ sentence: s.sentence.replace('-->', '→'), startTime: s.startTime, endTime: s.endTime }));
    expect(parseVtt(toVtt(sentences)).map(({ sentence, startTime, endTime }) => ({ sentence, startTime, endTime }))).toEqual(spoken);
    expect(parseSrt(toSrt(sentences)).map(({ sentence, startTime, endTime }) => ({ sentence, startTime, endTime }))).toEqual(spoken);
  });
});

describe('the draft’s "changed?" check on long transcripts', () => {
  it('is deep JSON equality: same content equal, any difference not, undefined keys absent', async () => {
    const { sameJson } = await import('@/components/editor/draft-store');
    const a = [{ sentence: 'A', startTime: 0, endTime: 1, words: [{ word: 'A', startTime: 0, endTime: 1 }] }];
    expect(sameJson(a, JSON.parse(JSON.stringify(a)))).toBe(true);
    expect(sameJson(a, [{ ...a[0], sentence: 'B' }])).toBe(false);
    expect(sameJson(a, [...a, a[0]])).toBe(false);
    expect(sameJson({ x: 1, y: undefined }, { x: 1 })).toBe(true);
    expect(sameJson({ x: [1] }, { x: { 0: 1 } })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
