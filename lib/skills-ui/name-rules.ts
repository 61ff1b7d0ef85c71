import { SKILL_NAME_MAX, skillNameSchema } from '@/lib/skills/schema';

/**
 * The create-skill popup's name rules (spec 01 §5): the server's contract (skillNameSchema), read
 * by the form as it types, so the form and the API never disagree.
 */
export { SKILL_NAME_MAX };

/** The first rule key the name breaks, or null when it may be sent. */
export function skillNameError(value: string): string | null {
  const result = skillNameSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'rules.invalidName');
}

/** Spec §5: a leading space is blocked as it is typed (pasted text loses its leading blanks). */
export const blockLeadingSpace = (value: string) => value.replace(/^\s+/, '');

/** The counter under the field: characters used of the 90 allowed. */
export const nameCounter = (value: string) => ({ count: Array.from(value).length, max: SKILL_NAME_MAX });

/** The create button: disabled while the name is blank or invalid, or while creating. */
export const canSubmitSkillName = (value: string, busy: boolean) => !busy && skillNameError(value) === null;
