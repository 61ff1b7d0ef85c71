import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations, playlists, skillCertificates } from '@/db/schema';

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

export async function findCertificate(db: Db, p: { id: string }) {
  const [row] = await db
    .select({ certificate: skillCertificates, playlistTitle: playlists.title, orgName: organizations.name })
    .from(skillCertificates)
    .innerJoin(playlists, eq(playlists.id, skillCertificates.playlistId))
    .innerJoin(organizations, eq(organizations.id, skillCertificates.organizationId))
    .where(eq(skillCertificates.id, p.id))
    .limit(1);
  return row ?? null;
}
export type CertificateRow = NonNullable<Awaited<ReturnType<typeof findCertificate>>>;

/** Issues the cycle's certificate once; a second call returns the one already issued. */
export async function insertCertificate(db: Db, values: typeof skillCertificates.$inferInsert) {
  await db.insert(skillCertificates).values(values).onConflictDoNothing();
  const [row] = await db
    .select({ id: skillCertificates.id })
    .from(skillCertificates)
    .where(and(eq(skillCertificates.playlistId, values.playlistId), eq(skillCertificates.userId, values.userId), eq(skillCertificates.cycle, values.cycle)))
    .limit(1);
  return row.id;
}

export async function setCertificateRevoked(db: Db, p: { orgId: string; id: string; at: Date | null }) {
  await db.update(skillCertificates).set({ revokedAt: p.at }).where(and(eq(skillCertificates.organizationId, p.orgId), eq(skillCertificates.id, p.id)));
}
