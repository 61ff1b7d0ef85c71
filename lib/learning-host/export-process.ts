import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';
import { isUuid } from '@/lib/users/schema';
import { exportExists } from '@/lib/scorm/queries';

/**
 * Whether the export process a package was made by still exists in its active organisation:
 * deleting the export revokes its packages.
 */
export async function exportProcessExists(db: Db, orgId: string, exportId: string): Promise<boolean> {
  if (!isUuid(exportId)) return false;
  const org = await db.query.organizations.findFirst({ columns: { id: true }, where: and(eq(organizations.id, orgId), eq(organizations.isActive, true)) });
  return Boolean(org) && (await exportExists(db, { orgId, id: exportId }));
}
