import { annotations, quizzes, transcriptions } from '@/db/schema';
import { db } from './factories';
import { attachStepMedia } from './scorm-media';
import { createWorkflow } from './workflow-factory';

/** A quiz of two questions, published with the workflow. */
export const QUIZ_QUESTIONS = [
  { id: 'q1', type: 'multipleChoice', title: 'Which valve opens first?', options: [{ key: 'A', text: 'Inlet' }, { key: 'B', text: 'Outlet' }, { key: 'C', text: 'Drain' }, { key: 'D', text: 'Vent' }], correctAnswer: 'A', referenceSource: 'manual', provider: null },
  { id: 'q2', type: 'trueFalse', title: 'Gloves are required.', options: [{ key: 'A', text: 'True' }, { key: 'B', text: 'False' }], correctAnswer: 'A', referenceSource: 'manual', provider: null },
];

/** A published workflow of two 3 s steps with media, English subtitles, an arrow and a text annotation, and a published quiz. */
export async function exportableWorkflow(orgId: string, workspaceId: string, { title = 'Replace the filter', progressive = false, quiz = true } = {}) {
  const { workflow, steps } = await createWorkflow(orgId, workspaceId, { title, steps: [3, 3], videoDuration: 6 });
  await attachStepMedia(orgId, workflow.id, steps, { progressive });
  const d = await db();
  await d.insert(transcriptions).values({
    organizationId: orgId, workflowId: workflow.id, languageCode: 'en-us', source: 'manual',
    sentences: [{ sentence: 'Open the inlet valve.', startTime: 0.5, endTime: 2, words: [] }, { sentence: 'Now <close> the drain.', startTime: 3.5, endTime: 5, words: [] }],
  });
  await d.insert(annotations).values({
    organizationId: orgId, workflowId: workflow.id, stepId: steps[0].id, position: 0,
    elements: [
      { id: 'a1', type: 'arrow', startTime: 0, endTime: 2, top: 0, left: 0, stroke: '#ff0600', strokeWidth: 4, startX: 10, startY: 10, endX: 200, endY: 100 },
      { id: 't1', type: 'i-text', startTime: 1, endTime: 3, top: 50, left: 40, text: 'Inlet <here>', fill: '#ffffff' },
    ],
  });
  if (quiz) await d.insert(quizzes).values({ organizationId: orgId, workflowId: workflow.id, title: 'Check', questions: QUIZ_QUESTIONS, published: true, audience: 'all' });
  return { workflow, steps };
}
