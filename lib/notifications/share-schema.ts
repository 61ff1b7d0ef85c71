import { z } from 'zod';
import { normalizeShareMessage, SHARE_MAX_RECIPIENTS, SHARE_MESSAGE_MAX } from './share-rules';

const ids = z.array(z.string().uuid()).max(SHARE_MAX_RECIPIENTS).default([]);

const shareBase = z.object({
  message: z
    .string()
    .default('')
    .transform((text) => normalizeShareMessage(text).trim())
    .pipe(z.string().max(SHARE_MESSAGE_MAX)),
  users: ids,
  teams: ids,
});
const someone = (v: { users: string[]; teams: string[] }) => v.users.length + v.teams.length > 0;
const someoneIssue = { message: 'share.noRecipients', path: ['users'] };

// Ids are strings here: an id that is not a uuid reads as unknown (404), like any other unknown id.
export const shareWorkflowSchema = shareBase.extend({ workflowId: z.string() }).refine(someone, someoneIssue);
export type ShareWorkflowInput = z.infer<typeof shareWorkflowSchema>;

export const shareMultimodalSopSchema = shareBase.extend({ multimodalSopId: z.string() }).refine(someone, someoneIssue);
export type ShareMultimodalSopInput = z.infer<typeof shareMultimodalSopSchema>;

export const shareSearchQuerySchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ShareSearchQuery = z.infer<typeof shareSearchQuerySchema>;

export type SharePerson = { kind: 'user'; id: string; displayName: string; email: string };
export type ShareTeam = { kind: 'team'; id: string; name: string; membersCount: number };
export type ShareRecipient = SharePerson | ShareTeam;
export type ShareSearchResult = { users: SharePerson[]; page: number; hasMore: boolean; teams: ShareTeam[] };
/** recipients: people notified; skipped: people named (or in a named team) who cannot open the content. */
export type ShareResult = { recipients: number; skipped: number; created: number; updated: number };

export const emailSettingsSchema = z.object({ emailOff: z.array(z.string()).max(50) });
export type EmailSettingsInput = z.infer<typeof emailSettingsSchema>;
export type EmailSettings = { types: Array<{ type: string; email: boolean }> };
