import { describe, expect, it } from 'vitest';
import type { Role } from '@/lib/access/roles';
import { effectiveMemberRole, grantableRoles, memberPermissions, memberRefusal } from '@/lib/workspaces/member-rules';
import { createWorkspaceSchema, entityNameSchema, nameProblem, updateWorkspaceGroupSchema } from '@/lib/workspaces/schema';

const actor = (id: string, role: Role, roles: Record<string, Role> = {}) => ({ user: { id, role, roles } as never });
const member = (userId: string, orgRole: Role, storedRole: string) => ({ userId, orgRole, storedRole });

describe('workspace and group names (spec §5)', () => {
  it('gives one message per problem: required, only spaces, too long, forbidden characters', () => {
    expect(nameProblem('')).toBe('rules.required');
    expect(nameProblem('   ')).toBe('rules.noWhiteSpace');
    expect(nameProblem('a'.repeat(91))).toBe('rules.max90');
    expect(nameProblem(` ${'a'.repeat(90)} `)).toBeNull();
    for (const ch of ['[', ']', ';', '<', '>', '\\', '/', '?', '=', ':', '"', ',']) expect(nameProblem(`Line${ch}1`), ch).toBe('rules.invalidName');
    expect(nameProblem('R&D (North)')).toBeNull();
  });

  it('trims what it keeps', () => {
    expect(entityNameSchema.parse('  Paint shop ')).toBe('Paint shop');
  });

  it('defaults a new workspace to blue, public and priority 0', () => {
    const parsed = createWorkspaceSchema.parse({ name: 'A', groupId: '00000000-0000-4000-8000-000000000000' });
    expect(parsed).toMatchObject({ color: 'blue', private: false, priority: 0 });
  });

  it('needs something to change in a group update', () => {
    expect(updateWorkspaceGroupSchema.safeParse({}).success).toBe(false);
    expect(updateWorkspaceGroupSchema.safeParse({ move: 'up' }).success).toBe(true);
  });
});

describe('membership rules (spec §6)', () => {
  const orgAdmin = actor('oa', 'admin-organization');
  const wsAdmin = actor('wa', 'admin-group', { w1: 'admin-group', w2: 'publisher' });

  it('shows org admins as org admin whatever the membership says', () => {
    expect(effectiveMemberRole({ orgRole: 'admin-super', storedRole: 'viewer' })).toBe('admin-super');
    expect(effectiveMemberRole({ orgRole: 'viewer', storedRole: 'publisher' })).toBe('publisher');
    expect(effectiveMemberRole({ orgRole: 'viewer', storedRole: 'nonsense' })).toBe('viewer');
  });

  it('offers only roles up to the actor’s own, and nothing outside their workspaces', () => {
    expect(grantableRoles(orgAdmin, 'any')).toEqual(['viewer', 'publisher', 'admin-group']);
    expect(grantableRoles(wsAdmin, 'w1')).toEqual(['viewer', 'publisher', 'admin-group']);
    expect(grantableRoles(wsAdmin, 'w2')).toEqual([]);
  });

  it('lets a workspace admin manage ordinary members of their workspace only', () => {
    expect(memberPermissions(wsAdmin, 'w1', member('u', 'viewer', 'publisher'))).toEqual({ canChangeRole: true, canRemove: true });
    expect(memberRefusal(wsAdmin, 'w2', member('u', 'viewer', 'viewer'), 'remove')).toBe('errors.forbidden');
  });

  it('keeps org admins out of reach, removable only by an org admin', () => {
    const boss = member('oa2', 'admin-organization', 'viewer');
    expect(memberRefusal(wsAdmin, 'w1', boss, 'changeRole')).toBe('adminWorkspaces.orgAdminRole');
    expect(memberRefusal(wsAdmin, 'w1', boss, 'remove')).toBe('adminWorkspaces.orgAdminRole');
    expect(memberPermissions(orgAdmin, 'w1', boss)).toEqual({ canChangeRole: false, canRemove: true });
  });

  it('stops a workspace admin from changing or removing themselves', () => {
    expect(memberRefusal(wsAdmin, 'w1', member('wa', 'admin-group', 'admin-group'), 'changeRole')).toBe('adminWorkspaces.ownMembership');
    expect(memberPermissions(orgAdmin, 'w1', member('oa', 'admin-organization', 'viewer')).canRemove).toBe(true);
  });
});
