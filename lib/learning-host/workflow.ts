import 'server-only';
import type { Db } from '@/db/client';
import { playerLoadError } from '@/lib/player/load-player-workflow';
import { toPlayerWorkflowDto } from '@/lib/player/to-player-dto';
import { loadHostWorkflow } from './access';
import type { HostSession } from './host-session';
import { hostMediaUrls, signMediaGrant } from './media-grant';
import { totalDuration, toProgressDto } from './progress';
import { findHostProgress } from './queries';
import { HOST_SESSION_TTL_SECONDS } from './sign-in';
import type { HostWorkflow } from './workflow-types';

/**
 * GET /api/v1/learning-host/workflow: the workflow as the host player plays it, with the learner's
 * host record (where to resume, what is watched). Media URLs carry the session's grant. The host
 * player is the video, its steps and the workflow's quiz (as the player offers it, through the
 * host's own quiz routes): what needs the organisation's social and AI features (comments,
 * reactions, Q&A, smart assist) and downloads stays off for learners of a package.
 */
export async function getHostWorkflow(db: Db, session: HostSession, workflowId: unknown, locale: string, now = new Date()): Promise<HostWorkflow> {
  const workflow = await loadHostWorkflow(db, session, workflowId);
  if (!workflow.published) throw playerLoadError('unpublished');
  const { steps, total } = await totalDuration(db, { orgId: session.org.id, workflow });
  if (!steps.length) throw playerLoadError('notAvailable');
  const grant = signMediaGrant(session.sessionId, workflow.id, new Date(now.getTime() + HOST_SESSION_TTL_SECONDS * 1000));
  const dto = await toPlayerWorkflowDto(db, {
    orgId: session.org.id,
    workflow,
    locale,
    isPublic: false,
    viewerId: session.user.id,
    settings: session.org.settings,
    generation: session.org.generation,
    canEdit: false,
    workspace: null,
    withAddons: true,
    urls: hostMediaUrls(grant),
  });
  if (!dto.steps.length) throw playerLoadError('notAvailable');
  const permissions = { ...dto.permissions, comments: false, reactions: false, aiQa: false, smartAssist: false, downloads: false };
  const row = await findHostProgress(db, { orgId: session.org.id, userId: session.user.id, workflowId: workflow.id });
  return { workflow: { ...dto, permissions }, progress: toProgressDto(row, total) };
}
