import type { Access } from '@/lib/access/access';
import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';

export const WORKSPACE_TABS = ['workflow', 'mm-sop', 'skills', 'skill-matrix', 'insights'] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

/**
 * The tabs of /workspace/{id} this user gets (spec §2): smart instructions when the
 * organisation has them, skills and the skill matrix with skills access, insights with
 * analytics access. Workflows are always there.
 */
export function workspaceTabs(access: Pick<Access, 'skills' | 'analytics'>, settings: OrgSettings): WorkspaceTab[] {
  return WORKSPACE_TABS.filter((tab) => {
    if (tab === 'mm-sop') return isFeatureOn(settings, 'enableMultiModalSOP');
    if (tab === 'skills' || tab === 'skill-matrix') return access.skills;
    if (tab === 'insights') return access.analytics;
    return true;
  });
}
