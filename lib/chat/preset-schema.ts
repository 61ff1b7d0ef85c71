import { z } from 'zod';
import { text } from '@/lib/http/text';

/**
 * Preset questions: what the assistant's intro offers to ask. One contract for the organisation's
 * list (Maven settings, PUT …/organization-settings/my/maven) and a workflow's own (the builder),
 * shared with their forms. Each question is trimmed, 1–200 characters on one line; duplicates are
 * dropped. An organisation keeps at most 10, a workflow 5 (the player shows both lists together).
 */
export const PRESET_LIMITS = { organisation: 10, workflow: 5, length: 200 } as const;

export const presetQuestionsSchema = (max: number) =>
  z
    .array(text('presetQuestions.invalid').trim().min(1, 'presetQuestions.empty').max(PRESET_LIMITS.length, 'presetQuestions.tooLong'), 'presetQuestions.invalid')
    .max(max, 'presetQuestions.tooMany')
    .transform((list) => [...new Set(list)]);
