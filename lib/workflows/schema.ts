import { z } from 'zod';
import { TITLE_MAX } from './constants';
import { WORKFLOW_ORIGINS, type WorkflowSourceDto } from './initialize-source';
import { CONTENT_LANGUAGES } from './languages';
import type { SignedImageMap } from './media-urls';
import type { CardStatus, WorkflowStatusFields } from './status';
import { text } from '@/lib/http/text';

/** Input contracts of the workflow lifecycle calls; client forms reuse them. Messages are message keys. */

const id = (message = 'workflows.invalidId') => z.uuid(message);

export const workflowTitleSchema = text('workflows.titleRequired')
  .trim()
  .min(1, 'workflows.titleRequired')
  .max(TITLE_MAX, 'workflows.titleTooLong');

export const languageCodeSchema = z.enum(CONTENT_LANGUAGES, 'workflows.unknownLanguage');

export const initializeWorkflowSchema = z.object({
  uploadId: id(),
  title: workflowTitleSchema,
  workspaceId: id(),
  languageCode: languageCodeSchema,
  /** A file the user chose, or a screen recording made in the browser (kept in `source`). */
  origin: z.enum(WORKFLOW_ORIGINS).default('upload'),
});
export type InitializeWorkflowInput = z.infer<typeof initializeWorkflowSchema>;

export const renameWorkflowSchema = z.object({ title: workflowTitleSchema, languageCode: languageCodeSchema });
export type RenameWorkflowInput = z.infer<typeof renameWorkflowSchema>;

/** A frame of a step (the first step when none is named) at `time` seconds into it, the step's own poster, or an uploaded file. */
export const posterSchema = z.union([
  z.object({ uploadId: id() }).strict(),
  z
    .object({ stepId: id().optional(), time: z.number('workflows.invalidTime').min(0, 'workflows.invalidTime').optional() })
    .strict()
    .refine((v) => v.stepId !== undefined || v.time !== undefined, 'workflows.posterSourceRequired'),
]);
export type PosterInput = z.infer<typeof posterSchema>;

export const moveWorkflowSchema = z.object({ workspaceId: id() });
export type MoveWorkflowInput = z.infer<typeof moveWorkflowSchema>;

/** Copy to one or more workspaces (the spec calls them groups). */
export const duplicateWorkflowSchema = z.object({
  groupIds: z
    .array(id())
    .min(1, 'workflows.workspaceRequired')
    .max(50, 'workflows.tooManyWorkspaces')
    .transform((ids) => [...new Set(ids)]),
});
export type DuplicateWorkflowInput = z.infer<typeof duplicateWorkflowSchema>;

export const setLanguageCodeSchema = z.object({ languageCode: languageCodeSchema });
export type SetLanguageCodeInput = z.infer<typeof setLanguageCodeSchema>;

export const EXTERNAL_ID_MAX = 200;

export const patchWorkflowSchema = z.object({
  data: z
    .object({
      externalId: text('workflows.invalidExternalId')
        .trim()
        .max(EXTERNAL_ID_MAX, 'workflows.externalIdTooLong')
        .transform((v) => v || null)
        .nullable()
        .optional(),
      subcategoryIds: z
        .array(id())
        .max(200, 'workflows.tooManySubcategories')
        .transform((ids) => [...new Set(ids)])
        .optional(),
    })
    .strict()
    .refine((d) => d.externalId !== undefined || d.subcategoryIds !== undefined, 'workflows.nothingToUpdate'),
});
export type PatchWorkflowInput = z.infer<typeof patchWorkflowSchema>['data'];

export const likeWorkflowSchema = z.object({ workflowId: id(), like: z.boolean() });
export type LikeWorkflowInput = z.infer<typeof likeWorkflowSchema>;

// ---- Replies ----

export type WorkflowAuthorDto = { uid: string; displayName: string };

/**
 * What a card (WorkflowCardDto) and the detail (WorkflowDetail) both say about a workflow: the
 * status columns the card status comes from, plus where it lives, who wrote it and how it looks.
 */
export type WorkflowBaseDto = WorkflowStatusFields & {
  id: string;
  /** In the caller's locale with the spec's fallbacks. */
  title: string;
  languageCode: string;
  workspaceId: string;
  workspaceName: string;
  privateWorkspace: boolean;
  publishedDate: string | null;
  posterUrl: string | null;
  videoDuration: number | null;
  author: WorkflowAuthorDto | null;
  favorite: boolean;
  status: CardStatus;
  progress: { stage: string | null; fraction: number | null } | null;
  stepCount: number;
  subcategoryIds: string[];
};

/** GET /api/v1/workflows/{id} and the reply of every lifecycle call that changes one workflow. */
export type WorkflowDetail = WorkflowBaseDto & {
  /** The workflow's own (main-language) title; `titleTranslations` holds every language. */
  originalTitle: string;
  titleTranslations: Record<string, string>;
  failure: string | null;
  stepIds: string[];
  externalId: string | null;
  duplicatedFromId: string | null;
  /** Where the video came from, and what the probe read from it (null on older rows). */
  source: WorkflowSourceDto | null;
  totalVersions: number;
  /** The caller may author it (rename, move, publish …). */
  canEdit: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Step attachments as the player and builder read them; files as signed URLs, each item with an id (lib/attachments). */
export type StepAttachmentsDto = {
  diagrams: unknown[];
  links: Array<{ id?: string; label: string; link: string }>;
  pdfs: Array<{ id?: string; name: string; link: string; size?: number }>;
};

/** GET /api/v1/workflows/{id}/steps, in position order. */
export type StepDto = {
  id: string;
  position: number;
  title: string;
  titleTranslations: Record<string, string>;
  startTime: number;
  endTime: number;
  duration: number;
  posterUrl: string | null;
  /** Master playlist through the media route (segments come back signed); null until published by the pipeline. */
  hlsUrl: string | null;
  /** Rungs available, e.g. ['360', '720']. */
  resolutions: string[];
  hasImageMap: boolean;
  /** The image map index with a signed URL per sprite sheet (lib/workflows/media-urls SignedImageMap). */
  imageMap: SignedImageMap | null;
  attachments: StepAttachmentsDto;
};

/** GET /api/v1/workflows/{id}/versions, newest first. */
export type VersionDto = {
  id: string;
  version: number;
  createdAt: string;
  createdBy: { displayName: string } | null;
  title: string;
};

export type ConversionHistoryDto = { id: string; stage: string; status: string; detail: string | null; createdAt: string };

export type WorkspaceCountsDto = { created: number; published: number; unpublished: number };

export type DuplicateDto = { id: string };

export type WorkflowLikeDto = { workflowId: string; favorite: boolean };
