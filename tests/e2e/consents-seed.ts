import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { multimodalSopItems, multimodalSops } from '@/db/schema';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';

/**
 * What tests/e2e/consents.spec.ts and skills-sop.spec.ts work on, each in an organisation of its
 * own so their consents and skills never reach another spec's users: a consent organisation with
 * an admin and two members; a skills organisation with a skills manager (org admin), a learner and
 * a published smart instruction in their workspace.
 */
export const CONSENTS_E2E = {
  clientKey: 'e2e-consents',
  admin: 'consent.admin@consentworks.example.com',
  member: 'consent.member@consentworks.example.com',
  skillsKey: 'e2e-skill-sops',
  manager: 'skill.manager@skillsops.example.com',
  learner: 'skill.learner@skillsops.example.com',
  learnerName: 'Lee Learner',
  workspace: 'Valve Shop',
  sop: 'E2E Valve check',
  step: 'Close the valve',
} as const;

export async function seedConsents(db: Db, { passwordHash }: { passwordHash: string }) {
  const org = await createOrg({ name: 'Consent Works', clientKey: CONSENTS_E2E.clientKey });
  await createUser(org.id, 'admin-organization', { email: CONSENTS_E2E.admin, displayName: 'Ada Admin', passwordHash });
  await createUser(org.id, 'viewer', { email: CONSENTS_E2E.member, displayName: 'Max Member', passwordHash });

  const skills = await createOrg({ name: 'Skill SOP Works', clientKey: CONSENTS_E2E.skillsKey });
  const ws = await createWorkspace(skills.id, { name: CONSENTS_E2E.workspace });
  const manager = await createUser(skills.id, 'admin-organization', { email: CONSENTS_E2E.manager, displayName: 'Mia Manager', passwordHash });
  const learner = await createUser(skills.id, 'viewer', { email: CONSENTS_E2E.learner, displayName: CONSENTS_E2E.learnerName, passwordHash });
  await addMember(skills.id, ws.id, learner.id, 'viewer');
  const [sop] = await db
    .insert(multimodalSops)
    .values({ organizationId: skills.id, workspaceId: ws.id, authorId: manager.id, title: CONSENTS_E2E.sop, published: true, publishedAt: new Date(), status: 'completed' })
    .returning();
  const blocks = [
    { type: 'introduction', title: 'Before you start' },
    { type: 'step', title: CONSENTS_E2E.step },
    { type: 'conclusion', title: 'Done' },
  ];
  await db.insert(multimodalSopItems).values(blocks.map((b, position) => ({ id: randomUUID(), organizationId: skills.id, sopId: sop.id, position, ...b })));
}
