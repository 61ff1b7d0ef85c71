import type { Role } from '@/lib/access/roles';
import { canManageWorkspace } from '@/lib/access/workspace-scope';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { PlannedRow } from './batch';
import type { CsvRecord } from './csv';
import type { ImportColumn } from './import-format';
import { basePlan, placementProblem } from './plan';
import { adminEmailSchema, adminNameSchema, employeeIdSchema, type AddType, type WorkspaceRole } from './schema';


const squash = (v: string) => v.trim().toLowerCase().replace(/[\s_-]+/g, '');

const HEADER_NAMES: Record<string, ImportColumn> = {
  email: 'email',
  emailaddress: 'email',
  name: 'name',
  displayname: 'name',
  fullname: 'name',
  role: 'role',
  workspace: 'workspace',
  workspaceid: 'workspace',
  employeeid: 'employeeId',
};

const ROLE_NAMES: Record<string, Role> = {
  adminorganization: 'admin-organization',
  orgadmin: 'admin-organization',
  organisationadmin: 'admin-organization',
  organizationadmin: 'admin-organization',
  admingroup: 'admin-group',
  workspaceadmin: 'admin-group',
  publisher: 'publisher',
  viewer: 'viewer',
};

/** Which column each header cell is (null: ignored). Needs an email or employee ID column. */
export function mapHeader(header: string[]): (ImportColumn | null)[] {
  const seen = new Set<ImportColumn>();
  const columns = header.map((cell) => {
    const column = HEADER_NAMES[squash(cell)] ?? null;
    if (!column || seen.has(column)) return null;
    seen.add(column);
    return column;
  });
  if (!seen.has('email') && !seen.has('employeeId')) throw new AppError('invalid_input', 'adminUsers.import.missingColumns');
  return columns;
}

export type ImportContext = { session: SessionContext; workspaces: { id: string; name: string }[] };

function findWorkspace(ctx: ImportContext, value: string): { id: string } | string {
  const byId = ctx.workspaces.find((w) => w.id === value.toLowerCase());
  if (byId) return byId;
  const named = ctx.workspaces.filter((w) => w.name.trim().toLowerCase() === value.toLowerCase());
  if (named.length === 1) return named[0];
  return named.length ? 'adminUsers.import.ambiguousWorkspace' : 'adminUsers.import.unknownWorkspace';
}

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? 'errors.invalid_input';

/** Validates and authorises one data row; the result is final for a bad row, provisional for a good one. */
export function planImportRow(ctx: ImportContext, record: CsvRecord, columns: (ImportColumn | null)[]): PlannedRow {
  const values: Record<string, string> = {};
  columns.forEach((column, i) => {
    if (column) values[column] = (record.fields[i] ?? '').trim();
  });
  const result = { row: record.line, status: 'error' as const, messageKey: 'errors.internal', email: values.email || null, employeeId: values.employeeId || null, values };
  const fail = (messageKey: string): PlannedRow => ({ result: { ...result, messageKey }, plan: null });

  const role: Role | undefined = values.role ? ROLE_NAMES[squash(values.role)] : 'viewer';
  if (!role) return fail('adminUsers.invalidRole');
  const fields: { email?: string; employeeId?: string; displayName?: string } = {};
  if (values.employeeId) {
    const id = employeeIdSchema.safeParse(values.employeeId);
    if (!id.success) return fail(firstIssue(id.error));
    fields.employeeId = id.data;
  }
  if (values.email) {
    const email = adminEmailSchema.safeParse(values.email);
    if (!email.success) return fail(firstIssue(email.error));
    fields.email = email.data;
  } else if (!fields.employeeId) return fail('adminUsers.import.missingIdentity');
  if (values.name) {
    const name = adminNameSchema.safeParse(values.name);
    if (!name.success) return fail(firstIssue(name.error));
    fields.displayName = name.data;
  }

  const type: AddType = !fields.email ? 'user-passwordless' : role === 'admin-organization' ? 'org-admin' : 'group-user';
  const workspaceRole = (role === 'admin-organization' ? 'viewer' : role) as WorkspaceRole;
  let workspaceId: string | null = null;
  if (values.workspace && type !== 'org-admin') {
    const found = findWorkspace(ctx, values.workspace);
    if (typeof found === 'string') return fail(found);
    if (!canManageWorkspace(ctx.session, found.id)) return fail('adminUsers.workspaceNotManaged');
    workspaceId = found.id;
  }
  if (role === 'admin-organization' && type !== 'org-admin') return fail('adminUsers.import.orgAdminNeedsEmail');
  if (!workspaceId && workspaceRole !== 'viewer' && type !== 'org-admin') return fail('adminUsers.import.roleNeedsWorkspace');
  const problem = placementProblem(ctx.session, type, workspaceId, workspaceRole);
  if (problem) return fail(problem);

  const base = basePlan(ctx.session, type, { ...fields, displayName: fields.displayName ?? (type === 'user-passwordless' ? fields.employeeId : undefined) });
  return {
    result: { ...result, email: type === 'user-passwordless' ? null : base.email },
    plan: {
      ...base,
      role: type === 'org-admin' ? 'admin-organization' : workspaceId ? workspaceRole : 'viewer',
      workspaceId,
      workspaceRole: workspaceId ? workspaceRole : null,
      passwordHash: null,
      passwordless: type === 'user-passwordless',
    },
  };
}
