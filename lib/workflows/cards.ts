import { isOrgAdminRole } from '@/lib/access/roles';
import { allowsPublicLinks } from '@/lib/orgs/public-links';
import { resumePoint } from '@/lib/tracking/resume';
import type { SessionContext } from '@/lib/auth/session';
import type { InstalledRoutes } from '@/lib/shell/installed-routes';
import { canEditInWorkspace } from './access';
import { DEFAULT_EDITOR_SETTINGS, editorSettingsOf, editTargetsInOrder, firstInstalledTarget, type EditorSettings } from './edit-routes';
import type { CardRow } from './library-query';
import type { CardTools, EditTarget, WorkflowCardDto } from './library-schema';
import { cardStatus, hasProcessingOrErrorFlags, publishReadiness, statusColumnsOf, type CardStatus, type WorkflowStatusFields } from './status';
import { signedMediaUrl } from './media-urls';
import { localizedTitle } from './titles';

export type { CardTools, WorkflowCardDto } from './library-schema';
export { selectCardRows, type CardRow } from './library-query';

/** Posters are fetched straight away by the page that lists them; a short life is enough. */
const POSTER_URL_TTL_SECONDS = 15 * 60;

export const NO_TOOLS: CardTools = {
  share: false,
  publicLink: false,
  rename: false,
  move: false,
  copy: false,
  versionHistory: false,
  unpublish: false,
  publish: false,
  preview: false,
  edit: null,
  delete: false,
};

const EDITABLE: readonly CardStatus[] = ['unpublished', 'published', 'new'];

/**
 * Spec 01 §6 / 02 §2: edit opens the advanced editor for new-editor workflows, the main editor for
 * a workflow in status new, the builder otherwise — and only in status unpublished, published or
 * new. The organisation's editor settings and the installed routes decide among the fallbacks
 * (lib/workflows/edit-routes.ts).
 */
export function editTarget(
  fields: Pick<WorkflowStatusFields, 'editType'>,
  status: CardStatus,
  editors: EditorSettings = DEFAULT_EDITOR_SETTINGS,
  installed?: InstalledRoutes,
): EditTarget | null {
  if (!EDITABLE.includes(status)) return null;
  return firstInstalledTarget(editTargetsInOrder({ editType: fields.editType, status: status === 'new' ? 'new' : 'other' }, editors), installed);
}

/**
 * The card tools of spec 01 §6 for an author of the workspace; `canEdit` false is view mode.
 * Publish (and the player's preview as the card's target) for a ready draft; edit towards the
 * installed authoring route the organisation's editor settings choose (lib/workflows/edit-routes.ts).
 */
export function cardTools(
  fields: WorkflowStatusFields,
  canEdit: boolean,
  { publicLinks = false, editors = DEFAULT_EDITOR_SETTINGS }: { publicLinks?: boolean; editors?: EditorSettings } = {},
): CardTools {
  if (!canEdit) return NO_TOOLS;
  const status = cardStatus(fields);
  const { canPublish } = publishReadiness(fields);
  return {
    share: fields.published,
    publicLink: fields.published && publicLinks,
    rename: !fields.published,
    move: true,
    copy: !hasProcessingOrErrorFlags(fields),
    versionHistory: true,
    unpublish: fields.published,
    publish: canPublish,
    preview: canPublish,
    edit: editTarget(fields, status, editors),
    delete: true,
  };
}

const isLocked = (caller: Pick<SessionContext, 'user' | 'org'>, row: CardRow) =>
  row.privateWorkspace && row.memberRole === null && !isOrgAdminRole(caller.user.role);

function progressOf(value: unknown, status: CardStatus): WorkflowCardDto['progress'] {
  if (status !== 'processing' && status !== 'transcoding') return null;
  const p = (value ?? {}) as { stage?: unknown; fraction?: unknown };
  return {
    stage: typeof p.stage === 'string' ? p.stage : null,
    fraction: typeof p.fraction === 'number' && Number.isFinite(p.fraction) ? Math.min(1, Math.max(0, p.fraction)) : null,
  };
}

/** A private workspace the caller is not assigned to: only that it exists, and their own like. */
function lockedCard(row: CardRow): WorkflowCardDto {
  return {
    id: row.workflow.id,
    title: '',
    languageCode: '',
    posterUrl: null,
    stepCount: 0,
    videoDuration: null,
    author: null,
    publishedDate: null,
    published: true,
    workspaceId: '',
    workspaceName: '',
    privateWorkspace: true,
    favorite: row.favorite,
    blocked: null,
    processed: true,
    editType: 'original',
    editorStatus: null,
    convertStatus: null,
    stepsStatus: null,
    speechStatus: null,
    frameCaptureStatus: null,
    videoExtractStatus: null,
    hasImageMap: false,
    status: 'published',
    progress: null,
    locked: true,
    subcategoryIds: [],
    tools: NO_TOOLS,
    resume: null,
  };
}

/** One card for this caller: title in their locale, signed poster, status, tools or a mask. */
export async function toCard(caller: Pick<SessionContext, 'user' | 'org'>, row: CardRow, locale: string): Promise<WorkflowCardDto> {
  if (isLocked(caller, row)) return lockedCard(row);
  const w = row.workflow;
  const fields: WorkflowStatusFields = { ...w, hasImageMap: row.hasImageMap };
  const status = cardStatus(fields);
  return {
    id: w.id,
    title: localizedTitle(w.title, w.titleTranslations, locale),
    languageCode: w.languageCode,
    posterUrl: w.posterKey ? await signedMediaUrl(w.posterKey, POSTER_URL_TTL_SECONDS) : null,
    stepCount: row.stepCount,
    videoDuration: w.videoDuration,
    author: w.authorId ? { uid: w.authorId, displayName: row.authorName ?? '' } : null,
    publishedDate: w.published && w.publishedAt ? w.publishedAt.toISOString() : null,
    ...statusColumnsOf(w),
    workspaceId: w.workspaceId,
    workspaceName: row.workspaceName,
    privateWorkspace: row.privateWorkspace,
    favorite: row.favorite,
    hasImageMap: row.hasImageMap,
    status,
    progress: progressOf(w.progress, status),
    locked: false,
    subcategoryIds: [...(row.subcategoryIds ?? [])].sort(),
    tools: cardTools(fields, canEditInWorkspace(caller, w.workspaceId), { publicLinks: allowsPublicLinks(caller.org.settings), editors: editorSettingsOf(caller.org.settings) }),
    resume: w.published ? resumePoint({ stepId: row.resumeStepId, stepNumber: row.resumeStepNumber, position: row.resumePosition }) : null,
  };
}

export const toCards = (caller: Pick<SessionContext, 'user' | 'org'>, rows: CardRow[], locale: string) =>
  Promise.all(rows.map((row) => toCard(caller, row, locale)));
