import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { avatarUrlFor } from '@/lib/users/avatar-url';
import { countReactions, findUserReaction, listReactionUsers } from './queries';
import { REACTION_USERS_LIMIT, WORKFLOW_REACTIONS, type WorkflowReactionId, type WorkflowReactionsDto } from './schema';

const isReaction = (value: string): value is WorkflowReactionId => (WORKFLOW_REACTIONS as readonly string[]).includes(value);

export async function reactionCounts(db: Db, p: { orgId: string; workflowId: string }) {
  const counts = Object.fromEntries(WORKFLOW_REACTIONS.map((r) => [r, 0])) as Record<WorkflowReactionId, number>;
  for (const row of await countReactions(db, p)) if (isReaction(row.reaction)) counts[row.reaction] = Number(row.n);
  return counts;
}

/** The reactions of a workflow as this caller sees them. */
export async function buildReactionsDto(db: Db, session: SessionContext, workflowId: string): Promise<WorkflowReactionsDto> {
  const ref = { orgId: session.org.id, workflowId };
  const [counts, rows] = await Promise.all([reactionCounts(db, ref), listReactionUsers(db, { ...ref, limit: REACTION_USERS_LIMIT })]);
  const users = rows.flatMap((r) =>
    isReaction(r.reaction)
      ? [{ uid: r.userId, displayName: r.displayName, avatarUrl: avatarUrlFor(r.userId, r.avatarKey), reaction: r.reaction, reactedAt: r.reactedAt.toISOString() }]
      : [],
  );
  const mineRow = users.find((u) => u.uid === session.user.id);
  return {
    workflowId,
    counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    mine: mineRow?.reaction ?? (rows.length < REACTION_USERS_LIMIT ? null : await ownReaction(db, session, workflowId)),
    users,
  };
}

// Only needed when the popup list is full: the caller's reaction may be older than the cap.
async function ownReaction(db: Db, session: SessionContext, workflowId: string): Promise<WorkflowReactionId | null> {
  const row = await findUserReaction(db, { orgId: session.org.id, workflowId, userId: session.user.id });
  return row && isReaction(row.reaction) ? row.reaction : null;
}
