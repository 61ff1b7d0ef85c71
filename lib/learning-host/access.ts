import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflows, type Workflow } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import type { HostSession } from './host-session';

/**
 * The package grants viewing of exactly its own workflows, whatever workspace (private ones
 * included) they sit in, and only while published: a learning-host session reaches nothing else.
 * Anything outside the scope, of another organisation or unknown reads 404.
 */
export async function loadHostWorkflow(db: Db, session: HostSession, workflowId: unknown): Promise<Workflow> {
  if (typeof workflowId !== 'string' || !session.hostScope.workflowIds.includes(workflowId)) throw new AppError('not_found');
  const workflow = await db.query.workflows.findFirst({ where: and(eq(workflows.id, workflowId), eq(workflows.organizationId, session.org.id)) });
  if (!workflow) throw new AppError('not_found');
  return workflow;
}

/** As loadHostWorkflow, and published (a draft plays for nobody through a package). */
export async function loadPublishedHostWorkflow(db: Db, session: HostSession, workflowId: unknown): Promise<Workflow> {
  const workflow = await loadHostWorkflow(db, session, workflowId);
  if (!workflow.published) throw new AppError('not_found');
  return workflow;
}
