import type { ConsentDto } from '@/lib/consents/schema';
import type { WorkspaceGroupItem } from '@/lib/workspaces/schema';
import type { CreateAction, NavModel } from './links';

export type ShellUser = {
  displayName: string;
  initials: string;
  avatarUrl: string | null;
  isSharedAccount: boolean;
  /** Org admins may fix the IP allow-list that blocks them. */
  canManageIpRules: boolean;
};

/** Everything the signed-in shell shows, decided on the server so components only render (plain data). */
export type ShellModel = {
  user: ShellUser;
  orgName: string;
  nav: NavModel;
  /** Off when the organisation has no IP allow-list: the check could only pass, so skip the round trip. */
  ipCheckRequired: boolean;
  createItems: CreateAction[];
  /** Spec 01 §6 create-skill button: everyone but viewers, with skills access (not gen2). */
  canCreateSkill: boolean;
  canInvite: boolean;
  workspaceGroups: WorkspaceGroupItem[];
  newNotificationCount: number;
  /** Idle auto-logout (spec §9): off by default, minutes stored as a string. */
  idle: { enabled: boolean; timeoutMinutes: string };
  /** The organisation's consents the popup must ask (lib/consents isPending). */
  pendingConsents: ConsentDto[];
  /** A preview deployment (lib/http/deployment.ts): reviewers see a ribbon saying so. */
  isPreview: boolean;
};
