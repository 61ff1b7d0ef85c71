import type { Db } from '@/db/client';
import type { Workflow, WorkflowStep } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForView, type LoadedWorkflow } from './access';
import { toSourceDto } from './initialize-source';
import { signedImageMap, signedPosterUrl, stepPlaylistUrl } from './media-urls';
import { findAuthor, hasImageMap, isLikedBy, listSteps, listSubcategoryIds } from './queries';
import type { StepDto, WorkflowDetail } from './schema';
import { cardStatus, statusColumnsOf } from './status';
import { localizedTitle } from './titles';
import { presentAttachments } from '@/lib/attachments/stored';

const stringMap = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

function progressOf(value: unknown): WorkflowDetail['progress'] {
  if (!value || typeof value !== 'object') return null;
  const { stage, fraction } = value as { stage?: unknown; fraction?: unknown };
  return { stage: typeof stage === 'string' ? stage : null, fraction: typeof fraction === 'number' ? fraction : null };
}

/** The detail DTO of a workflow the caller has already been allowed to see. */
export async function toWorkflowDetail(db: Db, session: SessionContext, { workflow: w, workspace, canEdit }: LoadedWorkflow): Promise<WorkflowDetail> {
  const scope = { orgId: session.org.id, workflowId: w.id };
  const [author, favorite, steps, imageMap, subcategoryIds, posterUrl] = await Promise.all([
    findAuthor(db, { orgId: session.org.id, userId: w.authorId }),
    isLikedBy(db, { ...scope, userId: session.user.id }),
    listSteps(db, scope),
    hasImageMap(db, scope),
    listSubcategoryIds(db, scope),
    signedPosterUrl(w.posterKey),
  ]);
  return {
    id: w.id,
    title: localizedTitle(w.title, w.titleTranslations, session.user.locale),
    originalTitle: w.title,
    titleTranslations: stringMap(w.titleTranslations),
    languageCode: w.languageCode,
    workspaceId: w.workspaceId,
    workspaceName: workspace.name,
    privateWorkspace: workspace.private,
    ...statusColumnsOf(w),
    publishedDate: w.publishedAt?.toISOString() ?? null,
    posterUrl,
    videoDuration: w.videoDuration,
    author,
    favorite,
    hasImageMap: imageMap,
    status: cardStatus({ ...w, hasImageMap: imageMap }),
    progress: progressOf(w.progress),
    failure: w.failure,
    stepIds: steps.map((s) => s.id),
    stepCount: steps.length,
    externalId: w.externalId,
    subcategoryIds,
    duplicatedFromId: w.duplicatedFromId,
    source: toSourceDto(w.source),
    totalVersions: w.totalVersions,
    canEdit,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

/** Reloads through the view rule (so a move re-reads the new workspace) and maps to the DTO. */
export async function loadWorkflowDetail(db: Db, session: SessionContext, workflowId: string): Promise<WorkflowDetail> {
  return toWorkflowDetail(db, session, await loadWorkflowForView(db, session, workflowId));
}

/** The status fields of a row plus whether any step has an image map (cardStatus input). */
export async function statusFieldsOf(db: Db, orgId: string, w: Workflow) {
  return { ...w, hasImageMap: await hasImageMap(db, { orgId, workflowId: w.id }) };
}


export async function toStepDto(workflowId: string, s: WorkflowStep): Promise<StepDto> {
  return {
    id: s.id,
    position: s.position,
    title: s.title,
    titleTranslations: stringMap(s.titleTranslations),
    startTime: s.startTime,
    endTime: s.endTime,
    duration: s.duration,
    posterUrl: await signedPosterUrl(s.posterKey),
    hlsUrl: s.hlsKey ? stepPlaylistUrl(workflowId, s.id) : null,
    resolutions: Object.keys(s.renditions && typeof s.renditions === 'object' ? s.renditions : {}).sort((a, b) => Number(a) - Number(b)),
    hasImageMap: s.imageMap !== null,
    imageMap: await signedImageMap(s.imageMap),
    attachments: await presentAttachments(s.attachments),
  };
}
