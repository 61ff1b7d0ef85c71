import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflowSteps } from '@/db/schema';
import type { OrgSettings } from '@/lib/orgs/settings';
import type { ChatTranslator } from './messages';
import type { ChatReference } from './schema';

export const PRESETS_PER_WORKFLOW = 3;
export const FOLLOW_UPS = 3;

/** The organisation's preset questions, as the Maven settings page keeps them. */
export const orgPresetQuestions = (settings: OrgSettings): string[] => settings.maven.presetQuestions;

export type StepInfo = { id: string; title: string; startTime: number };

export async function stepsById(db: Db, orgId: string, ids: string[]): Promise<Map<string, StepInfo>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: workflowSteps.id, title: workflowSteps.title, startTime: workflowSteps.startTime })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.organizationId, orgId), inArray(workflowSteps.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A workflow's suggested questions: one per step (its first steps), phrased in the asker's language. */
export async function workflowPresetQuestions(db: Db, orgId: string, workflowId: string, t: ChatTranslator): Promise<string[]> {
  const steps = await db
    .select({ title: workflowSteps.title })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.organizationId, orgId), eq(workflowSteps.workflowId, workflowId)))
    .orderBy(asc(workflowSteps.position));
  return [...new Set(steps.map((s) => s.title.trim()).filter(Boolean))].slice(0, PRESETS_PER_WORKFLOW).map((step) => t('stepQuestion', { step }));
}

/**
 * Recommended follow-up questions of an answer: the other steps its references cite (the first
 * reference is what was answered), as questions, leaving out what was asked already.
 */
export function followUpQuestions(references: readonly ChatReference[], steps: ReadonlyMap<string, StepInfo>, asked: readonly string[], t: ChatTranslator): string[] {
  const seen = new Set(asked.map((q) => q.trim().toLowerCase()));
  const first = references[0]?.stepId;
  const out: string[] = [];
  for (const ref of references) {
    const step = ref.stepId && ref.stepId !== first ? steps.get(ref.stepId) : undefined;
    if (!step?.title.trim()) continue;
    const question = t('stepQuestion', { step: step.title.trim() });
    if (seen.has(question.toLowerCase())) continue;
    seen.add(question.toLowerCase());
    out.push(question);
    if (out.length === FOLLOW_UPS) break;
  }
  return out;
}
