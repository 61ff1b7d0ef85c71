import { z } from 'zod';
import { fullNameSchema } from '@/lib/auth/rules';
import { text } from '@/lib/http/text';

/** Team names: required, at most 90 characters, none of the forbidden name characters (spec §5). */
export const teamNameSchema = text().trim().pipe(fullNameSchema);

export const createTeamSchema = z.object({ name: teamNameSchema });
export type CreateTeamInput = z.infer<typeof createTeamSchema>;

export const renameTeamSchema = z.object({ name: teamNameSchema });
export type RenameTeamInput = z.infer<typeof renameTeamSchema>;

// Query strings carry booleans as text; only 'true' and '1' mean yes.
export const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  keyword: text().trim().max(200).default(''),
};

export const teamsQuerySchema = z.object({
  ...paging,
  all: queryFlag,
  orderBy: z.enum(['name', 'createdAt', 'members']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TeamsQuery = z.infer<typeof teamsQuerySchema>;

export const membersQuerySchema = z.object(paging);
export type MembersQuery = z.infer<typeof membersQuerySchema>;

export const candidatesQuerySchema = z.object({ keyword: text().trim().max(200).default('') });

/** Ids are checked against the organisation, so a malformed one reads like an unknown one (404). */
const idList = z.array(text().max(64)).max(1000);

export const memberIdsSchema = z.object({ userIds: idList });
export type MemberIdsInput = z.infer<typeof memberIdsSchema>;

export const teamInfoSchema = z.object({ teamIds: idList.min(1).max(200) });
export type TeamInfoInput = z.infer<typeof teamInfoSchema>;

export const confirmQuerySchema = z.object({ confirm: queryFlag });

/** A team in a list. `canEdit`: the caller may rename, delete and change its members. */
export type TeamItem = {
  id: string;
  name: string;
  membersCount: number;
  createdAt: string;
  canEdit: boolean;
};

/** A member as the admin screens show it; synthetic technical emails are left out (null). */
export type TeamMember = {
  id: string;
  displayName: string;
  email: string | null;
  employeeId: string | null;
  disabled: boolean;
};

export type TeamWithMembers = TeamItem & { members: TeamMember[] };

/** What a delete would take with it (spec: deleting says what depends on it). */
export type TeamDependents = { members: number };
