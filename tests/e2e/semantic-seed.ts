import type { Db } from '@/db/client';
import { chatMessages, chats } from '@/db/schema';
import { indexWorkflowKnowledge } from '@/lib/knowledge/indexer';
import { computeKnowledgeMap } from '@/lib/knowledge/map-compute';
import { saveTranscript } from '@/lib/workflows/pipeline/stage-speech';
import { addMember, createUser } from '../helpers/factories';
import { copyPlayerWorkflow } from './publish-seed';

/** What tests/e2e/knowledge-map.spec.ts works on: two look-alike forklift workflows, asked questions (one without a source) and an author. */
export const SEMANTIC_E2E = {
  brakes: 'E2E Semantic: forklift brake test',
  brakesAgain: 'E2E Semantic: checking truck brakes',
  /** Publisher of Assembly Line A: sees the knowledge map. */
  author: 'semantic.author@demo.example.com',
  /** A viewer: the map is not theirs (404). */
  viewer: 'semantic.reader@demo.example.com',
  answered: 'How far may a forklift roll when braking?',
  unanswered: 'How do I calibrate the paint robot nozzle?',
  /** The explorer keyword whose "Similar" section names the brake workflows. */
  keyword: 'forklift braking distance',
} as const;

const sentences = (lines: string[]) => lines.map((sentence, i) => ({ sentence, startTime: 0.5 + i * 6, endTime: 5 + i * 6, words: [] }));

export async function seedSemantic(db: Db, { orgId, workspaceId, passwordHash }: { orgId: string; workspaceId: string; passwordHash: string }) {
  const publishedAt = new Date(Date.now() - 40 * 24 * 3600 * 1000);
  const texts: Record<string, string[]> = {
    [SEMANTIC_E2E.brakes]: ['Drive the forklift slowly forward and press the brake firmly.', 'The forklift must stop within one metre of braking.', 'Pull the parking brake on the ramp and check it holds.'],
    [SEMANTIC_E2E.brakesAgain]: ['Test the forklift truck brakes at walking speed.', 'A forklift that does not stop within one metre of braking is taken out of service.', 'Check the parking brake holds the truck on a slope.'],
  };
  const ids: Record<string, string> = {};
  for (const [title, lines] of Object.entries(texts)) {
    const id = await copyPlayerWorkflow(db, orgId, { title, processed: true, published: true, publishedAt });
    await saveTranscript(db, { orgId, workflowId: id, languageCode: 'en-us', source: 'manual', sentences: sentences(lines) });
    // The seed writes before the server starts: the index job's work is done here, as publishing would queue it.
    await indexWorkflowKnowledge(db, { organizationId: orgId, workflowId: id });
    ids[title] = id;
  }
  const author = await createUser(orgId, 'publisher', { email: SEMANTIC_E2E.author, displayName: 'Sam Semantic', passwordHash });
  await addMember(orgId, workspaceId, author.id, 'publisher');
  const viewer = await createUser(orgId, 'viewer', { email: SEMANTIC_E2E.viewer, displayName: 'Val Semantic', passwordHash });
  await addMember(orgId, workspaceId, viewer.id, 'viewer');
  const ask = async (question: string, answer: string, references: string[], like: boolean | null) => {
    const [chat] = await db.insert(chats).values({ organizationId: orgId, userId: viewer.id, type: 'regular', title: question }).returning();
    await db.insert(chatMessages).values({ organizationId: orgId, chatId: chat!.id, role: 'user', content: question, createdAt: new Date(Date.now() - 60_000) });
    const cited = references.map((workflowId, i) => ({ n: i + 1, type: 'workflow', id: workflowId, workflowId, stepId: null, time: 0, stepTime: 0, title: SEMANTIC_E2E.brakes }));
    await db.insert(chatMessages).values({ organizationId: orgId, chatId: chat!.id, role: 'assistant', content: answer, references: cited, like, mode: 'extractive' });
  };
  await ask(SEMANTIC_E2E.answered, 'It must stop within one metre [1].', [ids[SEMANTIC_E2E.brakes]!], true);
  await ask(SEMANTIC_E2E.unanswered, 'I found nothing about that in the workflows.', [], null);
  // The layout job's work, done here so the map is there when the spec opens it (a later change only marks it stale).
  await computeKnowledgeMap(db, orgId);
  return ids;
}
