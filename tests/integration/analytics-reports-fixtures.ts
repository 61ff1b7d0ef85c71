import { playlists, skillCertificates, skillUserProgress } from '@/db/schema';
import { db } from '../helpers/factories';
import { at, createAnalyticsWorld, D2, D3 } from './analytics-fixtures';

/**
 * The analytics world plus skills to report on: "Lockout" in Assembly (Victor completed and
 * certified — an older certificate of Wendy's revoked — Wendy half-way, due D3), "Paint safety" in
 * Paint shop (Xavier not started) and the organisation-wide "Code of conduct" (Victor at 20 %).
 */
export async function createReportsWorld() {
  const w = await createAnalyticsWorld();
  const d = await db();
  const [lockout, paint, conduct] = await d
    .insert(playlists)
    .values([
      { organizationId: w.org.id, workspaceId: w.ws.id, title: 'Lockout', published: true },
      { organizationId: w.org.id, workspaceId: w.otherWs.id, title: 'Paint safety', published: true },
      { organizationId: w.org.id, workspaceId: null, title: 'Code of conduct', published: true },
    ])
    .returning();
  await d.insert(skillUserProgress).values([
    { organizationId: w.org.id, playlistId: lockout.id, userId: w.v1.id, status: 'completed', percent: 100, completedAt: at(D2, '09:30:00') },
    { organizationId: w.org.id, playlistId: lockout.id, userId: w.v2.id, status: 'in_progress', percent: 50, dueAt: at(D3, '23:00:00') },
    { organizationId: w.org.id, playlistId: paint.id, userId: w.v3.id, status: 'not_started', percent: 0 },
    { organizationId: w.org.id, playlistId: conduct.id, userId: w.v1.id, status: 'in_progress', percent: 20 },
  ]);
  const signature = { displayName: 'Olga Orgadmin', email: 'olga@example.com', uid: w.orgAdmin.id, signDate: D2 };
  await d.insert(skillCertificates).values([
    { organizationId: w.org.id, playlistId: lockout.id, userId: w.v1.id, cycle: 1, displayName: 'Victor Viewer', email: 'v1@example.com', signature, issuedAt: at(D2, '09:30:00') },
    { organizationId: w.org.id, playlistId: lockout.id, userId: w.v2.id, cycle: 1, displayName: 'Wendy Watcher', email: 'v2@example.com', signature, issuedAt: at(D2, '08:00:00'), revokedAt: at(D2, '08:30:00') },
  ]);
  return { ...w, skills: { lockout, paint, conduct } };
}
