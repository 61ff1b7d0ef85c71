import { getDb, type Db } from '@/db/client';
import { manageableWorkspaces } from '@/lib/access/workspace-scope';
import { toAuditItem } from '@/lib/audit/list';
import { listAuditEntries } from '@/lib/audit/queries';
import type { AuditItemDto } from '@/lib/audit/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { orgLogoPath } from '@/lib/orgs/logo-upload';
import { findOrgForSettings } from '@/lib/orgs/settings-ops/queries';
import { adminPages, type AdminPage } from './nav';
import { countOrganization, countWorkspaces, type OverviewCounts } from './overview-queries';

const RECENT_AUDIT = 5;

export type AdminOverview = {
  /** 'workspaces': a workspace admin's counts cover only the workspaces they manage. */
  scope: 'organization' | 'workspaces';
  counts: OverviewCounts;
  /** Org admins only: the audit log is theirs. */
  recentAudit: AuditItemDto[] | null;
  links: AdminPage[];
  org: { name: string; clientKey: string; logoUrl: string | null; canManageLogo: boolean };
};

/** /admin: what there is to manage and what changed lately, for the caller's own reach. */
export async function getAdminOverview({ session }: { session: SessionContext }, db?: Db): Promise<AdminOverview> {
  if (!session.access.admin) throw new AppError('forbidden');
  db ??= await getDb();
  const orgId = session.org.id;
  const scope = manageableWorkspaces(session);
  const counts = scope === 'all' ? await countOrganization(db, { orgId }) : await countWorkspaces(db, { orgId, workspaceIds: scope });
  const isOrgAdmin = session.access.isOrgAdmin;
  const recent = isOrgAdmin ? await listAuditEntries(db, { orgId, filter: {}, limit: RECENT_AUDIT, offset: 0 }) : null;
  const row = await findOrgForSettings(db, { orgId });
  if (!row) throw new AppError('not_found');
  return {
    scope: scope === 'all' ? 'organization' : 'workspaces',
    counts,
    recentAudit: recent ? recent.rows.map(toAuditItem) : null,
    links: adminPages(session.access).filter((page) => page.key !== 'overview'),
    org: {
      name: row.name,
      clientKey: row.clientKey,
      logoUrl: row.logoKey ? orgLogoPath(row.id, row.logoKey) : null,
      canManageLogo: isOrgAdmin && session.access.companyLogo,
    },
  };
}
