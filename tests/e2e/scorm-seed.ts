import type { Db } from '@/db/client';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';
import { exportableWorkflow } from '../helpers/scorm-content';

/**
 * What tests/e2e/scorm-export.spec.ts works on: an organisation of its own with SCORM export and the
 * host-player product on, a workspace with one published workflow (two 3 s steps with real media,
 * English subtitles, annotations and a published two-question quiz) and its admin.
 */
export const SCORM_E2E = {
  clientKey: 'e2e-scorm',
  admin: 'scorm.admin@scorm.example.com',
  workspace: 'Packaging Line',
  workflow: 'Replace the filter',
} as const;

export async function seedScorm(_db: Db, { passwordHash }: { passwordHash: string }) {
  const org = await createOrg({
    name: 'Scorm Works',
    clientKey: SCORM_E2E.clientKey,
    settings: { features: { enableSCORM: { featureEnabled: true, enabled: true } }, products: { rustici: true } },
  });
  const workspace = await createWorkspace(org.id, { name: SCORM_E2E.workspace });
  const admin = await createUser(org.id, 'admin-organization', { email: SCORM_E2E.admin, displayName: 'Sam Scorm', passwordHash });
  await addMember(org.id, workspace.id, admin.id, 'admin-group');
  await exportableWorkflow(org.id, workspace.id, { title: SCORM_E2E.workflow });
}
