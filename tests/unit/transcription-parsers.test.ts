import { describe, expect, it } from 'vitest';
import { parseManualTranscript, parseSrt, parseText, parseTimestamp, parseVtt, TranscriptParseError } from '@/lib/transcription/manual';
import { sentencesFromVerbose } from '@/lib/transcription/openai';
import { parsePocketsphinx } from '@/lib/transcription/pocketsphinx';

describe('WebVTT', () => {
  it('reads cues with settings, ids, voice tags and notes', () => {
    const vtt = [
      'WEBVTT - training',
      '',
      'NOTE written by hand',
      '',
      'intro',
      '00:00:01.000 --> 00:00:04.500 align:start',
      '<v Pat>Remove the</v> cover.',
      '',
      '00:05.250 --> 00:08.000',
      'Check the seal &amp; close.',
      '',
    ].join('\n');
    const sentences = parseVtt(vtt);
    expect(sentences.map((s) => [s.sentence, s.startTime, s.endTime])).toEqual([
      ['Remove the cover.', 1, 4.5],
      ['Check the seal & close.', 5.25, 8],
    ]);
    const words = sentences[0].words;
    expect(words.map((w) => w.word)).toEqual(['Remove', 'the', 'cover.']);
    expect(words[0].startTime).toBe(1);
    expect(words.at(-1)!.endTime).toBe(4.5);
    for (let i = 1; i < words.length; i += 1) expect(words[i].startTime).toBeCloseTo(words[i - 1].endTime, 3);
  });

  it('rejects a file without the header or with a broken timing line', () => {
    expect(() => parseVtt('00:00:01.000 --> 00:00:02.000\nHi')).toThrow(TranscriptParseError);
    expect(() => parseVtt('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards')).toThrow(TranscriptParseError);
    expect(() => parseVtt('WEBVTT\n\njust some text')).toThrow(TranscriptParseError);
  });
});

describe('SRT', () => {
  it('reads numbered cues with comma milliseconds and CRLF line ends', () => {
    const srt = '1\r\n00:00:00,500 --> 00:00:02,000\r\nFirst line\r\nsecond line\r\n\r\n2\r\n00:00:03,000 --> 00:00:05,250\r\n<i>Done.</i>\r\n';
    expect(parseSrt(srt).map((s) => [s.sentence, s.startTime, s.endTime])).toEqual([
      ['First line second line', 0.5, 2],
      ['Done.', 3, 5.25],
    ]);
    expect(() => parseSrt('1\nno timing here\n')).toThrow(TranscriptParseError);
  });

  it('parses timestamps with and without hours', () => {
    expect(parseTimestamp('01:02:03,040')).toBe(3723.04);
    expect(parseTimestamp('02:03.5')).toBe(123.5);
    expect(parseTimestamp('soon')).toBeNull();
  });
});

describe('plain text', () => {
  it('splits sentences and spreads them over the audio by length', () => {
    const sentences = parseText('Open the door. Close it!\nDone', 20);
    expect(sentences.map((s) => s.sentence)).toEqual(['Open the door.', 'Close it!', 'Done']);
    expect(sentences[0].startTime).toBe(0);
    expect(sentences.at(-1)!.endTime).toBe(20);
    expect(sentences[1].startTime).toBeCloseTo(sentences[0].endTime, 3);
  });

  it('cuts cues at the end of the video', () => {
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nIn.\n\n00:00:09.000 --> 00:00:12.000\nAcross.\n\n00:00:20.000 --> 00:00:21.000\nAfter.';
    expect(parseManualTranscript('vtt', vtt, 10).map((s) => [s.sentence, s.endTime])).toEqual([['In.', 3], ['Across.', 10]]);
  });
});

describe('pocketsphinx output', () => {
  it('turns utterances into sentences with word timings', () => {
    const out = [
      'remove the cover',
      '<s> 0.000 0.130 0.999500',
      'remove 0.140 0.500 0.9',
      '<sil> 0.510 0.600 0.9',
      'the(2) 0.610 0.700 0.5',
      '[NOISE] 0.710 0.800 0.5',
      'cover 0.810 1.200 0.7',
      '</s> 1.210 1.500 1.000000',
      'check',
      '<s> 4.000 4.100 1',
      'check 4.110 4.500 0.8',
      '</s> 4.510 5.000 1',
    ].join('\n');
    expect(parsePocketsphinx(out)).toEqual([
      {
        sentence: 'Remove the cover.',
        startTime: 0.14,
        endTime: 1.2,
        words: [
          { word: 'remove', startTime: 0.14, endTime: 0.5 },
          { word: 'the', startTime: 0.61, endTime: 0.7 },
          { word: 'cover', startTime: 0.81, endTime: 1.2 },
        ],
      },
      { sentence: 'Check.', startTime: 4.11, endTime: 4.5, words: [{ word: 'check', startTime: 4.11, endTime: 4.5 }] },
    ]);
    expect(parsePocketsphinx('')).toEqual([]);
  });
});

describe('OpenAI verbose_json', () => {
  it('uses segments as sentences and gives each its words', () => {
    const sentences = sentencesFromVerbose({
      segments: [{ start: 0, end: 2, text: ' Open it.' }, { start: 2.5, end: 4, text: ' Close it.' }],
      words: [
        { word: 'Open', start: 0.1, end: 0.5 },
        { word: 'it', start: 0.6, end: 0.9 },
        { word: 'Close', start: 2.6, end: 3 },
        { word: 'it', start: 3.1, end: 3.5 },
      ],
    });
    expect(sentences.map((s) => [s.sentence, s.words.map((w) => w.word)])).toEqual([['Open it.', ['Open', 'it']], ['Close it.', ['Close', 'it']]]);
  });

  it('groups words on pauses and full stops without segments', () => {
    const sentences = sentencesFromVerbose({
      words: [
        { word: 'One.', start: 0, end: 0.4 },
        { word: 'Two', start: 0.5, end: 0.8 },
        { word: 'three', start: 2, end: 2.3 },
      ],
    });
    expect(sentences.map((s) => s.sentence)).toEqual(['One.', 'Two', 'three']);
  });
});
