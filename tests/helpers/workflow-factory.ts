import { randomBytes } from 'node:crypto';
import { workflowSteps, workflows, type Workflow, type WorkflowStep } from '@/db/schema';
import { CONVERT, EDITOR, FRAME_CAPTURE, SPEECH, STEPS } from '@/lib/workflows/constants';
import { db } from './factories';

export type WorkflowFactoryOptions = {
  authorId?: string | null;
  published?: boolean;
  title?: string;
  /** Seconds; null leaves it unknown (completion then falls back to the steps' durations). */
  videoDuration?: number | null;
  /** Step durations in seconds, one step each. */
  steps?: number[];
};

/**
 * A finished workflow row with its steps, inserted directly (no media): what the pipeline leaves
 * behind, published unless told otherwise.
 */
export async function createWorkflow(
  orgId: string,
  workspaceId: string,
  { authorId = null, published = true, title, videoDuration = 60, steps = [30, 30] }: WorkflowFactoryOptions = {},
): Promise<{ workflow: Workflow; steps: WorkflowStep[] }> {
  const d = await db();
  const [workflow] = await d
    .insert(workflows)
    .values({
      organizationId: orgId,
      workspaceId,
      authorId,
      title: title ?? `Workflow ${randomBytes(3).toString('hex')}`,
      published,
      publishedAt: published ? new Date() : null,
      processed: published,
      videoDuration,
      editorStatus: EDITOR.completedSegmentation,
      convertStatus: CONVERT.finished,
      stepsStatus: STEPS.finished,
      speechStatus: SPEECH.completed,
      frameCaptureStatus: FRAME_CAPTURE.finished,
    })
    .returning();
  let start = 0;
  const rows = steps.map((duration, position) => {
    const row = { organizationId: orgId, workflowId: workflow.id, position, title: `Step ${position + 1}`, startTime: start, endTime: start + duration, duration };
    start += duration;
    return row;
  });
  const inserted = rows.length ? await d.insert(workflowSteps).values(rows).returning() : [];
  return { workflow, steps: inserted.sort((a, b) => a.position - b.position) };
}
