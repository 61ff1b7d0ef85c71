import { z } from 'zod';
import { revisionSchema } from '@/lib/editor/schema';

/** At most this many segments in one session (an edit list, not a log). */
export const MAX_SEGMENTS = 2000;
const MAX_TIME = 24 * 3600;

const time = z.number().finite().min(0).max(MAX_TIME);

export const segmentSchema = z
  .object({
    type: z.enum(['delete', 'insert', 'split', 'trim', 'rotate']),
    target: z.enum(['step', 'stepTitle', 'sentence']),
    start: time,
    end: time,
    isPermanent: z.boolean().optional(),
    stepId: z.string().uuid().optional(),
    insertIndex: z.number().int().min(0).max(10_000).optional(),
    deleteStepType: z.literal('original').optional(),
    uploadId: z.string().uuid().optional(),
    clipId: z.string().uuid().optional(),
  })
  .refine((s) => !s.clipId || s.type === 'insert' || s.type === 'trim' || s.type === 'rotate', { message: 'advancedEditor.cut.errors.segmentRange', path: ['clipId'] })
  .refine((s) => !(s.clipId && s.stepId && s.type !== 'insert'), { message: 'advancedEditor.cut.errors.segmentRange', path: ['clipId'] })
  .refine((s) => s.type !== 'insert' || (!!s.uploadId && s.insertIndex !== undefined), { message: 'advancedEditor.cut.errors.insertSource', path: ['uploadId'] })
  .refine((s) => (s.type === 'split' ? s.end === s.start : s.end > s.start), { message: 'advancedEditor.cut.errors.segmentRange', path: ['end'] });

/** PUT …/editor-session: the edit list and the revision it is based on. */
export const saveCutSessionSchema = z.object({
  revision: revisionSchema,
  segments: z.array(segmentSchema).max(MAX_SEGMENTS),
  redo: z.array(segmentSchema).max(MAX_SEGMENTS),
});
export type SaveCutSessionInput = z.infer<typeof saveCutSessionSchema>;

/** POST …/editor-session/apply: renders the saved edit (based on the session's revision). */
export const applyCutSchema = z.object({ revision: revisionSchema });

/** Where a render stands (editorStatus mapped for the page). */
export type CutRenderState = 'idle' | 'running' | 'failed';

export type CutSessionDto = {
  workflowId: string;
  revision: number;
  duration: number;
  languageCode: string;
  steps: Array<{ id: string; start: number; end: number; title: string }>;
  sentences: Array<{ sentence: string; startTime: number; endTime: number; words: Array<{ word: string; startTime: number; endTime: number }> }>;
  segments: z.infer<typeof segmentSchema>[];
  redo: z.infer<typeof segmentSchema>[];
  render: CutRenderState;
  progress: number | null;
  failure: string | null;
  /** Whether an earlier version is kept to restore. */
  canRestore: boolean;
  /** The signed 360p (lowest rung) video of the whole workflow the preview plays. */
  videoUrl: string | null;
  /** Signed URLs of the inserted clips by upload id (the preview plays them in order). */
  insertUrls: Record<string, string>;
};
