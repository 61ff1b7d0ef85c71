import { z } from 'zod';
import { NAME_FORBIDDEN } from '@/lib/auth/rules';
import { LOCALES } from '@/lib/i18n/config';
import { text } from '@/lib/http/text';

/** Which list a screen asks for (spec §6): everything visible, editable, or administrable. */
export const WORKSPACE_LIST_TYPES = ['view', 'edit', 'admin'] as const;
export type WorkspaceListType = (typeof WORKSPACE_LIST_TYPES)[number];

export const WORKSPACE_COLORS = ['red', 'purple', 'green', 'blue', 'yellow'] as const;
export type WorkspaceColor = (typeof WORKSPACE_COLORS)[number];

// Query strings carry booleans as text; only 'true' and '1' mean yes.
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const workspaceGroupsQuerySchema = z.object({
  needWorkspaces: flag,
  workspacesType: z.enum(WORKSPACE_LIST_TYPES).default('view'),
  all: flag,
});
export type WorkspaceGroupsQuery = z.infer<typeof workspaceGroupsQuerySchema>;

export const workspacesQuerySchema = z.object({
  type: z.enum(WORKSPACE_LIST_TYPES).default('view'),
  keyword: text().trim().max(200).default(''),
});
export type WorkspacesQuery = z.infer<typeof workspacesQuerySchema>;

export const likeWorkspaceSchema = z.object({ workspaceId: z.uuid(), like: z.boolean() });
export type LikeWorkspaceInput = z.infer<typeof likeWorkspaceSchema>;

/** A workspace in a flat list (GET /api/v1/workspaces). `isAssigned`: the user is a member. */
export type WorkspaceItem = {
  id: string;
  name: string;
  color: WorkspaceColor;
  private: boolean;
  isLike: boolean;
  isAssigned: boolean;
  workspaceGroupId: string;
  workspaceGroupName: string;
  priority: number;
};

export type WorkspaceInGroup = {
  id: string;
  name: string;
  color: WorkspaceColor;
  private: boolean;
  isLike: boolean;
  isAssigned: boolean;
  isInThisGroup: boolean;
  /** The admin's order (lower first), so every list can sort by lib/workspaces/sort.ts. */
  priority: number;
};

export type WorkspaceGroupItem = {
  id: string;
  name: string;
  locale: string;
  priority: number;
  isDefault: boolean;
  workspaces?: WorkspaceInGroup[];
};

/** Turns a stored colour into one the UI knows (older rows, hand edits): blue is the default. */
export const toWorkspaceColor = (value: string): WorkspaceColor =>
  (WORKSPACE_COLORS as readonly string[]).includes(value) ? (value as WorkspaceColor) : 'blue';

/* ---- Administration (spec §5 name rules, §7 groups/workspaces calls) ---- */

export const NAME_MAX = 90;

/**
 * The spec's name rule (as for skill names): required, more than spaces, at most 90 characters,
 * none of [ ] ; < > \ / ? = : " ,. One message per problem, in that order, so a form shows one.
 */
export function nameProblem(value: string): string | null {
  if (value.length === 0) return 'rules.required';
  if (value.trim().length === 0) return 'rules.noWhiteSpace';
  if (value.trim().length > NAME_MAX) return 'rules.max90';
  if (NAME_FORBIDDEN.test(value)) return 'rules.invalidName';
  return null;
}

export const entityNameSchema = text('rules.required')
  .superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.trim());

const localeSchema = z.enum(LOCALES, 'rules.required');

export const createWorkspaceGroupSchema = z.object({ name: entityNameSchema, locale: localeSchema.optional() });
export type CreateWorkspaceGroupInput = z.input<typeof createWorkspaceGroupSchema>;

/** Rename, change locale, move one step in the order, or become the organisation's default group. */
export const updateWorkspaceGroupSchema = z
  .object({
    name: entityNameSchema.optional(),
    locale: localeSchema.optional(),
    move: z.enum(['up', 'down']).optional(),
    isDefault: z.literal(true).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'errors.invalid_input');
export type UpdateWorkspaceGroupInput = z.input<typeof updateWorkspaceGroupSchema>;

export const WORKSPACE_PRIORITY_MAX = 9999;
const prioritySchema = z
  .number('rules.required')
  .int('adminWorkspaces.priorityRange')
  .min(0, 'adminWorkspaces.priorityRange')
  .max(WORKSPACE_PRIORITY_MAX, 'adminWorkspaces.priorityRange');

export const createWorkspaceSchema = z.object({
  name: entityNameSchema,
  color: z.enum(WORKSPACE_COLORS, 'rules.required').default('blue'),
  private: z.boolean().default(false),
  groupId: z.uuid('rules.required'),
  priority: prioritySchema.default(0),
});
export type CreateWorkspaceInput = z.input<typeof createWorkspaceSchema>;

export const updateWorkspaceSchema = z
  .object({
    name: entityNameSchema.optional(),
    color: z.enum(WORKSPACE_COLORS).optional(),
    private: z.boolean().optional(),
    groupId: z.uuid('rules.required').optional(),
    priority: prioritySchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'errors.invalid_input');
export type UpdateWorkspaceInput = z.input<typeof updateWorkspaceSchema>;

export const confirmQuerySchema = z.object({ confirm: flag });

/** Roles a membership can hold; org admins are admins everywhere and never stored as such here. */
export const WORKSPACE_ROLES = ['viewer', 'publisher', 'admin-group'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const membersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  keyword: text().trim().max(200).default(''),
});
export type MembersQuery = z.infer<typeof membersQuerySchema>;

export const candidatesQuerySchema = z.object({ keyword: text().trim().max(200).default('') });

export const addMembersSchema = z.object({
  userIds: z.array(z.uuid()).min(1, 'rules.required').max(100),
  role: z.enum(WORKSPACE_ROLES).default('viewer'),
});
export type AddMembersInput = z.input<typeof addMembersSchema>;

export const memberRoleSchema = z.object({ role: z.enum(WORKSPACE_ROLES) });

export const keywordQuerySchema = z.object({ keyword: text().trim().max(200).default('') });
