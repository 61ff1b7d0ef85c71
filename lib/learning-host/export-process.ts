import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';

/**
 * Whether the export process a package was made by still exists: deleting it revokes its packages.
 * The export-process table comes with the export side (lib/scorm); until it is wired in here, only
 * the organisation is checked (active, and the one the package names).
 */
export async function exportProcessExists(db: Db, orgId: string, exportId: string): Promise<boolean> {
  if (!exportId) return false;
  const org = await db.query.organizations.findFirst({ columns: { id: true }, where: and(eq(organizations.id, orgId), eq(organizations.isActive, true)) });
  return Boolean(org);
}
