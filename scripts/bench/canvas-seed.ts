// Run by scripts/bench/canvas.ts before the bench server starts (same env): a processed workflow of
// the demo organisation (a short generated clip) whose first step carries 50 annotation elements
// made by the editor's own drawing code — shapes, arrows, pen paths, texts, blurs — all shown at 0 s.
// Prints its id and the box of the element the benchmark drags (canvas coordinates, 960×540).
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { annotations, workflowSteps, workflows } from '@/db/schema';
import { DEFAULT_COLOUR } from '@/lib/annotations/drawing';
import { drawElement, type EditorElement, type Tool } from '@/lib/annotations/editor-ops';
import { demoAuthoringContext } from './demo-context';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { makeClip } from '../../tests/helpers/media-fixtures';
import { createInitializedWorkflow } from '../../tests/helpers/workflow-fixtures';
import { CANVAS_ELEMENTS, DRAGGED } from './canvas-data';


function elements(): EditorElement[] {
  const style = { colour: DEFAULT_COLOUR, strokeWidth: 4, shape: 'rectangle' as const, strokeType: 'solid' as const };
  const out: EditorElement[] = [];
  const first = drawElement({ id: 'bench-0', tool: 'shape', points: [{ x: DRAGGED.x, y: DRAGGED.y }, { x: DRAGGED.x + DRAGGED.width, y: DRAGGED.y + DRAGGED.height }], style, time: 0, stepDuration: 10 });
  out.push(first!);
  const tools: Tool[] = ['shape', 'arrow', 'path', 'i-text', 'blur'];
  for (let i = 1; i < CANVAS_ELEMENTS; i++) {
    const tool = tools[i % tools.length];
    const x = 200 + ((i * 97) % 680);
    const y = 30 + ((i * 53) % 440);
    const points = tool === 'path' ? Array.from({ length: 24 }, (_, k) => ({ x: x + k * 3, y: y + 20 * Math.sin(k / 3) })) : [{ x, y }, { x: x + 60, y: y + 40 }];
    const shape = (['rectangle', 'circle', 'triangle'] as const)[i % 3];
    const element = drawElement({ id: `bench-${i}`, tool, points, style: { ...style, shape, strokeType: i % 2 ? 'solid' : 'dashed' }, time: 0, stepDuration: 10 });
    if (!element) throw new Error(`element ${i} (${tool}) not drawn`);
    out.push(tool === 'i-text' ? { ...element, text: `Check valve ${i} before you open the line` } : element);
  }
  return out;
}

async function main() {
  const db = await getDb();
  const { org, publisher, ws } = await demoAuthoringContext(db);
  const clip = await makeClip({ seconds: 12, width: 854, height: 480, fps: 30, audio: 'sine' });
  const { workflow } = await createInitializedWorkflow({ orgId: org.id, workspaceId: ws.id, authorId: publisher.id, clip, languageCode: 'de-de', title: 'Bench: 50 annotations' });
  const outcome = await processWorkflow({ organizationId: org.id, workflowId: workflow.id }, { preset: 'ultrafast' }, { db });
  if (outcome.status !== 'finished') throw new Error(`bench workflow did not process: ${outcome.status}`);
  await db.update(workflows).set({ processed: true }).where(eq(workflows.id, workflow.id));
  const [step] = await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)).orderBy(asc(workflowSteps.position)).limit(1);
  await db.insert(annotations).values({ organizationId: org.id, workflowId: workflow.id, stepId: step.id, elements: elements() });
  process.stdout.write(`BENCH_WORKFLOW=${workflow.id}\n`);
  process.exit(0);
}

void main();
