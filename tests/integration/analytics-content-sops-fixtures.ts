import { eq } from 'drizzle-orm';
import { multimodalSopExecutions, multimodalSops, multimodalSopUsage, organizations } from '@/db/schema';
import { db } from '../helpers/factories';
import { at, createAnalyticsWorld, D1, D2, D3 } from './analytics-fixtures';

/**
 * The analytics world (workflows "Torque check" in Assembly and "Spray gun" in Paint shop, see
 * analytics-api.test.ts) plus two smart instructions, summed by hand in analytics-content-sops.test.ts:
 *
 * "Lockout steps" (Assembly, published, by Gina) — viewing sessions: v1 D1 60 s, v2 D2 90 s,
 * v1 D2 30 s (v3's 500 s on 20 April is outside the range); executions: v1 started D1 12:00 and
 * completed 12:05, v2 started D2 23:00 and completed D3 00:10, v3 started D2 13:00 (in progress).
 * "Mixing paint" (Paint shop, draft) — one session of v3 on D2, 45 s. A foreign organisation's
 * smart instruction has a session in the range too.
 */
export async function createContentSopsWorld() {
  const w = await createAnalyticsWorld();
  const d = await db();
  const [lockout, mixing] = await d
    .insert(multimodalSops)
    .values([
      { organizationId: w.org.id, workspaceId: w.ws.id, authorId: w.wsAdmin.id, title: 'Lockout steps', published: true, publishedAt: at(D1, '07:30:00'), createdAt: at(D1, '07:00:00') },
      { organizationId: w.org.id, workspaceId: w.otherWs.id, title: 'Mixing paint', createdAt: at(D1, '07:00:00') },
    ])
    .returning();
  const [foreign] = await d.insert(multimodalSops).values({ organizationId: w.foreignOrg.id, workspaceId: w.foreignWs.id, title: 'Foreign steps' }).returning();
  const usage = (orgId: string, sopId: string, userId: string | null, when: Date, durationSeconds: number) => ({ organizationId: orgId, sopId, userId, durationSeconds, createdAt: when });
  await d.insert(multimodalSopUsage).values([
    usage(w.org.id, lockout.id, w.v1.id, at(D1, '12:00:00'), 60),
    usage(w.org.id, lockout.id, w.v2.id, at(D2, '09:00:00'), 90),
    usage(w.org.id, lockout.id, w.v1.id, at(D2, '10:00:00'), 30),
    usage(w.org.id, lockout.id, w.v3.id, at('2026-04-20', '12:00:00'), 500),
    usage(w.org.id, mixing.id, w.v3.id, at(D2, '11:00:00'), 45),
    usage(w.foreignOrg.id, foreign.id, null, at(D2, '11:00:00'), 999),
  ]);
  const run = (userId: string, startedAt: Date, completedAt: Date | null) => ({
    organizationId: w.org.id, sopId: lockout.id, sopVersion: 1, userId, headHash: 'h', startedAt, completedAt,
    status: completedAt ? 'completed' : 'in-progress', confirmedName: completedAt ? 'Signed' : null,
  });
  await d.insert(multimodalSopExecutions).values([
    run(w.v1.id, at(D1, '12:00:00'), at(D1, '12:05:00')),
    run(w.v2.id, at(D2, '23:00:00'), at(D3, '00:10:00')),
    run(w.v3.id, at(D2, '13:00:00'), null),
  ]);
  return { ...w, lockout, mixing };
}

/** Turns the organisation's smart instructions on or off (the admin toggle of enableMultiModalSOP). */
export async function setSmartInstructions(orgId: string, enabled: boolean) {
  const d = await db();
  const [org] = await d.select().from(organizations).where(eq(organizations.id, orgId));
  const settings = (org.settings ?? {}) as Record<string, Record<string, unknown>>;
  const features = { ...(settings.features ?? {}), enableMultiModalSOP: { featureEnabled: true, enabled } };
  await d.update(organizations).set({ settings: { ...settings, features } }).where(eq(organizations.id, orgId));
}
