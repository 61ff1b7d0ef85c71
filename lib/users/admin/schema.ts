import { z } from 'zod';
import { ROLES, type Role } from '@/lib/access/roles';
import { isTechnicalEmail } from '@/lib/auth/identity';
import { ID_FORBIDDEN, NAME_FORBIDDEN, isEmailShape, passwordSchema } from '@/lib/auth/rules';
import { text } from '@/lib/http/text';

/**
 * Contracts of user administration (spec §5–§7), shared by the admin forms and the handlers.
 * Messages are message keys. Client-safe: no database imports.
 *
 * HTML escaping (spec §5: "added users' names and emails are HTML-escaped"): the original product
 * escaped them before storing. We store them as typed instead and get the same protection by
 * (1) refusing the markup characters outright — names reject < > " (NAME_FORBIDDEN), IDs also & (ID_FORBIDDEN),
 * emails < > " (EMAIL_PATTERN) — and (2) escaping on output, which React and the mail templates
 * (lib/mail/escape.ts) always do. Storing escaped text would corrupt real data ("O'Brien" would
 * become "O&#39;Brien", o'brien@example.com would stop receiving mail and could not sign in) and
 * every screen would have to decode it; this way nothing is ever escaped twice or left raw.
 */

export const HITS_PER_PAGE = [20, 50, 100] as const;
export const WORKSPACE_ROLES = ['admin-group', 'publisher', 'viewer'] as const satisfies readonly Role[];
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
export const ADD_TYPES = ['org-admin', 'group-user', 'user-passwordless', 'user-shared'] as const;
export type AddType = (typeof ADD_TYPES)[number];
export const DISPLAY_STATUSES = ['active', 'inactive', 'invited', 'could-not-be-invited', 'invitation-expired'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];
export const SEARCH_SORTS = ['name', 'email', 'createdAt', 'lastInteraction'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const trimmed = () => text().transform((v) => v.trim());

export const adminEmailSchema = text()
  .transform((v) => v.trim().toLowerCase())
  .pipe(
    text()
      .min(1, 'rules.required')
      .max(254, 'rules.invalidEmail')
      .refine((v) => !/\s/.test(v), 'rules.noSpace')
      .refine((v) => isEmailShape(v) && !isTechnicalEmail(v), 'rules.invalidEmail'),
  );

export const adminNameSchema = trimmed().pipe(
  text()
    .min(1, 'rules.required')
    .max(90, 'rules.max90')
    // Line breaks and other control characters (a pasted cell, a CSV quirk) are refused by text().
    .refine((v) => !NAME_FORBIDDEN.test(v), 'rules.invalidName'),
);

/** Employee IDs and shared-device account names: they become part of a synthetic email and the login. */
export const employeeIdSchema = trimmed().pipe(
  text()
    .min(1, 'rules.required')
    .max(64, 'adminUsers.idTooLong')
    .refine((v) => !/\s/.test(v), 'rules.noSpace')
    .refine((v) => !ID_FORBIDDEN.test(v), 'rules.invalidId')
    // '@' would make the login an email, a trailing '.shared' a shared-device login (spec §4).
    .refine((v) => !v.includes('@') && !/\.shared$/i.test(v), 'adminUsers.idReserved'),
);

// Forms send '' for an empty optional field.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const idRef = text().max(64);
const workspaceRole = z.enum(WORKSPACE_ROLES, { message: 'adminUsers.invalidRole' });

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** GET /api/v1/users (spec §7 user search). `page` counts from 0, as in the original search service. */
export const searchUsersSchema = z.object({
  query: text().trim().max(200).default(''),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  hitsPerPage: z.coerce
    .number()
    .refine((n) => (HITS_PER_PAGE as readonly number[]).includes(n), 'adminUsers.invalidPageSize')
    .default(20),
  disabled: flag,
  workspaceId: optional(idRef),
  /** people: everyone but shared-device accounts (spec); shared: only those, for their own tab. */
  kind: z.enum(['people', 'shared']).default('people'),
  sort: z.enum(SEARCH_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type SearchUsersInput = z.infer<typeof searchUsersSchema>;

const placement = { workspaceId: optional(idRef), role: workspaceRole.default('viewer') };

export const addOrgAdminSchema = z.object({ type: z.literal('org-admin'), email: adminEmailSchema, displayName: optional(adminNameSchema) });
export const addGroupUserSchema = z.object({
  type: z.literal('group-user'),
  email: adminEmailSchema,
  displayName: optional(adminNameSchema),
  workspaceId: idRef.min(1, 'rules.required'),
  role: workspaceRole.default('viewer'),
});
export const addPasswordlessSchema = z.object({
  type: z.literal('user-passwordless'),
  employeeId: employeeIdSchema,
  displayName: adminNameSchema,
  /** Without one the user signs in with the organisation's master password. */
  password: optional(passwordSchema),
  ...placement,
});
export const sharedAccountFields = {
  employeeId: employeeIdSchema,
  displayName: optional(adminNameSchema),
  password: passwordSchema,
  ...placement,
};
export const addSharedSchema = z.object({ type: z.literal('user-shared'), ...sharedAccountFields });

export const addUserSchema = z.discriminatedUnion('type', [addOrgAdminSchema, addGroupUserSchema, addPasswordlessSchema, addSharedSchema]);
export type AddUserInput = z.infer<typeof addUserSchema>;

export const MAX_BULK_EMAILS = 200;
/** The invite dialog's many-emails form; each address gets its own result. */
export const bulkInviteSchema = z.object({
  type: z.literal('group-user'),
  emails: z.array(text().max(320)).min(1, 'rules.required').max(MAX_BULK_EMAILS, 'adminUsers.tooManyEmails'),
  workspaceId: idRef.min(1, 'rules.required'),
  role: workspaceRole.default('viewer'),
});
export type BulkInviteInput = z.infer<typeof bulkInviteSchema>;

export const createSharedAccountSchema = z.object(sharedAccountFields);
export type CreateSharedAccountInput = z.infer<typeof createSharedAccountSchema>;

export const updateUserSchema = z
  .object({
    displayName: adminNameSchema.optional(),
    role: z.enum(ROLES, { message: 'adminUsers.invalidRole' }).optional(),
    disabled: z.boolean().optional(),
    /** Spec §6: a workspace admin names the workspace through which they change a user's name. */
    workspaceId: optional(idRef),
  })
  .refine((v) => v.displayName !== undefined || v.role !== undefined || v.disabled !== undefined, { message: 'adminUsers.nothingToUpdate' });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** PUT /users/{id}/roles: the roles within the caller's workspaces; null (or absence) removes membership. */
export const setRolesSchema = z.object({
  roles: z.record(idRef, workspaceRole.nullable()).refine((r) => Object.keys(r).length <= 1000, 'adminUsers.tooManyWorkspaces'),
});
export type SetRolesInput = z.infer<typeof setRolesSchema>;

export const updateSharedAccountSchema = z
  .object({ displayName: adminNameSchema.optional(), password: passwordSchema.optional(), disabled: z.boolean().optional() })
  .refine((v) => v.displayName !== undefined || v.password !== undefined || v.disabled !== undefined, { message: 'adminUsers.nothingToUpdate' });
export type UpdateSharedAccountInput = z.infer<typeof updateSharedAccountSchema>;

export const resetSharedPasswordSchema = z.object({ userId: idRef, password: passwordSchema });

export type UserWorkspaceRef = { id: string; name: string; role: Role };

export type AdminUserDto = {
  id: string;
  displayName: string;
  /** Null for employee-ID and shared accounts, whose stored address is synthetic: show employeeId. */
  email: string | null;
  employeeId: string | null;
  /** The organisation role. */
  role: Role | null;
  /** Workspace id → role, for the workspaces the caller may see. */
  roles: Record<string, Role>;
  workspaces: UserWorkspaceRef[];
  /** Role in the workspace the list is filtered by (spec §6: roles[group], else the single role). */
  workspaceRole: Role | null;
  displayStatus: DisplayStatus;
  invitationExpiresAt: string | null;
  lastInteraction: string | null;
  createdAt: string;
  teams: number;
  shared: boolean;
  passwordless: boolean;
  disabled: boolean;
  canEdit: boolean;
  canDisable: boolean;
  canChangeRole: boolean;
  canInvite: boolean;
};

export type UserSearchReply = {
  items: { hits: AdminUserDto[]; query: string; page: number; hitsPerPage: number; nbHits: number; nbPages: number };
  total: number;
};

export const IMPORT_STATUSES = ['created', 'invited', 'skipped', 'error'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export type ImportRowResult = {
  /** Record number in the file, the header being 1 (a spreadsheet's row number). */
  row: number;
  status: ImportStatus;
  messageKey: string;
  email: string | null;
  employeeId: string | null;
  /** The row as read, so failed rows can be corrected and sent again. */
  values: Record<string, string>;
};
export type ImportSummary = Record<ImportStatus, number>;
export type ImportReport = { items: ImportRowResult[]; total: number; summary: ImportSummary };
export type ImportProgress = { type: 'progress'; phase: 'validate' | 'create' | 'invite'; done: number; total: number };
