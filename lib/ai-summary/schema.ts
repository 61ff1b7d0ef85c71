import { z } from 'zod';
import { HIGHLIGHT_KEYS, type ContentProviderName } from '@/lib/ai/content/types';
import { multilineText, text } from '@/lib/http/text';

/**
 * The AI summary's contract (spec 02 §3 AI summary, §7 `ai-summary` calls), shared by the routes
 * and the builder's editor. Content is stored as the spec names it, each item with the text in
 * the generation language (`content`), its translations per content language (that language
 * included) and the transcript sentences it cites (`sources`).
 */
export const AI_SUMMARY_STATUSES = ['pending', 'processing', 'completed', 'failure'] as const;
export type AiSummaryStatus = (typeof AI_SUMMARY_STATUSES)[number];

/** Our limits: a highlight or SOP line is a sentence or two, a paragraph a few; lists stay short. */
export const AI_SUMMARY_LIMITS = { line: 500, paragraph: 4000, highlights: 12, contents: 20, sop: 100 } as const;

const sourceSchema = z.object({
  sentenceIndex: z.number().int().min(0),
  stepId: z.uuid().nullable(),
  startTime: z.number().min(0),
  endTime: z.number().min(0),
});
const translationsSchema = z.record(z.string().max(16), z.string().max(AI_SUMMARY_LIMITS.paragraph));
const line = text('aiSummary.errors.lineTooLong').trim().min(1, 'aiSummary.errors.empty').max(AI_SUMMARY_LIMITS.line, 'aiSummary.errors.lineTooLong');
const optionalLine = text('aiSummary.errors.lineTooLong').trim().max(AI_SUMMARY_LIMITS.line, 'aiSummary.errors.lineTooLong');
const paragraph = multilineText('aiSummary.errors.paragraphTooLong')
  .trim()
  .min(1, 'aiSummary.errors.empty')
  .max(AI_SUMMARY_LIMITS.paragraph, 'aiSummary.errors.paragraphTooLong');
const sources = z.array(sourceSchema).max(50).default([]);
const translations = translationsSchema.default({});

export const highlightSchema = z.object({
  key: z.enum(HIGHLIGHT_KEYS),
  content: line,
  count: z.number().int().min(0).max(999).optional(),
  translations,
  sources,
});
export const paragraphSchema = z.object({ content: paragraph, translations, sources });
/** SOP items carry translations too (one per language, of all four fields), beyond the spec's four fields. */
export const sopItemSchema = z.object({
  step: line,
  stepId: z.uuid().nullable().default(null),
  description: optionalLine.default(''),
  tool: optionalLine.default(''),
  safetyOrWarning: optionalLine.default(''),
  translations: z.record(z.string().max(16), z.object({ step: z.string(), description: z.string(), tool: z.string(), safetyOrWarning: z.string() })).default({}),
  sources,
});

export const aiSummaryContentSchema = z.object({
  summary: z.object({
    highlights: z.array(highlightSchema).max(AI_SUMMARY_LIMITS.highlights, 'aiSummary.errors.tooMany'),
    contents: z.array(paragraphSchema).max(AI_SUMMARY_LIMITS.contents, 'aiSummary.errors.tooMany'),
  }),
  sop: z.array(sopItemSchema).max(AI_SUMMARY_LIMITS.sop, 'aiSummary.errors.tooMany'),
});
export type AiSummaryContent = z.infer<typeof aiSummaryContentSchema>;
export type AiHighlight = AiSummaryContent['summary']['highlights'][number];
export type AiParagraph = AiSummaryContent['summary']['contents'][number];
export type AiSopItem = AiSummaryContent['sop'][number];
export type AiSource = z.infer<typeof sourceSchema>;

/** POST /api/v1/ai-summary {workflowId, sentences?}: sentences are transcript sentence indices to summarise (all when absent). */
export const createAiSummarySchema = z.object({
  workflowId: text().max(64),
  sentences: z.array(z.number().int().min(0)).min(1).max(20000).optional(),
});
export type CreateAiSummaryInput = z.infer<typeof createAiSummarySchema>;

/** PATCH /api/v1/ai-summary/{id} {revision, activate?, content?}: the author's edits. */
export const updateAiSummarySchema = z
  .object({ revision: z.number().int().min(0), activate: z.boolean().optional(), content: aiSummaryContentSchema.optional() })
  .refine((v) => v.activate !== undefined || v.content !== undefined, 'aiSummary.errors.nothingToSave');
export type UpdateAiSummaryInput = z.infer<typeof updateAiSummarySchema>;

/** What an author reads (GET …/ai-summary, and the answers of POST and PATCH). */
export type AiSummaryDto = {
  id: string;
  workflowId: string;
  status: AiSummaryStatus;
  activate: boolean;
  provider: ContentProviderName | null;
  languageCode: string;
  content: AiSummaryContent;
  progress: number;
  errorKey: string | null;
  revision: number;
  updatedAt: string;
};

/** What a learner reads from GET …/ai-summary: only completed, activated content. */
export type AiSummaryLearnerDto = { status: 'completed'; content: AiSummaryContent };

/** POST /api/v1/workflow/keypoints {workflow_id} (spec 02 §7; the spec's oid and token come from the session). */
export const keypointsSchema = z.object({ workflow_id: text().max(64) });
