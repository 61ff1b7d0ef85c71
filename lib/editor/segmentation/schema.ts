import { z } from 'zod';
import { revisionSchema } from '@/lib/editor/schema';
import { MAX_STEPS, STEP_TITLE_MAX } from './model';

/**
 * PUT /api/v1/workflows/{id}/segmentation (spec 02 §7): the steps in order, each its start (whole
 * seconds, the keyframe grid) and its title in the workflow's language; each ends where the next
 * starts, the last at the end of the video. The checks that need the video (within it, minimum
 * length, sorted, on the grid) are segmentationProblem's, run on the server with the duration.
 */
export const segmentationStepSchema = z.strictObject({
  start: z.number('segmentationEditor.errors.offGrid').min(0, 'segmentationEditor.errors.outsideVideo'),
  title: z.string('segmentationEditor.errors.titleTooLong').trim().max(STEP_TITLE_MAX, 'segmentationEditor.errors.titleTooLong'),
});

export const saveSegmentationSchema = z.strictObject({
  revision: revisionSchema,
  steps: z.array(segmentationStepSchema).min(1, 'segmentationEditor.errors.noSteps').max(MAX_STEPS, 'segmentationEditor.errors.tooManySteps'),
});
export type SaveSegmentationInput = z.infer<typeof saveSegmentationSchema>;

/** Where a re-cut stands (from stepsStatus / editorStatus, spec 02 §4). */
export type RecutState = 'idle' | 'scheduled' | 'running' | 'failed';

/** GET/PUT …/segmentation answer: what the editor shows. */
export type SegmentationEditorDto = {
  workflowId: string;
  title: string;
  languageCode: string;
  published: boolean;
  duration: number;
  revision: number;
  steps: Array<{ id: string; start: number; end: number; title: string }>;
  sentences: Array<{ startTime: number; endTime: number; sentence: string }>;
  recut: RecutState;
  /** 0…1 of the running re-cut, null when none runs. */
  progress: number | null;
  /** Message key of a failed re-cut. */
  failure: string | null;
};
