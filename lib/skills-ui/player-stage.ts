import type { AssignedSkillFetch, ContentProgress } from '@/lib/skills/schema';

/** Resume point: the first entry not done yet, else the first. */
export function firstOpenItem(list: Pick<ContentProgress, 'done'>[]): number {
  const open = list.findIndex((i) => !i.done);
  return open < 0 ? 0 : open;
}

export type PlayerStage = 'content' | 'assessmentLocked' | 'assessment' | 'done';

/**
 * What follows the content in the skill player: while entries are open, the content (and the
 * assessment shown as locked if the skill has one); then the assessment until passed; then done
 * (the certificate) once the server says the skill is completed.
 */
export function nextStage(item: NonNullable<AssignedSkillFetch['item']>): PlayerStage {
  if (item.progress.status === 'completed') return 'done';
  const contentDone = item.list.every((i) => i.done);
  if (item.assessment.questions > 0 && !item.assessment.passed) return contentDone ? 'assessment' : 'assessmentLocked';
  return 'content';
}
