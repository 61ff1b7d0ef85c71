/**
 * `npx tsx --conditions=react-server tests/e2e/seed-e2e.ts <fixtures.json>` (start-server.sh, after the demo seed and before
 * the server starts): everything the browser tests need beyond the demo organisation. PGlite is one
 * process, so nothing may write to the database once the server runs: each test that changes data
 * gets its own user here. The ids the tests need are written to the fixtures file; the emails
 * (invitations) go to stdout, which start-server.sh puts at the top of the server log.
 */
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/db/client';
import { organizations, users } from '@/db/schema';
import { createInvite } from '@/lib/auth/account';
import { hashPassword } from '@/lib/auth/password';
import { createNotification } from '@/lib/notifications/operations';
import { DEMO_CLIENT_KEY, DEMO_PASSWORD } from '@/lib/demo/seed';
import { E2E_OIDC } from '../helpers/oidc-stand-in';
import { addMember, createOrg, createUser } from '../helpers/factories';
import { E2E } from './fixtures';
import { seedLibraryWorkflows } from './library-seed';
import { seedLinkChecker } from './links-seed';
import { seedPlayerModes } from './player-modes-seed';
import { seedPlayerGen2 } from './player-gen2-seed';
import { seedPlayerAnnotations } from './player-annotations-seed';
import { seedAnnotationsEditor } from './annotations-editor-seed';
import { seedPlayerWorkflows } from './player-seed';
import { seedPlayerPanels } from './player-panels-seed';
import { seedPublishWorkflows } from './publish-seed';
import { seedTranscriptionWorkflows } from './transcription-seed';
import { seedAttachWorkflows } from './attach-seed';
import { seedBuilderWorkflows } from './builder-seed';
import { seedAiSummaryWorkflow } from './ai-summary-seed';
import { seedSegmentationWorkflow } from './segmentation-seed';
import { seedQuizWorkflow } from './quiz-seed';
import { seedVoiceOverWorkflow } from './voice-over-seed';
import { seedCutWorkflow } from './cut-seed';
import { seedMaven } from './maven-seed';
import { seedDataHub } from './data-hub-seed';
import { seedScorm } from './scorm-seed';
import { seedSemantic } from './semantic-seed';
import { seedSkills } from './skills-seed';
import { seedSop } from './sop-seed';
import { seedSopCards } from './sop-cards-seed';
import { seedConsents } from './consents-seed';
import { seedAnalytics } from './analytics-seed';
import { seedLearningHost } from './learning-host-seed';

async function main(out: string) {
  const db = await getDb();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demo = await db.query.organizations.findFirst({ where: eq(organizations.clientKey, DEMO_CLIENT_KEY) });
  if (!demo) throw new Error('run the demo seed first');
  const demoUser = async (email: string) => {
    const row = await db.query.users.findFirst({ where: eq(users.email, email) });
    if (!row) throw new Error(`no demo user ${email}`);
    return row;
  };
  const admin = await demoUser('admin@demo.example.com');
  const viewer = await demoUser('viewer@demo.example.com');
  const assembly = await db.query.workspaces.findFirst({ where: (w, { and, eq: is }) => and(is(w.organizationId, demo.id), is(w.name, 'Assembly Line A')) });
  if (!assembly) throw new Error('no demo workspace Assembly Line A');

  // One demo-organisation user per test that changes its own data.
  const person = (email: string, displayName: string) => createUser(demo.id, 'viewer', { email, displayName, passwordHash });
  await person(E2E.resetUser, 'Riley Reset');
  const profileUser = await person(E2E.profileUser, 'Pia Profile');
  await person(E2E.i18nUser, 'Ines Language');
  const shellUser = await person(E2E.shellUser, 'Shay Shell');
  await addMember(demo.id, assembly.id, profileUser.id, 'viewer');
  await addMember(demo.id, assembly.id, shellUser.id, 'viewer');
  for (const [email, name] of [[E2E.resumeUser, 'Rey Resume'], [E2E.resumePhoneUser, 'Pat Phone']]) {
    await addMember(demo.id, assembly.id, (await person(email, name)).id, 'viewer');
  }

  // Invitees have no password yet; createInvite issues the link and "sends" it (stdout → log).
  for (const email of [E2E.invitee, E2E.inviteeSignedIn]) {
    const invitee = await createUser(demo.id, 'viewer', { email, displayName: '', passwordHash: null });
    await createInvite(db, { orgId: demo.id, userId: invitee.id, invitedByUserId: admin.id });
  }

  // Spec §6 IP allow-list: only 10.0.0.0/8, so the browser on 127.0.0.1 is outside it.
  const fenced = await createOrg({
    name: 'Fenced Plant',
    clientKey: E2E.fencedKey,
    settings: { customized: { enableRestrictedIP: true, restrictedIP: { allowedRules: ['10.0.0.0/8'] } } },
  });
  await createUser(fenced.id, 'admin-organization', { email: E2E.fencedAdmin, displayName: 'Fay Fenced', passwordHash });
  await createUser(fenced.id, 'viewer', { email: E2E.fencedViewer, displayName: 'Val Fenced', passwordHash });

  const gen2 = await createOrg({ name: 'Gen Two Works', clientKey: E2E.gen2Key, generation: 'gen2' });
  await createUser(gen2.id, 'admin-organization', { email: E2E.gen2Admin, displayName: 'Gia Gentwo', passwordHash });

  // Spec §9 idle auto-logout switched on with the shortest timeout (1 minute: warned after 30 s).
  const idle = await createOrg({
    name: 'Idle Plant',
    clientKey: E2E.idleKey,
    settings: { permissions: { allowAutoLogout: true, autoLogoutTimeout: '1' } },
  });
  await createUser(idle.id, 'viewer', { email: E2E.idleUser, displayName: 'Ida Idle', passwordHash });

  // An organisation that signs in only through its own identity provider (the stand-in).
  const sso = await createOrg({
    name: 'Single Sign Co',
    clientKey: E2E.ssoOnlyKey,
    sso: { ssoLoginOnly: true, emailDomains: [E2E.ssoOnlyDomain], oidc: { ...E2E_OIDC, label: 'Single Sign Co' } },
  });
  await createUser(sso.id, 'viewer', { email: E2E.ssoOnlyUser, displayName: 'Sol Single', passwordHash: null });

  await seedPlayerWorkflows(db, demo.id);
  await seedPlayerModes(db, demo.id);
  await seedPlayerPanels(db, demo.id, passwordHash);
  await seedPlayerAnnotations(db, demo.id);
  await seedAnnotationsEditor(db, demo.id);
  await seedPlayerGen2(db, passwordHash);
  await seedPublishWorkflows(db, demo.id);
  await seedTranscriptionWorkflows(db, demo.id);
  await seedAttachWorkflows(db, demo.id);
  await seedBuilderWorkflows(db, demo.id);
  await seedAiSummaryWorkflow(db, demo.id);
  await seedSegmentationWorkflow(db, demo.id);
  await seedQuizWorkflow(db, demo.id);
  await seedVoiceOverWorkflow(db, demo.id);
  await seedCutWorkflow(db, demo.id);
  await seedMaven(db, { orgId: demo.id, workspaceId: assembly.id, passwordHash });
  await seedDataHub(db, { passwordHash });
  await seedScorm(db, { passwordHash });
  await seedSop(db, { passwordHash });
  await seedSopCards(db, { passwordHash });
  await seedConsents(db, { passwordHash });
  await seedSemantic(db, { orgId: demo.id, workspaceId: assembly.id, passwordHash });
  await seedSkills(db, { orgId: demo.id, workspaceId: assembly.id, passwordHash });
  await seedAnalytics(db, { orgId: demo.id, viewerId: viewer.id });
  await seedLearningHost(db, { passwordHash });
  // Last, so its workflows are the newest: the library spec finds them on the first page of
  // Assembly Line A and in "Recently published", however many rows the seeds above add.
  await seedLibraryWorkflows(db, demo.id);
  await addMember(demo.id, assembly.id, (await person(E2E.quizLearner, 'Quinn Quiz')).id, 'viewer');

  // The bell (spec §2, §9): one new, unread share of a published workflow.
  const bellUser = await person(E2E.bellUser, 'Bea Bell');
  await addMember(demo.id, assembly.id, bellUser.id, 'viewer');
  const shared = await db.query.workflows.findFirst({ where: (w, { and, eq: is }) => and(is(w.organizationId, demo.id), is(w.title, 'E2E Torque wrench basics')) });
  if (!shared) throw new Error('the library seed has no published workflow to share');
  await createNotification(db, {
    orgId: demo.id,
    userId: bellUser.id,
    type: 'share-workflow',
    workflowId: shared.id,
    message: 'Please watch before Monday',
    activity: [{ senderId: admin.id, senderName: 'Ada Admin', counter: 1 }],
    summary: { title: shared.title },
  });
  await seedLinkChecker(db, { orgId: demo.id, passwordHash, workspaceId: assembly.id, workflow: shared, sender: admin });

  // Sharing (issue 20): a sender and a recipient with empty bells, both able to watch the shared workflow.
  for (const [email, name] of [[E2E.shareSender, 'Sage Sender'], [E2E.shareRecipient, 'Remy Recipient']]) {
    await addMember(demo.id, assembly.id, (await person(email, name)).id, 'viewer');
  }

  writeFileSync(out, JSON.stringify({ viewerId: viewer.id, profileUserId: profileUser.id }, null, 2));
  await closeDb();
  console.log('[seed-e2e] e2e organisations and users created');
}

main(process.argv[2] ?? '.data/e2e/fixtures.json').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
