/**
 * Spec 02 §3 Comparison request / §5: userVideoUrl plus exactly one of workflowId, stepId,
 * referenceVideoUrl. A video "URL" is an upload id of this organisation or a stored object's URL
 * (or key) under the organisation's prefix. The two §5 messages are these keys.
 */
export const USER_VIDEO_REQUIRED = 'smartCompare.errors.userVideoRequired';
export const EXACTLY_ONE_REFERENCE = 'smartCompare.errors.exactlyOneReference';

/** The §5 rules, in the spec's order; the client checks the same before it sends. */
export function compareRequestProblem(input: Partial<Record<'userVideoUrl' | 'workflowId' | 'stepId' | 'referenceVideoUrl', string | null | undefined>>): string | null {
  if (!input.userVideoUrl?.trim()) return USER_VIDEO_REQUIRED;
  const given = [input.workflowId, input.stepId, input.referenceVideoUrl].filter((v) => Boolean(v?.trim()));
  return given.length === 1 ? null : EXACTLY_ONE_REFERENCE;
}
