import { vttTime } from '@/lib/player/subtitles';
import type { TranscriptSentence } from '@/lib/transcription/types';

/** Downloads of a transcript (issue 16 "Downloads"): WebVTT, SRT, plain text. */
export const DOWNLOAD_FORMATS = ['vtt', 'srt', 'txt'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** hh:mm:ss{sep}mmm — "." for WebVTT (the player's own vttTime), "," for SRT. */
export const cueTime = (seconds: number, separator: '.' | ',') => (separator === '.' ? vttTime(seconds) : vttTime(seconds).replace('.', ','));

// A cue's text must not end the cue early (blank line) nor look like a timing line.
const cueText = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/-->/g, '→').trim();
const spoken = (sentences: readonly TranscriptSentence[]) => sentences.filter((s) => s.sentence.trim() && s.endTime > s.startTime);

export function toVtt(sentences: readonly TranscriptSentence[]): string {
  const cues = spoken(sentences).map((s, i) => `${i + 1}\n${cueTime(s.startTime, '.')} --> ${cueTime(s.endTime, '.')}\n${cueText(s.sentence)}\n`);
  return ['WEBVTT', '', ...cues].join('\n');
}

export function toSrt(sentences: readonly TranscriptSentence[]): string {
  return spoken(sentences)
    .map((s, i) => `${i + 1}\n${cueTime(s.startTime, ',')} --> ${cueTime(s.endTime, ',')}\n${cueText(s.sentence)}\n`)
    .join('\n');
}

/** One sentence a line. */
export const toText = (sentences: readonly TranscriptSentence[]) =>
  sentences
    .map((s) => cueText(s.sentence))
    .filter(Boolean)
    .join('\n') + '\n';

export const FORMAT_TYPES: Record<DownloadFormat, string> = {
  vtt: 'text/vtt; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

export function formatTranscript(format: DownloadFormat, sentences: readonly TranscriptSentence[]): string {
  return format === 'vtt' ? toVtt(sentences) : format === 'srt' ? toSrt(sentences) : toText(sentences);
}
