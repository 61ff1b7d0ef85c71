import { z } from 'zod';

/** Spec 02 §3 Reaction set, in the spec's order (the first is the default main click). */
export const WORKFLOW_REACTIONS = ['like_it', 'great_content', 'well_presented', 'nice_production'] as const;
export type WorkflowReactionId = (typeof WORKFLOW_REACTIONS)[number];

/** The all-reactions popup lists at most this many people (newest first); counts are always exact. */
export const REACTION_USERS_LIMIT = 500;

export const setWorkflowReactionSchema = z.object({ reaction: z.enum(WORKFLOW_REACTIONS) });
export type SetWorkflowReactionInput = z.infer<typeof setWorkflowReactionSchema>;

export type WorkflowReactionUserDto = {
  uid: string;
  displayName: string;
  avatarUrl: string | null;
  reaction: WorkflowReactionId;
  reactedAt: string;
};

/**
 * Everything the react button and the all-reactions popup need: exact counts per reaction and in
 * total, the caller's own reaction, and the people who reacted, newest first.
 */
export type WorkflowReactionsDto = {
  workflowId: string;
  counts: Record<WorkflowReactionId, number>;
  total: number;
  mine: WorkflowReactionId | null;
  users: WorkflowReactionUserDto[];
};
