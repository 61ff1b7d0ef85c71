import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations, teamMembers, teams, users, workspaceGroups, workspaceMembers, workspaces } from '@/db/schema';
import type { Role } from '@/lib/access/roles';
import { employeeIdEmail, sharedAccountEmail } from '@/lib/auth/identity';
import { hashPassword } from '@/lib/auth/password';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const DEMO_CLIENT_KEY = 'demo';

type DemoUser = { key: string; email: string; displayName: string; role: Role; employeeId?: string; shared?: boolean };

export const DEMO_USERS: DemoUser[] = [
  { key: 'super', email: 'super@demo.example.com', displayName: 'Sam Super', role: 'admin-super' },
  { key: 'admin', email: 'admin@demo.example.com', displayName: 'Alex Admin', role: 'admin-organization' },
  { key: 'wsadmin', email: 'wsadmin@demo.example.com', displayName: 'Wendy Workspace', role: 'admin-group' },
  { key: 'publisher', email: 'publisher@demo.example.com', displayName: 'Pat Publisher', role: 'publisher' },
  { key: 'viewer', email: 'viewer@demo.example.com', displayName: 'Vic Viewer', role: 'viewer' },
  { key: 'employee', email: employeeIdEmail(DEMO_CLIENT_KEY, 'E1001'), displayName: 'Erin Employee', role: 'viewer', employeeId: 'E1001' },
  { key: 'shared', email: sharedAccountEmail(DEMO_CLIENT_KEY, 'line1'), displayName: 'Line 1 Tablet', role: 'viewer', employeeId: 'line1', shared: true },
];

/** Creates the demo organisation once; running it again changes nothing. */
export async function seedDemo(db: Db): Promise<{ created: boolean; orgId: string }> {
  const existing = await db.query.organizations.findFirst({ where: eq(organizations.clientKey, DEMO_CLIENT_KEY) });
  if (existing) return { created: false, orgId: existing.id };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: 'Demo Manufacturing', clientKey: DEMO_CLIENT_KEY }).returning();
    const [production, quality] = await tx
      .insert(workspaceGroups)
      .values([
        { organizationId: org.id, name: 'Production', priority: 0 },
        { organizationId: org.id, name: 'Quality & Safety', priority: 1 },
      ])
      .returning();
    await tx.update(organizations).set({ defaultWorkspaceGroupId: production.id }).where(eq(organizations.id, org.id));

    const ws = await tx
      .insert(workspaces)
      .values([
        { organizationId: org.id, groupId: production.id, name: 'Assembly Line A', color: 'blue' },
        { organizationId: org.id, groupId: production.id, name: 'Machining', color: 'green' },
        { organizationId: org.id, groupId: production.id, name: '5S & Housekeeping', color: 'yellow' },
        { organizationId: org.id, groupId: quality.id, name: 'Safety Procedures', color: 'red' },
        { organizationId: org.id, groupId: quality.id, name: 'Management Review', color: 'purple', private: true },
      ])
      .returning();
    const [assembly, machining, , safety, review] = ws;

    const created = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u) => ({
          organizationId: org.id,
          email: u.email,
          displayName: u.displayName,
          role: u.role,
          employeeId: u.employeeId ?? null,
          shared: u.shared ?? false,
          passwordHash,
          locale: null,
        })),
      )
      .returning();
    const byKey = Object.fromEntries(DEMO_USERS.map((u, i) => [u.key, created[i]]));

    await tx.insert(workspaceMembers).values([
      { organizationId: org.id, workspaceId: assembly.id, userId: byKey.wsadmin.id, role: 'admin-group' },
      { organizationId: org.id, workspaceId: machining.id, userId: byKey.wsadmin.id, role: 'admin-group' },
      { organizationId: org.id, workspaceId: review.id, userId: byKey.wsadmin.id, role: 'admin-group' },
      { organizationId: org.id, workspaceId: assembly.id, userId: byKey.publisher.id, role: 'publisher' },
      { organizationId: org.id, workspaceId: safety.id, userId: byKey.publisher.id, role: 'publisher' },
      { organizationId: org.id, workspaceId: assembly.id, userId: byKey.viewer.id, role: 'viewer' },
      { organizationId: org.id, workspaceId: assembly.id, userId: byKey.employee.id, role: 'viewer' },
    ]);

    const [shiftA, maintenance] = await tx
      .insert(teams)
      .values([
        { organizationId: org.id, name: 'Shift A' },
        { organizationId: org.id, name: 'Maintenance Crew' },
      ])
      .returning();
    await tx.insert(teamMembers).values([
      { organizationId: org.id, teamId: shiftA.id, userId: byKey.viewer.id },
      { organizationId: org.id, teamId: shiftA.id, userId: byKey.employee.id },
      { organizationId: org.id, teamId: maintenance.id, userId: byKey.publisher.id },
    ]);
    return { created: true, orgId: org.id };
  });
}
