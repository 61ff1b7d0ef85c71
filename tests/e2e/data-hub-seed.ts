import type { Db } from '@/db/client';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';

/**
 * What tests/e2e/data-hub.spec.ts works on: an organisation of its own with the data hub on (plan
 * flag, toggle and AI switch) and Maven, one workspace and a publisher of it, so uploads and
 * questions touch no other spec's data.
 */
export const DATA_HUB_E2E = {
  clientKey: 'e2e-data-hub',
  publisher: 'hub.publisher@datahub.example.com',
  workspace: 'Mixing Hall',
  fileName: 'Mixer manual.pdf',
  title: 'Mixer manual',
  pages: ['Mixer manual: general safety.', 'The zircon mixer paddles are greased every forty hours with lithium grease.'],
  question: 'How often are the zircon mixer paddles greased?',
} as const;

export async function seedDataHub(_db: Db, { passwordHash }: { passwordHash: string }) {
  const org = await createOrg({
    name: 'Data Hub Works',
    clientKey: DATA_HUB_E2E.clientKey,
    settings: { features: { enableDataHub: { featureEnabled: true, enabled: true } }, ai: { dataHub: true } },
  });
  const workspace = await createWorkspace(org.id, { name: DATA_HUB_E2E.workspace });
  const user = await createUser(org.id, 'publisher', { email: DATA_HUB_E2E.publisher, displayName: 'Hanna Hub', passwordHash });
  await addMember(org.id, workspace.id, user.id, 'publisher');
}
