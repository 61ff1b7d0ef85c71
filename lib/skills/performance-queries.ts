import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { skillUserProgress } from '@/db/schema';

export async function findProgressById(db: Db, p: { orgId: string; id: string }) {
  const [row] = await db
    .select()
    .from(skillUserProgress)
    .where(and(eq(skillUserProgress.organizationId, p.orgId), eq(skillUserProgress.id, p.id)))
    .limit(1);
  return row ?? null;
}
