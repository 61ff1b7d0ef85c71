import type { KnowledgeMap, MapNode, MapWorkflowInfo, QuestionInfo } from '@/lib/knowledge/semantic-schema';

/** The knowledge map's view model: what each node shows, the filter, and the cluster colours. */
export type MapFilter = 'all' | 'unanswered';
export type NodeView = MapNode & { key: string; label: string; unanswered: boolean };
export type Selection = { kind: 'workflow'; info: MapWorkflowInfo } | { kind: 'question'; info: QuestionInfo } | null;

/** Eight distinguishable colours (3:1 against light and dark backgrounds), one per cluster. */
export const CLUSTER_COLOURS = ['#2f7ed8', '#d9822b', '#3a9d5d', '#b5489c', '#8a6d3b', '#0f8b8d', '#c2410c', '#6d5bd0'];
export const colourOf = (groupId: number) => CLUSTER_COLOURS[groupId % CLUSTER_COLOURS.length]!;

export const nodeKey = (n: MapNode) => (n.kind === 'question' ? `q:${n.questionId}` : `w:${n.workflowId}`);

export function nodeViews(map: KnowledgeMap, filter: MapFilter): NodeView[] {
  const workflows = new Map(map.workflows.map((w) => [w.workflowId, w]));
  const questions = new Map(map.questions.map((q) => [q.questionId, q]));
  return map.nodes
    .map((n) => {
      const question = n.questionId ? questions.get(n.questionId) : undefined;
      const label = question ? question.question : (workflows.get(n.workflowId ?? '')?.title ?? '');
      return { ...n, key: nodeKey(n), label, unanswered: question?.unanswered ?? false };
    })
    .filter((n) => filter === 'all' || n.unanswered);
}

export function selectionOf(map: KnowledgeMap, node: NodeView): Selection {
  if (node.kind === 'question') {
    const info = map.questions.find((q) => q.questionId === node.questionId);
    return info ? { kind: 'question', info } : null;
  }
  const info = map.workflows.find((w) => w.workflowId === node.workflowId);
  return info ? { kind: 'workflow', info } : null;
}
