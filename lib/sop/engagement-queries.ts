import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopLikes, multimodalSopUsage } from '@/db/schema';

type LikeScope = { orgId: string; sopId: string; userId: string };

/** A favourite (idempotent: liking twice keeps the first time). */
export const insertSopLike = (db: Db, { orgId, sopId, userId }: LikeScope) =>
  db.insert(multimodalSopLikes).values({ organizationId: orgId, sopId, userId }).onConflictDoNothing();

export const deleteSopLike = (db: Db, { orgId, sopId, userId }: LikeScope) =>
  db.delete(multimodalSopLikes).where(and(eq(multimodalSopLikes.organizationId, orgId), eq(multimodalSopLikes.sopId, sopId), eq(multimodalSopLikes.userId, userId)));

export const hasSopLike = async (db: Db, { orgId, sopId, userId }: LikeScope) =>
  (
    await db
      .select({ at: multimodalSopLikes.createdAt })
      .from(multimodalSopLikes)
      .where(and(eq(multimodalSopLikes.organizationId, orgId), eq(multimodalSopLikes.sopId, sopId), eq(multimodalSopLikes.userId, userId)))
  ).length > 0;

export const insertSopUsage = (db: Db, values: { orgId: string; sopId: string; userId: string | null; deviceInfo: unknown; durationSeconds: number }) =>
  db.insert(multimodalSopUsage).values({ organizationId: values.orgId, sopId: values.sopId, userId: values.userId, deviceInfo: values.deviceInfo, durationSeconds: values.durationSeconds });
