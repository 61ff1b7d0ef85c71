import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { multimodalSopLikes, users } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { loadSopForView, type LoadedSop } from './access';
import { toDetail } from './present';
import type { SopDetail } from './schema';

/** The detail DTO of a loaded SOP, with its author's name and the caller's like. */
export async function detailOf(db: Db, session: SessionContext, loaded: LoadedSop, skillId?: string | null): Promise<SopDetail> {
  const { sop } = loaded;
  const [author] = sop.authorId
    ? await db.select({ name: users.displayName }).from(users).where(and(eq(users.id, sop.authorId), eq(users.organizationId, session.org.id)))
    : [];
  const [like] = await db
    .select({ at: multimodalSopLikes.createdAt })
    .from(multimodalSopLikes)
    .where(and(eq(multimodalSopLikes.organizationId, session.org.id), eq(multimodalSopLikes.sopId, sop.id), eq(multimodalSopLikes.userId, session.user.id)));
  return toDetail(db, session, loaded, { skillId, authorName: author?.name ?? '', liked: !!like });
}

export type GetSopOptions = { session: SessionContext; sopId: unknown; skillId?: string | null };

/** GET /multimodal-sop/{id} and GET /player/multimodal-sop/{id}: published ones, or any state for the workspace's authors (preview). */
export async function getSop({ session, sopId, skillId }: GetSopOptions): Promise<SopDetail> {
  const db = await getDb();
  return detailOf(db, session, await loadSopForView(db, session, sopId), skillId);
}
