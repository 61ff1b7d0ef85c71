import { z } from 'zod';
import { multilineText, text } from '@/lib/http/text';
import { questionSchema } from '@/lib/quiz/schema';
import { SOP_TITLE_MAX, SOP_DESCRIPTION_MAX, ITEM_TITLE_MAX, ITEM_DESCRIPTION_MAX, MAX_IMAGES_PER_ITEM, MAX_ITEMS, MAX_ATTACHMENTS_PER_ITEM, MAX_CHECKLIST_ITEMS, SOP_PAGE_SIZE } from './limits';

/**
 * Smart instruction (multimodal SOP) contracts, shared by the routes and the editor (issue 21,
 * /work/notes/sop-contract.md; spec 02 §3 Multimodal SOP, §5 limits). Messages are keys of `sopErrors`.
 */
export const BLOCK_TYPES = [
  'introduction', 'conclusion', 'step', 'quiz', 'workflow', 'video', 'tool', 'warning', 'checklist', 'fileRequest',
  'userUpload', 'userVideo', 'smartCompare',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const ATTACHMENT_TYPES = ['workflow', 'step', 'image', 'diagram', 'pdf', 'document', 'video', 'videoClip'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const SOP_TYPES = ['manually', 'pdf', 'workflow', 'sop'] as const;
export type SopType = (typeof SOP_TYPES)[number];
export const SOP_STATUSES = ['processing', 'completed', 'failed'] as const;
export type SopStatus = (typeof SOP_STATUSES)[number];
export const CREATE_MODES = ['manual', 'fromPDF', 'fromVideo', 'sop'] as const;
export type CreateMode = (typeof CREATE_MODES)[number];
export const TASK_MODES = ['create', 'edit', 'view', 'default'] as const;
export type TaskMode = (typeof TASK_MODES)[number];

export * from './limits';

const id = text().trim().min(1).max(64);
const uuid = z.uuid('sopErrors.invalidId');
const sopTitle = text()
  .trim()
  .max(SOP_TITLE_MAX, 'sopErrors.titleTooLong')
  .refine((v) => v.length > 0, 'sopErrors.titleRequired');
const languageCode = text().trim().min(2).max(16);

export const attachmentSchema = z.object({
  id,
  type: z.enum(ATTACHMENT_TYPES, 'sopErrors.attachmentType'),
  name: text().trim().max(255),
  uploadId: uuid.optional(),
  workflowId: uuid.optional(),
  stepId: uuid.optional(),
  /** Read-only: a signed URL the server adds on reads; ignored on writes. */
  url: z.string().optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const checklistItemSchema = z.object({ id, text: multilineText().trim().max(1000, 'sopErrors.textTooLong') });
const videoSchema = z.object({
  sdKey: text().max(500),
  hdKey: text().max(500).optional(),
  uploadId: uuid,
  durationSeconds: z.number().min(0).optional(),
});
const fileRequestSchema = z.object({ accept: z.enum(['image', 'document', 'video']), required: z.boolean() });
const smartCompareSchema = z.object({
  smartCompareId: text().max(64).optional(),
  sourceType: z.enum(['workflow', 'step', 'video']),
  workflowId: uuid.optional(),
  stepId: uuid.optional(),
  source: uuid.optional(),
  sourceFileName: text().max(255).optional(),
  showReference: z.boolean(),
  sourceThumbnail: text().max(500).optional(),
});

export const sopItemSchema = z
  .object({
    id: uuid,
    type: z.enum(BLOCK_TYPES, 'sopErrors.blockType'),
    title: text().max(ITEM_TITLE_MAX, 'sopErrors.itemTitleTooLong').default(''),
    description: multilineText().max(ITEM_DESCRIPTION_MAX, 'sopErrors.descriptionTooLong').default(''),
    attachments: z.array(attachmentSchema).max(MAX_ATTACHMENTS_PER_ITEM, 'sopErrors.tooManyAttachments').default([]),
    checklistItems: z.array(checklistItemSchema).max(MAX_CHECKLIST_ITEMS, 'sopErrors.tooManyChecklistItems').optional(),
    questions: z.array(questionSchema).max(100, 'sopErrors.tooManyQuestions').optional(),
    workflowId: uuid.optional(),
    stepId: uuid.optional(),
    video: videoSchema.optional(),
    fileRequest: fileRequestSchema.optional(),
    smartCompare: smartCompareSchema.optional(),
  })
  .superRefine((item, ctx) => {
    const images = item.attachments.filter((a) => a.type === 'image' || a.type === 'diagram').length;
    if (images > MAX_IMAGES_PER_ITEM) ctx.addIssue({ code: 'custom', path: ['attachments'], message: 'sopErrors.tooManyImages' });
  });
export type SopItemInput = z.input<typeof sopItemSchema>;
export type SopItem = z.infer<typeof sopItemSchema>;

const items = z
  .array(sopItemSchema)
  .max(MAX_ITEMS, 'sopErrors.tooManyItems')
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'sopErrors.duplicateItemId' });
      seen.add(item.id);
    });
  });

/** POST /api/v1/multimodal-sop */
export const createSopSchema = z
  .object({
    workspaceId: uuid,
    title: sopTitle.optional(),
    languageCode: languageCode.optional(),
    mode: z.enum(CREATE_MODES, 'sopErrors.mode'),
    pdfUploadId: uuid.optional(),
    workflowId: uuid.optional(),
    templateId: uuid.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'fromPDF' && !v.pdfUploadId) ctx.addIssue({ code: 'custom', path: ['pdfUploadId'], message: 'sopErrors.pdfRequired' });
    if (v.mode === 'fromVideo' && !v.workflowId) ctx.addIssue({ code: 'custom', path: ['workflowId'], message: 'sopErrors.workflowRequired' });
    if (v.mode === 'sop' && !v.templateId) ctx.addIssue({ code: 'custom', path: ['templateId'], message: 'sopErrors.templateRequired' });
  });
export type CreateSopInput = z.infer<typeof createSopSchema>;

/** PATCH /api/v1/multimodal-sop/{id} – title save, publish/unpublish, settings. */
export const updateSopSchema = z.object({
  title: sopTitle.optional(),
  published: z.boolean().optional(),
  languageCode: languageCode.optional(),
  allowDuplicate: z.boolean().optional(),
  description: multilineText().max(SOP_DESCRIPTION_MAX, 'sopErrors.descriptionTooLong').optional(),
});
export type UpdateSopInput = z.infer<typeof updateSopSchema>;

/** PUT /api/v1/multimodal-sop/{id} – the whole document, guarded by the version the editor loaded. */
export const putSopSchema = z.object({
  title: sopTitle,
  description: multilineText().max(SOP_DESCRIPTION_MAX, 'sopErrors.descriptionTooLong').default(''),
  items,
  version: z.number().int().min(1),
});
export type PutSopInput = z.infer<typeof putSopSchema>;

export const listSopsQuerySchema = z.object({
  workspaceId: uuid.optional(),
  /** Only this author's SOPs (owned by me), still within what the caller may see. */
  authorId: uuid.optional(),
  keyword: text().trim().max(200).optional(),
  published: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(SOP_PAGE_SIZE),
});
export type ListSopsQuery = z.infer<typeof listSopsQuerySchema>;
/** Search, workspace, owned-by-me and favourites lists: keyword and paging only. */
export const sopPageQuerySchema = listSopsQuerySchema.pick({ keyword: true, page: true, size: true });

/** POST /api/v1/multimodal-sop/{id}/retry – a failed PDF import may start again from another PDF upload. */
export const retrySopSchema = z.object({ pdfUploadId: uuid.optional() });
export type RetrySopInput = z.infer<typeof retrySopSchema>;

export const moveSopSchema = z.object({ workspaceId: uuid });
export const duplicateSopSchema = z.object({ workspaceIds: z.array(uuid).min(1, 'sopErrors.workspaceRequired').max(50) });
export const likeSopSchema = z.object({ like: z.boolean(), multimodalSopId: uuid });
export const trackSopSchema = z.object({
  multimodalSopId: uuid,
  deviceInfo: z
    .record(z.string(), z.unknown())
    .refine((v) => JSON.stringify(v).length <= 2000, 'sopErrors.textTooLong')
    .or(text().max(500))
    .default({}),
  duration: z.number().min(0).max(24 * 3600),
});

export const EXECUTION_ENTRY_KINDS = ['step-time', 'checklist', 'upload', 'quiz-answer'] as const;
export type ExecutionEntryKind = (typeof EXECUTION_ENTRY_KINDS)[number] | 'start' | 'confirm';
export const startExecutionSchema = z.object({ skillId: uuid.optional() });
export const executionEntrySchema = z.object({
  kind: z.enum(EXECUTION_ENTRY_KINDS, 'sopErrors.entryKind'),
  itemId: uuid,
  payload: z.record(z.string(), z.unknown()).default({}),
});
export type ExecutionEntryInput = z.infer<typeof executionEntrySchema>;
export const confirmExecutionSchema = z.object({
  name: text().trim().min(1, 'sopErrors.nameRequired').max(120, 'sopErrors.textTooLong'),
});

export type SopCard = {
  id: string;
  title: string;
  workspaceId: string;
  workspaceName: string;
  privateWorkspace: boolean;
  type: SopType;
  languageCode: string;
  status: SopStatus;
  published: boolean;
  publishedDate: string | null;
  poster: string | null;
  numSteps: number;
  author: { uid: string | null; displayName: string };
  favorite: boolean;
  allowDuplicate: boolean;
  updatedAt: string;
};

export type SopDetail = SopCard & {
  description: string;
  /** Why an import failed (a message key) while `status` is 'failed'; null otherwise. */
  statusError: string | null;
  items: SopItem[];
  version: number;
  taskMode: TaskMode;
  canEdit: boolean;
};

export type ExecutionEntry = { seq: number; kind: ExecutionEntryKind; itemId: string; payload: Record<string, unknown>; at: string; hash: string };
export type Execution = {
  id: string;
  multimodalSopId: string;
  skillId: string | null;
  user: { uid: string | null; displayName: string };
  startedAt: string;
  completedAt: string | null;
  confirmedName: string | null;
  status: 'in-progress' | 'completed';
  entries: ExecutionEntry[];
  verified: boolean;
};
