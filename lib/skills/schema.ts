import { z } from 'zod';
import { NAME_FORBIDDEN } from '@/lib/auth/rules';
import { text } from '@/lib/http/text';
import { LETTERS, questionSchema, MAX_QUESTIONS } from '@/lib/quiz/schema';

/**
 * Skills contracts (spec 01 §3 Playlist, §5 skill name, §7 Skills calls; spec 02 §3, §4, §7), shared
 * by the route handlers and the skill forms. Messages are message keys (rules.*, skills.errors.*).
 * Types of every response are at the end of this file and in ./types.ts.
 */

/** Spec §5: skill name max 90. */
export const SKILL_NAME_MAX = 90;
/** Spec 02 §9: the skills page default size 500, page 1. */
export const SKILLS_PAGE_SIZE = 500;
/** Spec 02 §8 codes of a skill fetch: 0 published, 2 unpublished, 52 not assigned. */
export const SKILL_CODE = { published: 0, unpublished: 2, notAssigned: 52 } as const;
export type SkillCode = (typeof SKILL_CODE)[keyof typeof SKILL_CODE];
export const DUE_INTERVAL_TYPES = ['year', 'month', 'day'] as const;
export type DueIntervalType = (typeof DUE_INTERVAL_TYPES)[number];
export const CONTENT_TYPES = ['workflow', 'mm-sop'] as const;
export type SkillContentType = (typeof CONTENT_TYPES)[number];
export const MAX_CONTENT_ITEMS = 200;
export const PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];
/** Performance states (matrix and performance lists): the progress status, or overdue / expiring. */
export const PERFORMANCE_STATES = ['not_started', 'in_progress', 'completed', 'overdue', 'expiring'] as const;
export type PerformanceState = (typeof PERFORMANCE_STATES)[number];
/** A completed skill is "expiring" when its certificate lapses within this many days. */
export const EXPIRING_WITHIN_DAYS = 30;

/**
 * Spec §5 skill name: required, not only whitespace, max 90, no forbidden name character, no
 * leading space (the form blocks typing one; the API refuses it rather than trimming silently).
 */
export const skillNameSchema = text()
  .max(SKILL_NAME_MAX, 'rules.max90')
  .refine((v) => v.length > 0, 'rules.required')
  .refine((v) => v.length === 0 || v.trim().length > 0, 'rules.noWhiteSpace')
  .refine((v) => v.trim().length === 0 || !/^\s/.test(v), 'rules.noWhiteSpace')
  .refine((v) => !NAME_FORBIDDEN.test(v), 'rules.invalidName');

const id = text().max(64);
const idList = z.array(id).max(1000);

/** POST /api/v1/playlists {organization?, group?, playlistTitle} – `organization` must be the caller's when sent. */
export const createPlaylistSchema = z.object({
  organization: id.optional(),
  group: id.nullable().optional(),
  playlistTitle: skillNameSchema,
});
export type CreatePlaylistInput = z.infer<typeof createPlaylistSchema>;

/** PUT /api/v1/playlists/{id} {published?, playlistTitle?, poster?} – poster: an upload id (purpose 'playlist-poster') or null to remove. */
export const updatePlaylistSchema = z
  .object({
    published: z.boolean().optional(),
    playlistTitle: skillNameSchema.optional(),
    poster: id.nullable().optional(),
    /** Builder "certification" tab: whether completing issues a certificate, and who signs it. */
    certification: z.boolean().optional(),
    signerId: id.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'skills.errors.nothingToUpdate');
export type UpdatePlaylistInput = z.infer<typeof updatePlaylistSchema>;

export const contentItemSchema = z.object({ type: z.enum(CONTENT_TYPES), id });
export type SkillContentItem = z.infer<typeof contentItemSchema>;

/** PUT /api/v1/playlists/{id}/content {list} – the whole ordered list of workflows and smart instructions ('mm-sop'); duplicates are refused. */
export const updateContentSchema = z.object({
  list: z
    .array(contentItemSchema)
    .max(MAX_CONTENT_ITEMS, 'skills.errors.tooManyItems')
    .refine((l) => new Set(l.map((i) => `${i.type}:${i.id}`)).size === l.length, 'skills.errors.duplicateItem'),
});
export type UpdateContentInput = z.infer<typeof updateContentSchema>;

const page = z.coerce.number().int().min(1).default(1);
const size = z.coerce.number().int().min(1).max(SKILLS_PAGE_SIZE).default(SKILLS_PAGE_SIZE);
const keyword = text().trim().max(200).default('');

/** GET /api/v1/skills?page&size&keyword or ?skillIds=a,b – the organisation's skills (skills managers). */
export const skillsQuerySchema = z.object({
  page,
  size,
  keyword,
  skillIds: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean).slice(0, SKILLS_PAGE_SIZE) : undefined)),
});
export type SkillsQuery = z.infer<typeof skillsQuerySchema>;

/** A due date: both or neither. */
const dueFields = {
  dueDateIntervalType: z.enum(DUE_INTERVAL_TYPES).nullable().optional(),
  dueDateInterval: z.number().int().min(1).max(3650).nullable().optional(),
  /** Re-certification every N months after completion (null: never). */
  recurrenceMonths: z.number().int().min(1).max(120).nullable().optional(),
};

/**
 * PATCH /api/v1/skills/{id}/members – add users/teams (their due settings are set from the fields
 * below, also on ones already assigned) and remove others.
 */
export const membersPatchSchema = z
  .object({
    users: idList.default([]),
    teams: idList.default([]),
    removeUsers: idList.default([]),
    removeTeams: idList.default([]),
    ...dueFields,
    /** Send assign-skill notifications to newly assigned people (default yes). */
    notify: z.boolean().default(true),
  })
  .refine((v) => (v.dueDateIntervalType == null) === (v.dueDateInterval == null), {
    message: 'skills.errors.dueIncomplete',
    path: ['dueDateInterval'],
  });
export type MembersPatchInput = z.infer<typeof membersPatchSchema>;

/** GET /api/v1/users/{userId}/skills-assigned?keyword&page&size&type=completed|todo&continueWatching */
export const assignedQuerySchema = z.object({
  page,
  size,
  keyword,
  type: z.enum(['completed', 'todo', 'all']).default('all'),
  /** Spec 02 §4 skill list filter: only skills with something started. */
  continueWatching: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type AssignedQuery = z.infer<typeof assignedQuerySchema>;

/** POST /api/v1/skill/skills/{id}/quiz {questions} – the skill's assessment (empty list: none). */
export const assessmentSchema = z.object({ questions: z.array(questionSchema).max(MAX_QUESTIONS, 'quiz.errors.tooMany') });
export type AssessmentInput = z.infer<typeof assessmentSchema>;

/** POST /api/v1/skill/skills/{id}/quiz/attempts {answers} – answers in question order. */
export const assessmentAttemptSchema = z.object({ answers: z.array(z.enum(LETTERS).nullable()).max(MAX_QUESTIONS) });
export type AssessmentAttemptInput = z.infer<typeof assessmentAttemptSchema>;

/** POST /api/v1/skills/{id}/reminders {users} – remind-skill to these assigned users (empty: all not completed). */
export const remindSchema = z.object({ users: idList.default([]) });
export type RemindInput = z.infer<typeof remindSchema>;

/**
 * POST /api/v1/notifications/skill {playlistId, type, languageCode?, baseUrl?, users, teams} (spec 02 §7).
 * languageCode and baseUrl are accepted for the client's sake and not used: each email goes out in
 * its recipient's language, and links are built from the server's own address.
 */
export const skillNotifySchema = z
  .object({
    playlistId: id,
    type: z.literal('assign-skill'),
    languageCode: text().max(20).optional(),
    baseUrl: text().max(500).optional(),
    users: idList.default([]),
    teams: idList.default([]),
  })
  .refine((v) => v.users.length + v.teams.length > 0, { message: 'share.noRecipients', path: ['users'] });
export type SkillNotifyInput = z.infer<typeof skillNotifySchema>;

/** POST /api/v1/notifications/skill/publish {playlistId, type} – the type must match the skill's state. */
export const skillPublishNotifySchema = z.object({ playlistId: id, type: z.enum(['publish-skill', 'unpublish-skill']) });
export type SkillPublishNotifyInput = z.infer<typeof skillPublishNotifySchema>;

/** POST /api/v1/notifications/skill/reminder {playlistId, type, users} – users empty: everyone not completed. */
export const skillReminderNotifySchema = z.object({ playlistId: id, type: z.literal('remind-skill'), users: idList.default([]) });
export type SkillReminderNotifyInput = z.infer<typeof skillReminderNotifySchema>;

/** GET /api/v1/skills/{id}/skill-performances?state&teamId&page&size */
export const performancesQuerySchema = z.object({
  page,
  size,
  keyword,
  state: z.enum(PERFORMANCE_STATES).optional(),
  teamId: id.optional(),
});
export type PerformancesQuery = z.infer<typeof performancesQuerySchema>;

/** GET /api/v1/workspaces/{id}/skills-matrix?page&size – users × the workspace's skills. */
export const matrixQuerySchema = z.object({ page, size: z.coerce.number().int().min(1).max(200).default(50), keyword });
export type MatrixQuery = z.infer<typeof matrixQuerySchema>;

export * from './types';
