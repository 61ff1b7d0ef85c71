import type { Db } from '@/db/client';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';

/**
 * What tests/e2e/sop-*.spec.ts work on: an organisation of its own (smart instructions are on by
 * default), one workspace, a publisher who writes the smart instruction and an operator (viewer)
 * who carries it out on a phone, so no other spec's data is touched.
 */
export const SOP_E2E = {
  clientKey: 'e2e-sop',
  author: 'sop.author@sopworks.example.com',
  operator: 'sop.operator@sopworks.example.com',
  operatorName: 'Omar Operator',
  workspace: 'Press Shop',
} as const;

export async function seedSop(_db: Db, { passwordHash }: { passwordHash: string }) {
  const org = await createOrg({ name: 'SOP Works', clientKey: SOP_E2E.clientKey });
  const workspace = await createWorkspace(org.id, { name: SOP_E2E.workspace });
  const author = await createUser(org.id, 'publisher', { email: SOP_E2E.author, displayName: 'Ava Author', passwordHash });
  // An operator with the viewer role: the SOP opens in view mode and they answer its photo request.
  const operator = await createUser(org.id, 'viewer', { email: SOP_E2E.operator, displayName: SOP_E2E.operatorName, passwordHash });
  await addMember(org.id, workspace.id, author.id, 'publisher');
  await addMember(org.id, workspace.id, operator.id, 'viewer');
}
