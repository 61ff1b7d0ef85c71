import { COMPLETION_RATIO } from '@/lib/tracking/schema';
import type { SkillContentType } from './schema';

/**
 * A skill's progress from what the learner did (pure). Each workflow counts one unit for
 * watching — done at 90 % of its duration played, partial credit below — and one more when the
 * workflow has a published quiz, done once passed. A smart instruction counts one unit, done once
 * the learner has executed it to the end (its quizzes are part of the execution); the skill's own assessment counts one unit when
 * it has questions. The skill is completed when every unit is done; an empty skill never is.
 */
/** The player's completion rule (lib/tracking): 90 % of the duration played. */
export const WATCHED_THRESHOLD = COMPLETION_RATIO;

export type ItemFacts = {
  kind: SkillContentType;
  id: string;
  videoDuration: number;
  playedSeconds: number;
  /** The player's own 90 % flag (workflow_views.completed) for the first cycle; for a smart instruction, executed to the end. */
  viewCompleted: boolean;
  hasQuiz: boolean;
  quizPassed: boolean;
};

export type AssessmentFacts = { questions: number; passed: boolean };

export type ItemProgress = { kind: SkillContentType; id: string; watchedPercent: number; watched: boolean; quizPassed: boolean; done: boolean };

export type SkillProgress = { items: ItemProgress[]; percent: number; status: 'not_started' | 'in_progress' | 'completed'; assessmentPassed: boolean };

export function itemProgress(f: ItemFacts): ItemProgress {
  const need = f.videoDuration > 0 ? f.videoDuration * WATCHED_THRESHOLD : 0;
  const watched = f.viewCompleted || (need > 0 && f.playedSeconds >= need);
  const watchedPercent = watched ? 100 : need > 0 ? Math.min(99, Math.floor((Math.max(0, f.playedSeconds) / need) * 100)) : 0;
  return { kind: f.kind, id: f.id, watchedPercent, watched, quizPassed: f.hasQuiz && f.quizPassed, done: watched && (!f.hasQuiz || f.quizPassed) };
}

export function calculateProgress(items: ItemFacts[], assessment: AssessmentFacts): SkillProgress {
  const per = items.map(itemProgress);
  let units = 0;
  let earned = 0;
  items.forEach((f, i) => {
    units += 1;
    earned += per[i].watchedPercent / 100;
    if (f.hasQuiz) {
      units += 1;
      if (f.quizPassed) earned += 1;
    }
  });
  const hasAssessment = assessment.questions > 0;
  if (hasAssessment) {
    units += 1;
    if (assessment.passed) earned += 1;
  }
  const complete = units > 0 && per.every((p) => p.done) && (!hasAssessment || assessment.passed);
  const percent = complete ? 100 : units === 0 ? 0 : Math.min(99, Math.floor((earned / units) * 100));
  const started = earned > 0 || items.some((f) => f.playedSeconds > 0);
  return { items: per, percent, status: complete ? 'completed' : started ? 'in_progress' : 'not_started', assessmentPassed: hasAssessment && assessment.passed };
}
