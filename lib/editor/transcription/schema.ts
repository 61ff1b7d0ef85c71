import { z } from 'zod';
import { multilineText, text } from '@/lib/http/text';
import { TRANSCRIPT_MAX_CHARS } from '@/lib/transcription/schema';
import { isContentLanguage } from '@/lib/workflows/languages';
import { revisionSchema } from '../schema';
import { MAX_SENTENCES, SENTENCE_MAX, sentenceIssue } from './rules';
import { parseTimeText } from './time-text';

/** Message keys of the editor's refusals (messages: transcriptionEditor.errors.*). */
export const TRANSCRIPT_ERRORS = {
  timeText: 'transcriptionEditor.errors.timeText',
  empty: 'transcriptionEditor.errors.empty',
  gap: 'transcriptionEditor.errors.gap',
  overlap: 'transcriptionEditor.errors.overlap',
  bounds: 'transcriptionEditor.errors.bounds',
  language: 'transcriptionEditor.errors.language',
  tooLong: 'transcriptionEditor.errors.tooLong',
} as const;

const MAX_SECONDS = 24 * 3600;

/** A time: seconds, or the spec's time text `m:ss.hh` (seconds below 60). */
const timeSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const seconds = typeof value === 'number' ? value : parseTimeText(value);
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0 || seconds > MAX_SECONDS) {
    ctx.addIssue({ code: 'custom', message: TRANSCRIPT_ERRORS.timeText });
    return z.NEVER;
  }
  return Math.round(seconds * 1000) / 1000;
});

const wordSchema = z.object({ word: text().max(SENTENCE_MAX), startTime: timeSchema, endTime: timeSchema });

export const sentenceSchema = z.object({
  sentence: text().max(SENTENCE_MAX, TRANSCRIPT_ERRORS.tooLong),
  startTime: timeSchema,
  endTime: timeSchema,
  words: z.array(wordSchema).max(1000).default([]),
});

/** The editor's rules over the whole list (bounds need the video's duration: checked by the server). */
export const sentencesSchema = z
  .array(sentenceSchema)
  .max(MAX_SENTENCES)
  .superRefine((sentences, ctx) => {
    for (let i = 0; i < sentences.length; i += 1) {
      const issue = sentenceIssue(sentences, i, null);
      if (issue) ctx.addIssue({ code: 'custom', path: [i], message: TRANSCRIPT_ERRORS[issue] });
    }
  });

export const languageSchema = z.string().refine(isContentLanguage, TRANSCRIPT_ERRORS.language);

/** PUT /api/v1/workflows/{id}/transcription: one language's sentences (default: the workflow's language). */
export const saveTranscriptionSchema = z.object({
  languageCode: languageSchema.optional(),
  revision: revisionSchema,
  sentences: sentencesSchema,
});
export type SaveTranscriptionInput = z.infer<typeof saveTranscriptionSchema>;

/** PATCH /api/v1/transcriptions/{id}: sentences and/or the language's switch. */
export const patchTranscriptionSchema = z
  .object({ revision: revisionSchema, sentences: sentencesSchema.optional(), disabled: z.boolean().optional() })
  .refine((v) => v.sentences !== undefined || v.disabled !== undefined, 'errors.invalid_input');
export type PatchTranscriptionInput = z.infer<typeof patchTranscriptionSchema>;

/** POST /api/v1/transcriptions/{id}/import: an uploaded or pasted transcript replaces the sentences. */
export const importTranscriptionSchema = z.object({
  revision: revisionSchema,
  format: z.enum(['vtt', 'srt', 'text']),
  content: multilineText().trim().min(1).max(TRANSCRIPT_MAX_CHARS),
});
export type ImportTranscriptionInput = z.infer<typeof importTranscriptionSchema>;

/** POST /api/v1/workflows/{id}/transcription/languages: a new subtitle language, typed/uploaded or machine-translated. */
export const addLanguageSchema = z.object({ languageCode: languageSchema, mode: z.enum(['empty', 'copy', 'translate']) });
export type AddLanguageInput = z.infer<typeof addLanguageSchema>;

/** What the editor reads and writes (the page's data call answers a list of these). */
export type TranscriptionDto = {
  id: string;
  languageCode: string;
  source: string;
  disabled: boolean;
  revision: number;
  totalVersions: number;
  updatedAt: string;
  sentences: Array<z.infer<typeof sentenceSchema>>;
};

export type TranscriptionVersionDto = { id: string; version: number; createdAt: string; createdBy: { displayName: string } | null; sentenceCount: number };
