import { z } from 'zod';
import { revisionSchema } from '@/lib/editor/schema';
import { PRESET_LIMITS, presetQuestionsSchema } from '@/lib/chat/preset-schema';
import { text } from '@/lib/http/text';
import { TITLE_MAX } from '@/lib/workflows/constants';
import { CONTENT_LANGUAGES, KEY_TERM_LANGUAGES } from '@/lib/workflows/languages';
import type { StepAttachmentsDto } from '@/lib/workflows/schema';
import type { PublishBlocker } from '@/lib/workflows/status';
import { KEY_TERM_MESSAGES, KEY_TERMS_PER_LANGUAGE, keyTermProblem, sameTerm } from './terms';

/**
 * The builder's whole form (PUT /api/v1/workflows/{id}/builder, spec 02 §7), one contract for the
 * route and the form. Messages are message keys. Titles are trimmed, at most 90 characters
 * (spec 02 §9), single-line; an empty one means "not translated" (the viewer then reads a fallback).
 */
const language = z.enum(CONTENT_LANGUAGES, 'workflows.unknownLanguage');
const termLanguage = z.enum(KEY_TERM_LANGUAGES, 'builder.termLanguage');
const title = text('builder.titleTooLong').trim().max(TITLE_MAX, 'builder.titleTooLong');
const translations = z.partialRecord(language, title);

const term = z.string().superRefine((value, ctx) => {
  const problem = keyTermProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: KEY_TERM_MESSAGES[problem] });
});
const termList = z
  .array(term)
  .max(KEY_TERMS_PER_LANGUAGE, 'builder.tooManyTerms')
  .refine((list) => list.every((t, i) => list.findIndex((o) => sameTerm(o, t)) === i), 'builder.duplicateTerm');

export const builderStepSchema = z.object({ id: z.uuid('builder.stepNotFound'), titleTranslations: translations });

export const builderFormSchema = z
  .object({
    languageCode: language,
    titleTranslations: translations,
    enableSafetyWatermark: z.boolean(),
    subcategoryIds: z.array(z.uuid('workflows.subcategoryNotFound')).max(100),
    terms: z.partialRecord(termLanguage, termList),
    steps: z.array(builderStepSchema).max(500),
    // The player's Q&A intro offers these after the organisation's (absent: left as they are).
    presetQuestions: presetQuestionsSchema(PRESET_LIMITS.workflow).optional(),
  })
  .superRefine((form, ctx) => {
    // The workflow needs a title in its own language: it names the card and the player's header.
    if (!form.titleTranslations[form.languageCode]?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['titleTranslations', form.languageCode], message: 'builder.titleRequired' });
    }
  });
export type BuilderForm = z.infer<typeof builderFormSchema>;

export const saveBuilderSchema = z.object({ revision: revisionSchema, form: builderFormSchema });
export type SaveBuilderInput = z.infer<typeof saveBuilderSchema>;

export const resetBuilderSchema = z.object({ revision: revisionSchema, keepWorkflow: z.boolean() });
export type ResetBuilderInput = z.infer<typeof resetBuilderSchema>;

export const stepPosterSchema = z.object({ time: z.number('builder.invalidTime').min(0, 'builder.invalidTime') });

/** What the builder page works on (GET/PUT /builder answer it). */
export type BuilderDocument = {
  workflowId: string;
  revision: number;
  form: BuilderForm;
  published: boolean;
  editType: string;
  editorStatus: string | null;
  readiness: { canPublish: boolean; blocker: PublishBlocker | null };
  posterUrl: string | null;
  /** Steps in order, with what the form does not edit. */
  steps: Array<{ id: string; position: number; duration: number; posterUrl: string | null; attachments: StepAttachmentsDto }>;
  /** Languages with a transcript (key terms are per transcript language). */
  transcriptLanguages: string[];
  categories: Array<{ id: string; name: string; subcategories: Array<{ id: string; name: string }> }>;
  /** The organisation lets workflows carry the safety watermark (admin switch). */
  watermarkAvailable: boolean;
};
