import 'server-only';
import type { Db } from '@/db/client';
import type { Workflow } from '@/db/schema';
import { listWorkflowAnnotations } from '@/lib/annotations/queries';
import type { AnnotationElement } from '@/lib/annotations/schema';
import { stepVtt } from '@/lib/player/subtitles';
import { findQuizByWorkflow } from '@/lib/quiz/queries';
import { storedQuestions } from '@/lib/quiz/present';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { listSteps, listTranscriptions } from '@/lib/workflows/queries';

/** Spec 02 §9: the exported settings' quiz passing score. */
export const QUIZ_PASSING_SCORE = 80;
/** Spec 02 §9: completion threshold. */
export const COMPLETION_THRESHOLD = 0.9;

export type PackageStep = {
  id: string;
  title: string;
  duration: number;
  renditions: Record<string, string>;
  startVideoKey: string | null;
  /** language → WebVTT text, relative to the step's start. */
  subtitles: Record<string, string>;
  /** Drawn over the video; image annotations stay online-only (see README). */
  annotations: Exclude<AnnotationElement, { type: 'image' }>[];
};

export type PackageQuiz = {
  passingScore: number;
  questions: Array<{ id: string; type: string; title: string; options: Array<{ key: string; text: string }>; correctAnswer: string }>;
};

export type PackageWorkflow = { id: string; title: string; languageCode: string; steps: PackageStep[]; quiz: PackageQuiz | null };

const elementsOf = (value: unknown) => (Array.isArray(value) ? (value as AnnotationElement[]) : []);

/** Everything a package carries of one workflow, read in the organisation's scope. */
export async function loadPackageWorkflow(db: Db, orgId: string, workflow: Workflow): Promise<PackageWorkflow> {
  const [steps, texts, quiz, annotations] = await Promise.all([
    listSteps(db, { orgId, workflowId: workflow.id }),
    listTranscriptions(db, { orgId, workflowId: workflow.id }),
    findQuizByWorkflow(db, { orgId, workflowId: workflow.id }),
    listWorkflowAnnotations(db, { orgId, workflowId: workflow.id }),
  ]);
  const languages = texts.filter((t) => !t.disabled && Array.isArray(t.sentences) && (t.sentences as unknown[]).length > 0);
  return {
    id: workflow.id,
    title: workflow.title,
    languageCode: workflow.languageCode,
    steps: steps.map((step) => ({
      id: step.id,
      title: step.title,
      duration: step.duration,
      renditions: (step.renditions ?? {}) as Record<string, string>,
      startVideoKey: step.startVideoKey,
      subtitles: Object.fromEntries(languages.map((t) => [t.languageCode, stepVtt(t.sentences as TranscriptSentence[], step)])),
      annotations: annotations
        .filter((a) => a.stepId === step.id)
        .flatMap((a) => elementsOf(a.elements))
        .filter((e): e is PackageStep['annotations'][number] => e.type !== 'image'),
    })),
    quiz:
      quiz && quiz.published && storedQuestions(quiz.questions).length
        ? {
            passingScore: QUIZ_PASSING_SCORE,
            questions: storedQuestions(quiz.questions).map((q) => ({ id: q.id, type: q.type, title: q.title, options: q.options, correctAnswer: q.correctAnswer })),
          }
        : null,
  };
}
