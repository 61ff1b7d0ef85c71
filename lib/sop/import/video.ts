import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflowSteps, workflows } from '@/db/schema';
import { stepIdsOf } from '@/lib/ai/content/refs';
import { loadTranscriptInput } from '@/lib/ai/content/transcript';
import { sopIn, textIn } from '@/lib/ai-summary/content';
import { findSummaryOfWorkflow } from '@/lib/ai-summary/queries';
import { aiSummaryContentSchema, type AiSopItem } from '@/lib/ai-summary/schema';
import { AppError } from '@/lib/http/errors';
import type { Attachment, SopItem } from '@/lib/sop/schema';
import { localizedTitle } from '@/lib/workflows/titles';
import { framed, newItem } from './items';
import { WORKFLOW_MISSING_KEY } from './constants';

/**
 * A recorded workflow → smart-instruction blocks. Without an AI SOP outline: a step per
 * workflow step (its title, its transcript as the description, its poster frame, an attachment
 * that plays the step). With a completed outline (lib/ai-summary `sop`): a step per outline item,
 * and its tool and safety line as a tool block and a warning block before it, so the operator
 * reads them before doing the step. Texts are read in the SOP's language where there is one.
 */

export type SourceStep = { id: string; title: string; posterKey: string | null; transcript: string };
export type WorkflowSource = { id: string; title: string; summary: string; steps: SourceStep[]; outline: AiSopItem[] };

/** The workflow (of this organisation only: another's id reads as missing), its steps, transcript and outline. */
export async function loadWorkflowSource(db: Db, { organizationId, workflowId, languageCode }: { organizationId: string; workflowId: string; languageCode: string }): Promise<WorkflowSource> {
  const scope = { orgId: organizationId, workflowId };
  const [workflow] = await db.select().from(workflows).where(and(eq(workflows.id, workflowId), eq(workflows.organizationId, organizationId)));
  if (!workflow) throw new AppError('not_found', WORKFLOW_MISSING_KEY);
  const steps = await db
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.organizationId, organizationId)))
    .orderBy(asc(workflowSteps.position));
  const transcript = (await loadTranscriptInput(db, { ...scope, languageCode })) ?? (await loadTranscriptInput(db, scope));
  const stepOf = transcript ? stepIdsOf(transcript) : [];
  const textOf = (stepId: string) =>
    (transcript?.sentences ?? [])
      .filter((_, i) => stepOf[i] === stepId)
      .map((s) => s.sentence.trim())
      .join(' ');
  const summaryRow = await findSummaryOfWorkflow(db, scope);
  const content = summaryRow?.status === 'completed' ? aiSummaryContentSchema.safeParse(summaryRow.content) : null;
  return {
    id: workflow.id,
    title: localizedTitle(workflow.title, workflow.titleTranslations, languageCode),
    summary: content?.success ? content.data.summary.contents.map((p) => textIn(p, languageCode)).join('\n\n') : '',
    steps: steps.map((s) => ({ id: s.id, title: localizedTitle(s.title, s.titleTranslations, languageCode), posterKey: s.posterKey, transcript: textOf(s.id) })),
    outline: content?.success ? content.data.sop : [],
  };
}

const stepLink = (workflowId: string, step: SourceStep): Attachment => ({ id: randomUUID(), type: 'step', name: step.title, workflowId, stepId: step.id });

/** A line as a block: the title holds it when it fits, else the title is its start and the description the whole line. */
const lineBlock = (type: 'tool' | 'warning', line: string) => newItem(type, { title: line, description: line.length > 200 ? line : '' });

/**
 * The blocks of a workflow import. `posters` are the image attachments already stored for
 * the steps that have a poster frame (by step id).
 */
export function workflowItems(source: WorkflowSource, languageCode: string, posters: ReadonlyMap<string, Attachment>): SopItem[] {
  const byId = new Map(source.steps.map((s) => [s.id, s]));
  const attachmentsOf = (step: SourceStep | undefined) => (step ? [...(posters.has(step.id) ? [posters.get(step.id)!] : []), stepLink(source.id, step)] : []);
  const introduction = newItem('introduction', {
    title: source.title,
    description: source.summary,
    attachments: [{ id: randomUUID(), type: 'workflow', name: source.title, workflowId: source.id }],
  });
  if (source.outline.length === 0) {
    return framed(introduction, source.steps.map((step) => newItem('step', { title: step.title, description: step.transcript, attachments: attachmentsOf(step) })));
  }
  const content = source.outline.flatMap((item) => {
    const text = sopIn(item, languageCode);
    const step = item.stepId ? byId.get(item.stepId) : undefined;
    return [
      ...(text.safetyOrWarning ? [lineBlock('warning', text.safetyOrWarning)] : []),
      ...(text.tool ? [lineBlock('tool', text.tool)] : []),
      newItem('step', { title: text.step, description: text.description, attachments: attachmentsOf(step) }),
    ];
  });
  return framed(introduction, content);
}
