import 'server-only';
import { getDb, type Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadSopForView, type LoadedSop } from './access';
import { hasSopLike } from './engagement-queries';
import { toDetail } from './present';
import { findAuthorName } from './queries';
import type { SopDetail } from './schema';

/** The detail DTO of a loaded SOP, with its author's name and the caller's like. */
export async function detailOf(db: Db, session: SessionContext, loaded: LoadedSop, skillId?: string | null): Promise<SopDetail> {
  const { sop } = loaded;
  const authorName = sop.authorId ? await findAuthorName(db, { orgId: session.org.id, userId: sop.authorId }) : '';
  const liked = await hasSopLike(db, { orgId: session.org.id, sopId: sop.id, userId: session.user.id });
  return toDetail(db, session, loaded, { skillId, authorName, liked });
}

export type GetSopOptions = { session: SessionContext; sopId: unknown; skillId?: string | null };

/** GET /multimodal-sop/{id} and GET /player/multimodal-sop/{id}: published ones, or any state for the workspace's authors (preview). */
export async function getSop({ session, sopId, skillId }: GetSopOptions): Promise<SopDetail> {
  const db = await getDb();
  return detailOf(db, session, await loadSopForView(db, session, sopId), skillId);
}
