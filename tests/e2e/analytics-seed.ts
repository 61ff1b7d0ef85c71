import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { trackingEvents, workflows, workspaces, type NewTrackingEvent } from '@/db/schema';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { createWorkflow } from '../helpers/workflow-factory';

/**
 * What tests/e2e/analytics.spec.ts reads: one workflow in Machining (administered by the demo
 * workspace admin) and one in Safety Procedures (not theirs), each watched by the demo viewer in
 * the last days, with the rollups already built. Published long ago, so no "recent" list shows them.
 */
export const ANALYTICS_E2E = {
  machining: 'E2E Analytics: spindle check',
  safety: 'E2E Analytics: fire drill',
} as const;

const ANALYTICS_FIXTURES_FILE = '.data/e2e/analytics-fixtures.json';
export const analyticsFixtures = (): { machiningId: string; safetyId: string } => JSON.parse(readFileSync(ANALYTICS_FIXTURES_FILE, 'utf8'));

async function workspaceId(db: Db, orgId: string, name: string) {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(and(eq(workspaces.organizationId, orgId), eq(workspaces.name, name)));
  if (!row) throw new Error(`no demo workspace ${name}`);
  return row.id;
}

export async function seedAnalytics(db: Db, { orgId, viewerId }: { orgId: string; viewerId: string }) {
  const longAgo = new Date(Date.now() - 400 * 86_400_000);
  const machining = await createWorkflow(orgId, await workspaceId(db, orgId, 'Machining'), { title: ANALYTICS_E2E.machining, videoDuration: 60, steps: [20, 40] });
  const safety = await createWorkflow(orgId, await workspaceId(db, orgId, 'Safety Procedures'), { title: ANALYTICS_E2E.safety, videoDuration: 30, steps: [30] });
  for (const w of [machining, safety]) await db.update(workflows).set({ publishedAt: longAgo, createdAt: longAgo }).where(eq(workflows.id, w.workflow.id));
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const ev = (trackerId: string, w: typeof machining, stepIndex: number, played: number, when: Date): NewTrackingEvent => ({
    organizationId: orgId, clientEventId: randomUUID(), trackerId, userId: viewerId, workflowId: w.workflow.id,
    stepId: w.steps[stepIndex].id, type: 'interval', position: played, playedSeconds: played, data: {}, occurredAt: when,
  });
  await db.insert(trackingEvents).values([
    ev('e2e-a1', machining, 0, 20, daysAgo(2)),
    ev('e2e-a1', machining, 1, 40, daysAgo(2)),
    ev('e2e-a2', machining, 0, 12, daysAgo(1)),
    ev('e2e-s1', safety, 0, 30, daysAgo(1)),
  ]);
  await rebuildAllDirtyDays(db);
  mkdirSync(path.dirname(ANALYTICS_FIXTURES_FILE), { recursive: true });
  writeFileSync(ANALYTICS_FIXTURES_FILE, JSON.stringify({ machiningId: machining.workflow.id, safetyId: safety.workflow.id }));
}
