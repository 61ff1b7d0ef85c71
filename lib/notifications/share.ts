import 'server-only';
import { getDb, type Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { loadSopForView } from '@/lib/sop/access';
import { countSopSteps } from '@/lib/sop/queries';
import { raiseNotifications } from './raise';
import { findSharePeople, findShareTeams, listRecentRecipients, rememberRecipients, searchSharePeople, searchShareTeams, teamRecipientIds } from './share-queries';
import { SHARE_SEARCH_PAGE_SIZE } from './share-rules';
import type { ShareMultimodalSopInput, ShareRecipient, ShareResult, ShareSearchQuery, ShareSearchResult, ShareTeam, ShareWorkflowInput } from './share-schema';

const orgOf = (session: SessionContext) => ({ orgId: session.org.id, clientKey: session.org.clientKey });
const toTeam = (t: { id: string; name: string; membersCount: number }): ShareTeam => ({ kind: 'team', id: t.id, name: t.name, membersCount: t.membersCount });

/**
 * Everyone a share reaches: the named people and the active members of the named teams. A named
 * person or team that is unknown, of another organisation, disabled or a shared-device account
 * answers 404 like any unknown id.
 */
async function resolveRecipients(db: Db, session: SessionContext, input: { users: string[]; teams: string[] }) {
  const userIds = [...new Set(input.users)];
  const teamIds = [...new Set(input.teams)];
  const [people, teams] = await Promise.all([findSharePeople(db, { ...orgOf(session), ids: userIds }), findShareTeams(db, { orgId: session.org.id, ids: teamIds })]);
  if (people.length !== userIds.length || teams.length !== teamIds.length) throw new AppError('not_found');
  const members = await teamRecipientIds(db, { ...orgOf(session), teamIds });
  return { userIds, teamIds, recipientIds: [...new Set([...userIds, ...members])].filter((id) => id !== session.user.id) };
}

type ShareTarget = { type: 'share-workflow' | 'share-multimodal-sop'; workflowId?: string; multimodalSopId?: string; summary: { title: string; numSteps?: number; videoDuration?: number } };

async function share(db: Db, session: SessionContext, target: ShareTarget, input: { message: string; users: string[]; teams: string[] }): Promise<ShareResult> {
  const { userIds, teamIds, recipientIds } = await resolveRecipients(db, session, input);
  return db.transaction(async (tx) => {
    const result = await raiseNotifications(tx, {
      orgId: session.org.id,
      type: target.type,
      workflowId: target.workflowId,
      multimodalSopId: target.multimodalSopId,
      sender: { id: session.user.id, displayName: session.user.displayName },
      recipientIds,
      message: input.message || null,
      summary: target.summary,
    });
    const entries = [...userIds.map((id) => ({ kind: 'user' as const, recipientId: id })), ...teamIds.map((id) => ({ kind: 'team' as const, recipientId: id }))];
    await rememberRecipients(tx, { orgId: session.org.id, userId: session.user.id, entries });
    return { recipients: recipientIds.length, ...result };
  });
}

// POST /api/v1/notifications/workflow/share {workflowId, message, users, teams} – published workflows the caller can see
export async function shareWorkflow(session: SessionContext, input: ShareWorkflowInput): Promise<ShareResult> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, input.workflowId);
  if (!workflow.published) throw new AppError('conflict', 'share.notPublished');
  const summary = { title: workflow.title, ...(workflow.videoDuration != null ? { videoDuration: workflow.videoDuration } : {}) };
  return share(db, session, { type: 'share-workflow', workflowId: workflow.id, summary }, input);
}

/**
 * POST /api/v1/notifications/multimodal-sop/share {multimodalSopId, message, users, teams}: a
 * published smart instruction the caller can see (lib/sop/access.ts; unknown, foreign or hidden → 404).
 */
export async function shareMultimodalSop(session: SessionContext, input: ShareMultimodalSopInput): Promise<ShareResult> {
  const db = await getDb();
  const { sop } = await loadSopForView(db, session, input.multimodalSopId);
  if (!sop.published) throw new AppError('conflict', 'share.notPublished');
  const numSteps = await countSopSteps(db, { orgId: session.org.id, sopId: sop.id });
  return share(db, session, { type: 'share-multimodal-sop', multimodalSopId: sop.id, summary: { title: sop.title, numSteps } }, input);
}

// GET /api/v1/notifications/share/recipients?keyword=&page= – people (10 a page) and teams to share with
export async function searchShareRecipients(session: SessionContext, query: ShareSearchQuery): Promise<ShareSearchResult> {
  const db = await getDb();
  const offset = (query.page - 1) * SHARE_SEARCH_PAGE_SIZE;
  const [rows, teams] = await Promise.all([
    searchSharePeople(db, { ...orgOf(session), keyword: query.keyword, excludeId: session.user.id, limit: SHARE_SEARCH_PAGE_SIZE + 1, offset }),
    query.page === 1 ? searchShareTeams(db, { orgId: session.org.id, keyword: query.keyword, limit: SHARE_SEARCH_PAGE_SIZE }) : Promise.resolve([]),
  ]);
  return {
    users: rows.slice(0, SHARE_SEARCH_PAGE_SIZE).map((u) => ({ kind: 'user', ...u })),
    page: query.page,
    hasMore: rows.length > SHARE_SEARCH_PAGE_SIZE,
    teams: teams.map(toTeam),
  };
}

// GET /api/v1/notifications/share/recent – the caller's last 10 recipients, newest first
export async function recentShareRecipients(session: SessionContext): Promise<ShareRecipient[]> {
  const db = await getDb();
  const { history, people, teams } = await listRecentRecipients(db, { ...orgOf(session), userId: session.user.id });
  const out: ShareRecipient[] = [];
  for (const h of history) {
    const person = h.kind === 'user' ? people.find((p) => p.id === h.recipientId) : undefined;
    const team = h.kind === 'team' ? teams.find((t) => t.id === h.recipientId) : undefined;
    if (person) out.push({ kind: 'user', ...person });
    else if (team) out.push(toTeam(team));
  }
  return out;
}
