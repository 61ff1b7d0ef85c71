import type { Role } from '@/lib/access/roles';
import type { AddType, AdminUserDto, UserSearchReply, WorkspaceRole } from '@/lib/users/admin/schema';
import type { SearchParams } from './api';

/** What the page loader hands the client: the first page and what the caller may grant. */
export type UsersPageProps = {
  initial: { params: SearchParams; reply: UserSearchReply };
  /** Workspaces the caller manages (every one for org admins), by name. */
  workspaces: { id: string; name: string }[];
  addTypes: AddType[];
  /** Organisation roles the caller may give (empty for workspace admins). */
  orgRoles: Role[];
  workspaceRoles: WorkspaceRole[];
  openInvite: boolean;
};

export type DialogState =
  | null
  | { kind: 'add' | 'invite' | 'import' }
  | { kind: 'rename' | 'roles' | 'disable' | 'password'; user: AdminUserDto };
