import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { skillCertificates } from '@/db/schema';

/** The newest certificate per skill for this user (any state; the view says lapsed or revoked). */
export async function latestCertificateIds(db: Db, p: { orgId: string; userId: string; playlistIds: string[] }): Promise<Map<string, string>> {
  if (!p.playlistIds.length) return new Map();
  const rows = await db
    .select({ id: skillCertificates.id, playlistId: skillCertificates.playlistId })
    .from(skillCertificates)
    .where(and(eq(skillCertificates.organizationId, p.orgId), eq(skillCertificates.userId, p.userId), inArray(skillCertificates.playlistId, p.playlistIds)))
    .orderBy(desc(skillCertificates.cycle));
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(r.playlistId)) out.set(r.playlistId, r.id);
  return out;
}
