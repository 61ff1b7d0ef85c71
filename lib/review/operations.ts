import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { organizations, type Workflow } from '@/db/schema';
import { mailLocale } from '@/lib/auth/account/links';
import type { SessionContext } from '@/lib/auth/session';
import { appBaseUrl } from '@/lib/http/base-url';
import { AppError } from '@/lib/http/errors';
import { sendMail } from '@/lib/mail';
import { renderReviewMail } from '@/lib/mail/review';
import { emailOptedOut } from '@/lib/notifications/email-settings';
import { createNotification } from '@/lib/notifications/operations';
import { notificationTarget } from '@/lib/notifications/present';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { findStep } from '@/lib/workflows/queries';
import {
  findAuthorCandidates,
  findAuthorsAmong,
  insertFeedback,
  listFeedbackRows,
  listReviewerRows,
  replaceReviewers,
} from './queries';
import { REVIEWER_CANDIDATES_LIMIT, type FeedbackDto, type FeedbackInput, type ReviewerDto, type ReviewerPerson, type SetReviewersInput } from './schema';

type Target = { session: SessionContext; workflowId: unknown };

const scopeOf = (session: SessionContext, workflow: Workflow) => ({ orgId: session.org.id, workflowId: workflow.id });

async function reviewers(db: Db, session: SessionContext, workflow: Workflow): Promise<ReviewerDto[]> {
  const rows = await listReviewerRows(db, scopeOf(session, workflow));
  return rows.map((r) => ({ id: r.id, displayName: r.displayName, email: r.email, requestedAt: r.requestedAt.toISOString() }));
}

// GET /api/v1/workflows/{id}/reviewers – authors of the workflow's workspace (reviewers are authors too)
export async function getReviewers({ session, workflowId }: Target): Promise<ReviewerDto[]> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  return reviewers(db, session, workflow);
}

// GET /api/v1/workflows/{id}/reviewers/candidates?keyword= – who may be asked: authors in the workspace but the caller
export async function getReviewerCandidates({ session, workflowId }: Target, keyword: string): Promise<ReviewerPerson[]> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const rows = await findAuthorCandidates(db, { orgId: session.org.id, workspaceId: workflow.workspaceId, excludeId: session.user.id, keyword, limit: REVIEWER_CANDIDATES_LIMIT });
  return rows.map(({ id, displayName, email }) => ({ id, displayName, email }));
}

// PUT /api/v1/workflows/{id}/reviewers {userIds} – sets the list; each new reviewer is notified and emailed
export async function setReviewers({ session, workflowId }: Target, input: SetReviewersInput): Promise<ReviewerDto[]> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const wanted = [...new Set(input.userIds)];
  const eligible = await findAuthorsAmong(db, { orgId: session.org.id, workspaceId: workflow.workspaceId, ids: wanted });
  const refused = wanted.filter((id) => id === session.user.id || !eligible.some((u) => u.id === id));
  // Someone outside the organisation reads like anyone else who may not author here: not eligible.
  if (refused.length > 0) throw new AppError('invalid_input', 'review.notEligible', { userIds: refused });

  const added = await db.transaction(async (tx) => {
    const ids = await replaceReviewers(tx, { ...scopeOf(session, workflow), userIds: wanted, requestedById: session.user.id });
    for (const userId of ids) {
      await createNotification(tx, {
        orgId: session.org.id,
        userId,
        type: 'review-workflow',
        workflowId: workflow.id,
        activity: [{ senderId: session.user.id, senderName: session.user.displayName, counter: 1 }],
        summary: { title: workflow.title },
        // Mailed below with the review template.
        email: false,
      });
    }
    return ids;
  });
  // Mail after the commit (lib/mail: the outbox row is the record, a failed delivery is not an error here).
  await mailReviewers(db, session, workflow, eligible.filter((u) => added.includes(u.id)));
  return reviewers(db, session, workflow);
}

async function mailReviewers(db: Db, session: SessionContext, workflow: Workflow, people: Array<ReviewerPerson & { locale: string | null }>) {
  const off = await emailOptedOut(db, { orgId: session.org.id, userIds: people.map((p) => p.id), type: 'review-workflow' });
  people = people.filter((p) => !off.has(p.id));
  if (people.length === 0) return;
  const org = await db.query.organizations.findFirst({ where: eq(organizations.id, session.org.id) });
  if (!org) return;
  const target = notificationTarget({ type: 'review-workflow', workflowId: workflow.id, skillId: null, multimodalSopId: null });
  const link = `${appBaseUrl()}${target?.href ?? '/'}`;
  for (const person of people) {
    const locale = mailLocale(person, org);
    const mail = await renderReviewMail({ locale, name: person.displayName || null, requester: session.user.displayName, title: workflow.title, orgName: org.name, link });
    await sendMail(db, { orgId: org.id, to: person.email, kind: 'review-workflow', locale, ...mail });
  }
}

// GET /api/v1/workflows/{id}/feedback – the thread, newest first
export async function getFeedback({ session, workflowId }: Target): Promise<FeedbackDto[]> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const rows = await listFeedbackRows(db, scopeOf(session, workflow));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    stepId: r.stepId,
    author: r.authorId ? { id: r.authorId, displayName: r.authorName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

// POST /api/v1/workflows/{id}/feedback {text, stepId?} – reviewers and authors of the workflow's workspace
export async function addFeedback({ session, workflowId }: Target, input: FeedbackInput): Promise<FeedbackDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const stepId = input.stepId ?? null;
  if (stepId && !(await findStep(db, { ...scopeOf(session, workflow), stepId }))) throw new AppError('not_found', 'workflows.stepNotFound');
  const row = await insertFeedback(db, { organizationId: session.org.id, workflowId: workflow.id, userId: session.user.id, stepId, text: input.text });
  return { id: row.id, text: row.text, stepId: row.stepId, author: { id: session.user.id, displayName: session.user.displayName }, createdAt: row.createdAt.toISOString() };
}
