import type { Role } from '@/lib/access/roles';
import type { WorkspaceColor, WorkspaceInGroup, WorkspaceRole } from './schema';

/** A group as the group administration shows it; `can*` says which buttons to offer. */
export type AdminWorkspaceGroup = {
  id: string;
  name: string;
  locale: string;
  priority: number;
  isDefault: boolean;
  workspaceCount: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
};

/** One group with the workspaces the caller may see in it (GET /api/v1/workspaces-groups/{id}). */
export type WorkspaceGroupDetail = {
  id: string;
  name: string;
  locale: string;
  priority: number;
  isDefault: boolean;
  workspaces: WorkspaceInGroup[];
  canEdit: boolean;
};

/** A workspace with what the caller may do with it (admin list, GET /api/v1/workspaces/{id}). */
export type ManagedWorkspace = {
  id: string;
  name: string;
  color: WorkspaceColor;
  private: boolean;
  priority: number;
  workspaceGroupId: string;
  workspaceGroupName: string;
  membersCount: number;
  isAssigned: boolean;
  isLike: boolean;
  /** The caller's effective role here: org admins are org admin in every workspace (spec §6). */
  myRole: Role;
  canEdit: boolean;
  canMove: boolean;
  canDelete: boolean;
  canManageMembers: boolean;
  /** Membership roles the caller may hand out here (empty when they do not manage it). */
  grantableRoles: WorkspaceRole[];
};

export type WorkspaceMember = {
  id: string;
  displayName: string;
  email: string;
  employeeId: string | null;
  /** Effective role: an org admin shows as org admin whatever the membership row says. */
  role: Role;
  isOrgAdmin: boolean;
  disabled: boolean;
  canChangeRole: boolean;
  canRemove: boolean;
};

export type WorkspaceMembersReply = { items: WorkspaceMember[]; total: number; grantableRoles: WorkspaceRole[] };

export type MemberCandidate = { id: string; displayName: string; email: string; employeeId: string | null; isMember: boolean };

export type WorkspaceTeam = { id: string; name: string; membersInWorkspace: number; membersCount: number };

export type UserWorkspace = {
  id: string;
  name: string;
  color: WorkspaceColor;
  private: boolean;
  workspaceGroupId: string;
  workspaceGroupName: string;
  role: Role;
};

export type GroupChoice = { id: string; name: string; isDefault: boolean };

export type ManagedWorkspaces = {
  items: ManagedWorkspace[];
  total: number;
  canCreate: boolean;
  /** Groups a workspace may be created in or moved to: the admin lookup, so org admins get them all. */
  groupChoices: GroupChoice[];
};

/** What a delete would take with it; the reply to a delete without `confirm=true`. */
export type WorkspaceDependents = { members: number; likes: number };

/** /admin/workspace-group/{id}: the group, its workspaces, and the others that could move in. */
export type AdminGroupPage = {
  group: AdminWorkspaceGroup;
  workspaces: ManagedWorkspace[];
  others: { id: string; name: string; groupName: string }[];
  groupChoices: GroupChoice[];
};
