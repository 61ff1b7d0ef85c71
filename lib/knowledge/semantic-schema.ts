import { z } from 'zod';

/** Spec 02 §7 (visualization server) contracts: semantic search, related workflows, questions, the knowledge map. */
const workspacesField = z.array(z.uuid()).max(200).optional();

export const semanticSearchSchema = z.object({
  text: z.string().trim().min(1).max(500),
  workspaces: workspacesField,
  limit: z.number().int().min(1).max(50).optional(),
});
export type SemanticSearchInput = z.infer<typeof semanticSearchSchema>;

export const relatedWorkflowSchema = z.object({
  workflowId: z.uuid(),
  workspaces: workspacesField,
  limit: z.number().int().min(1).max(20).optional(),
});
export type RelatedWorkflowInput = z.infer<typeof relatedWorkflowSchema>;

/** A workflow found by meaning. */
export type SemanticWorkflow = {
  workflowId: string;
  title: string;
  workspaceId: string;
  workspaceName: string;
  videoDuration: number | null;
  posterUrl: string | null;
  score: number;
};

/** Spec 02 §3 question info: the question, its answer, the asker's like and the workflows it cited. */
export type QuestionInfo = {
  questionId: string;
  question: string;
  answer: string;
  like: boolean | null;
  workflows: Array<{ workflowId: string; title: string }>;
  askedAt: string;
  /** No cited source, a failed answer, or a disliked one: something for authors to record. */
  unanswered: boolean;
};
export type SemanticQuestion = QuestionInfo & { score: number };

/** Spec 02 §3 knowledge map node {questionId?, workflowId, groupId} with its 2D position. */
export type MapNode = { kind: 'workflow' | 'question'; workflowId: string | null; questionId: string | null; groupId: number; x: number; y: number };
/** Spec 02 §3 workflow info with the additional data (keypoints). */
export type MapWorkflowInfo = {
  workflowId: string;
  groupId: number;
  title: string;
  poster: string | null;
  author: string | null;
  videoDuration: number | null;
  privateWorkspace: boolean;
  publishedDate: string | null;
  steps: number;
  keypoints: string[];
};
export type MapCluster = { groupId: number; label: string; workflows: number; questions: number; unanswered: number };
export type KnowledgeMap = {
  /** ready: the layout matches the content; stale: content changed, a new layout is on its way; computing: none yet. */
  status: 'ready' | 'stale' | 'computing';
  computedAt: string | null;
  nodes: MapNode[];
  workflows: MapWorkflowInfo[];
  questions: QuestionInfo[];
  clusters: MapCluster[];
};
