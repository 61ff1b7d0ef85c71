import { describe, expect, it } from 'vitest';
import type { Role } from '@/lib/access/roles';
import {
  addableTypes,
  canChangeOrgRole,
  canDisableUser,
  canEditUser,
  canInviteUser,
  displayStatus,
  highestRole,
  type TargetFacts,
} from '@/lib/users/admin/rules';
import { addUserSchema, adminEmailSchema, adminNameSchema, employeeIdSchema } from '@/lib/users/admin/schema';

const actor = (role: Role, roles: Record<string, Role> = {}, id = 'me') => ({ user: { id, role, roles } }) as never;
const target = (over: Partial<TargetFacts> = {}): TargetFacts => ({
  id: 'them',
  role: 'viewer',
  workspaceIds: ['ws1'],
  technical: false,
  disabled: false,
  invitationStatus: null,
  hasPassword: true,
  ...over,
});
const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('displayStatus (spec §3)', () => {
  it('names each state, disabled first', () => {
    const base = { disabled: false, invitationStatus: null, inviteExpiresAt: null };
    expect(displayStatus(base, NOW)).toBe('active');
    expect(displayStatus({ ...base, disabled: true, invitationStatus: 'pending' }, NOW)).toBe('inactive');
    expect(displayStatus({ ...base, invitationStatus: 'error:mail' }, NOW)).toBe('could-not-be-invited');
    expect(displayStatus({ ...base, invitationStatus: 'pending', inviteExpiresAt: new Date(NOW + 1000) }, NOW)).toBe('invited');
    expect(displayStatus({ ...base, invitationStatus: 'pending', inviteExpiresAt: new Date(NOW - 1000) }, NOW)).toBe('invitation-expired');
    expect(displayStatus({ ...base, invitationStatus: 'pending', inviteExpiresAt: null }, NOW)).toBe('invitation-expired');
  });
});

describe('who may do what (spec §6)', () => {
  it('org admins edit up to their own rank; never disable themselves', () => {
    const org = actor('admin-organization');
    expect(canEditUser(org, target({ role: 'admin-organization' }))).toBe(true);
    expect(canEditUser(org, target({ role: 'admin-super' }))).toBe(false);
    expect(canDisableUser(org, target({ id: 'me', role: 'admin-organization' }))).toBe(false);
    expect(canChangeOrgRole(org, target({ id: 'me', role: 'admin-organization' }))).toBe(true);
    expect(canChangeOrgRole(actor('admin-group', { ws1: 'admin-group' }), target())).toBe(false);
  });

  it('workspace admins reach only members of their workspaces, never org admins', () => {
    const ws = actor('admin-group', { ws1: 'admin-group', ws3: 'viewer' });
    expect(canEditUser(ws, target({ workspaceIds: ['ws2'] }))).toBe(false);
    expect(canEditUser(ws, target({ workspaceIds: ['ws3'] }))).toBe(false);
    expect(canEditUser(ws, target({ role: 'admin-organization' }))).toBe(false);
    expect(canEditUser(ws, target({ role: 'admin-group' }))).toBe(true);
    expect(canDisableUser(ws, target())).toBe(true);
    expect(canDisableUser(ws, target({ workspaceIds: ['ws1', 'ws2'] }))).toBe(false);
  });

  it('offers a resend only to people who have not accepted, with a mailbox, enabled', () => {
    const org = actor('admin-organization');
    expect(canInviteUser(org, target({ invitationStatus: 'pending' }))).toBe(true);
    expect(canInviteUser(org, target({ hasPassword: false }))).toBe(true);
    expect(canInviteUser(org, target())).toBe(false);
    expect(canInviteUser(org, target({ invitationStatus: 'pending', technical: true }))).toBe(false);
    expect(canInviteUser(org, target({ invitationStatus: 'pending', disabled: true }))).toBe(false);
  });

  it('lists the kinds of account each caller may add', () => {
    expect(addableTypes(actor('admin-super'))).toEqual(['org-admin', 'group-user', 'user-passwordless', 'user-shared']);
    expect(addableTypes(actor('admin-group', { ws1: 'admin-group' }))).toEqual(['group-user', 'user-passwordless', 'user-shared']);
    expect(addableTypes(actor('admin-group', {}))).toEqual([]);
    expect(addableTypes(actor('publisher', { ws1: 'publisher' }))).toEqual([]);
  });

  it('finds the highest role', () => {
    expect(highestRole(['viewer', 'admin-group', 'publisher'])).toBe('admin-group');
    expect(highestRole([])).toBeNull();
  });
});

describe('input rules (spec §5)', () => {
  it('lowercases and trims emails, refusing technical addresses', () => {
    expect(adminEmailSchema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(adminEmailSchema.safeParse('x@users.openhow.local').success).toBe(false);
    expect(adminEmailSchema.safeParse('<x>@example.com').success).toBe(false);
  });

  it('keeps & and apostrophes in names but refuses markup characters and line breaks', () => {
    expect(adminNameSchema.parse(" Tom & Jerry's ")).toBe("Tom & Jerry's");
    for (const bad of ['<b>', 'a"b', 'a/b', 'a,b', 'two\nlines', '   ']) expect(adminNameSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('applies the stricter ID rule to employee IDs', () => {
    expect(employeeIdSchema.parse(' E-1001 ')).toBe('E-1001');
    for (const bad of ['a&b', 'a(b)', 'a b', 'me@x', 'line.shared', '']) expect(employeeIdSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('requires a strong password for shared devices only', () => {
    expect(addUserSchema.safeParse({ type: 'user-shared', employeeId: 'tab1', password: 'short' }).success).toBe(false);
    expect(addUserSchema.safeParse({ type: 'user-passwordless', employeeId: 'E1', displayName: 'E', password: '' }).success).toBe(true);
  });
});
