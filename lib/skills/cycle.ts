import type { SkillAssignment } from '@/db/schema';
import { addMonths } from './dates';

/** When a cycle completed now lapses: `recurrenceMonths` after completion, or never. */
export const lapseFor = (a: Pick<SkillAssignment, 'recurrenceMonths'> | undefined, completedAt: Date) =>
  a?.recurrenceMonths ? addMonths(completedAt, a.recurrenceMonths) : null;
