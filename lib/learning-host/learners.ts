import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { learningHostLearners, users, type Organization, type User } from '@/db/schema';
import { TECH_EMAIL_DOMAIN } from '@/lib/auth/identity';

export type ProvisionedLearner = { user: User; isNewUser: boolean };

const DISPLAY_NAME_MAX = 100;

/** The LMS's name for the learner, else its id: what the welcome and the organisation's reports show. */
export const learnerDisplayName = (learnerId: string, learnerName: string) => (learnerName.trim() || learnerId.trim()).slice(0, DISPLAY_NAME_MAX);

async function findLinkedUser(db: Db, orgId: string, learnerId: string) {
  const [row] = await db
    .select({ user: users })
    .from(learningHostLearners)
    .innerJoin(users, and(eq(users.id, learningHostLearners.userId), eq(users.organizationId, orgId)))
    .where(and(eq(learningHostLearners.organizationId, orgId), eq(learningHostLearners.learnerId, learnerId)))
    .limit(1);
  return row?.user ?? null;
}

class LinkTaken extends Error {}

/**
 * The OpenHow account of an LMS learner in the package's organisation, created on first use: a
 * viewer with no password and no workspace (it can sign in only through a package, and a package
 * grants exactly its own workflows), a technical email nobody can claim, the LMS's name as its
 * display name (kept up to date: the LMS is where the learner's name is managed).
 */
export async function provisionLearner(db: Db, org: Pick<Organization, 'id' | 'clientKey'>, learner: { id: string; name: string }): Promise<ProvisionedLearner> {
  const displayName = learnerDisplayName(learner.id, learner.name);
  const existing = await findLinkedUser(db, org.id, learner.id);
  if (existing) {
    if (existing.displayName === displayName) return { user: existing, isNewUser: false };
    const [updated] = await db.update(users).set({ displayName }).where(and(eq(users.id, existing.id), eq(users.organizationId, org.id))).returning();
    return { user: updated ?? existing, isNewUser: false };
  }
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          organizationId: org.id,
          email: `${org.clientKey.toLowerCase()}.lms-${randomBytes(8).toString('hex')}@${TECH_EMAIL_DOMAIN}`,
          displayName,
          role: 'viewer',
          passwordHash: null,
        })
        .returning();
      const [link] = await tx
        .insert(learningHostLearners)
        .values({ organizationId: org.id, learnerId: learner.id, userId: created.id })
        .onConflictDoNothing()
        .returning({ id: learningHostLearners.id });
      // Another launch of the same learner won the race: undo this account, use theirs.
      if (!link) throw new LinkTaken();
      return created;
    });
    return { user, isNewUser: true };
  } catch (error) {
    if (!(error instanceof LinkTaken)) throw error;
    const user = await findLinkedUser(db, org.id, learner.id);
    if (!user) throw error;
    return { user, isNewUser: false };
  }
}
