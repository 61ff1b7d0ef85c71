import { roundTime, type TranscriptSentence, type TranscriptWord } from './types';

/**
 * Transcripts the author uploads or types: WebVTT, SRT or plain text. Cues become sentences;
 * words get times spread over their cue by length (no recogniser told us better). Plain text
 * has no times at all: its sentences are spread over the whole audio by length.
 */
export type ManualFormat = 'vtt' | 'srt' | 'text';

export class TranscriptParseError extends Error {
  constructor(readonly line: number | null = null) {
    super('invalid transcript');
    this.name = 'TranscriptParseError';
  }
}

// hh:mm:ss.ttt or mm:ss.ttt (VTT); hh:mm:ss,ttt (SRT).
const TIME = /^(?:(\d{1,3}):)?([0-5]?\d):([0-5]\d)[.,](\d{1,3})$/;
const ARROW = /^(\S+)\s+-->\s+(\S+)/;

export function parseTimestamp(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, h = '0', m, s, ms] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms.padEnd(3, '0')) / 1000;
}

/** Words of a text spread over [start, end] in proportion to their length. */
export function spreadWords(text: string, start: number, end: number): TranscriptWord[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const total = tokens.reduce((sum, t) => sum + t.length, 0);
  const span = Math.max(0, end - start);
  let at = start;
  return tokens.map((word) => {
    const length = total ? (span * word.length) / total : 0;
    const item = { word, startTime: roundTime(at), endTime: roundTime(at + length) };
    at += length;
    return item;
  });
}

const cleanCueText = (lines: string[]) =>
  lines
    .join(' ')
    .replace(/<[^>]*>/g, '') // <v Speaker>, <c.class>, <b>, timestamps inside cues
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Shared by VTT and SRT: blocks separated by blank lines, each with one `a --> b` line. */
function parseCues(content: string, skipBlock: (first: string) => boolean): TranscriptSentence[] {
  const lines = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const sentences: TranscriptSentence[] = [];
  let i = 0;
  while (i < lines.length) {
    while (i < lines.length && !lines[i].trim()) i += 1;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i].trim()) block.push(lines[i++]);
    if (!block.length || skipBlock(block[0])) continue;
    const timing = block.findIndex((line) => ARROW.test(line));
    if (timing < 0 || timing > 1) throw new TranscriptParseError(blockStart + 1);
    const [, from, to] = ARROW.exec(block[timing])!;
    const [start, end] = [parseTimestamp(from), parseTimestamp(to)];
    if (start === null || end === null || end < start) throw new TranscriptParseError(blockStart + timing + 1);
    const text = cleanCueText(block.slice(timing + 1));
    if (text) sentences.push({ sentence: text, startTime: roundTime(start), endTime: roundTime(end), words: spreadWords(text, start, end) });
  }
  return sentences.sort((a, b) => a.startTime - b.startTime);
}

export function parseVtt(content: string): TranscriptSentence[] {
  if (!/^\uFEFF?WEBVTT(?:[ \t].*)?$/m.test(content.split(/\r?\n/, 1)[0] ?? '')) throw new TranscriptParseError(1);
  // The header block, NOTE comments, STYLE and REGION blocks carry no cues.
  return parseCues(content, (first) => /^(\uFEFF?WEBVTT|NOTE|STYLE|REGION)\b/.test(first));
}

export function parseSrt(content: string): TranscriptSentence[] {
  return parseCues(content, () => false);
}

/** Sentences of plain text (full stops, question marks, line breaks), timed over `duration`. */
export function parseText(content: string, duration: number): TranscriptSentence[] {
  const parts = content
    .replace(/\r\n?/g, '\n')
    .split(/\n+|(?<=[.!?。！？])\s+|(?<=[。！？])/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const total = parts.reduce((sum, p) => sum + p.length, 0);
  let at = 0;
  return parts.map((sentence) => {
    const length = total ? (Math.max(0, duration) * sentence.length) / total : 0;
    const item = { sentence, startTime: roundTime(at), endTime: roundTime(at + length), words: spreadWords(sentence, at, at + length) };
    at += length;
    return item;
  });
}

/** Parses any manual format; cues past the end of the video are cut to it (or dropped). */
export function parseManualTranscript(format: ManualFormat, content: string, duration: number): TranscriptSentence[] {
  const sentences = format === 'vtt' ? parseVtt(content) : format === 'srt' ? parseSrt(content) : parseText(content, duration);
  if (!(duration > 0)) return sentences;
  return sentences
    .filter((s) => s.startTime < duration)
    .map((s) => (s.endTime <= duration ? s : { ...s, endTime: roundTime(duration), words: spreadWords(s.sentence, s.startTime, duration) }));
}
