import type { TranscriptSentence } from '@/lib/transcription/types';

/**
 * Subtitle default (spec 02 §4): the language exactly matching the viewer's locale, else one
 * sharing its first two letters, else the workflow's language; null (Off) when none is offered.
 */
export function defaultSubtitleLanguage(locale: string | null | undefined, available: readonly string[], workflowLanguage: string): string | null {
  const wanted = (locale ?? '').toLowerCase();
  const exact = available.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  const prefix = wanted.slice(0, 2);
  const near = prefix ? available.find((code) => code.toLowerCase().slice(0, 2) === prefix) : undefined;
  if (near) return near;
  return available.find((code) => code.toLowerCase() === workflowLanguage.toLowerCase()) ?? null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** WebVTT timestamp hh:mm:ss.mmm. */
export function vttTime(seconds: number): string {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

// A cue's text must not end the cue early (blank line) or start an arrow line.
const cueText = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/-->/g, '→').trim();

/** The sentences of a step (absolute source times) with times relative to the step, clipped to it. */
export function sentencesInStep(sentences: readonly TranscriptSentence[], step: { startTime: number; endTime: number }) {
  const length = step.endTime - step.startTime;
  return sentences
    .filter((s) => s.endTime > step.startTime && s.startTime < step.endTime && s.sentence.trim())
    .map((s) => ({
      text: cueText(s.sentence),
      start: Math.max(0, s.startTime - step.startTime),
      end: Math.min(length, s.endTime - step.startTime),
    }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
}

/** A WebVTT file for one step: every sentence overlapping it, times relative to the step's start. */
export function stepVtt(sentences: readonly TranscriptSentence[], step: { startTime: number; endTime: number }): string {
  const cues = sentencesInStep(sentences, step).map((s, i) => `${i + 1}\n${vttTime(s.start)} --> ${vttTime(s.end)}\n${s.text}\n`);
  return ['WEBVTT', '', ...cues].join('\n');
}

/** The subtitle route of a step (GET, view permission). */
export const subtitleUrl = (workflowId: string, stepId: string, languageCode: string) =>
  `/api/v1/workflows/${encodeURIComponent(workflowId)}/steps/${encodeURIComponent(stepId)}/subtitles/${encodeURIComponent(languageCode)}.vtt`;

/** The {lang}.vtt segment of the subtitle route: the language, or null when it is not a .vtt name. */
export function languageFromVttFile(file: string): string | null {
  const match = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\.vtt$/i.exec(file);
  return match ? match[1].toLowerCase() : null;
}

/** A language's name in the viewer's locale ("Deutsch (Deutschland)" for de-de when the viewer reads German). */
export function languageLabel(languageCode: string, locale: string): string {
  try {
    const [lang, region] = languageCode.split('-');
    const tag = region ? `${lang}-${region.toUpperCase()}` : lang;
    const name = new Intl.DisplayNames([locale, 'en'], { type: 'language' }).of(tag);
    return name ?? languageCode;
  } catch {
    return languageCode;
  }
}
