import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflowSteps, workflows } from '@/db/schema';
import { learnerKey, signPackageToken } from '@/lib/learning-host/package-token';
import { insertExport } from '@/lib/scorm/queries';
import { getStorage } from '@/lib/storage';
import { BLOCKED } from '@/lib/workflows/constants';
import { initialStatuses } from '@/lib/workflows/initial-status';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { saveTranscript } from '@/lib/workflows/pipeline/stage-speech';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';

const run = promisify(execFile);

/** What tests/e2e/learning-host.spec.ts launches: a thin package's values, signed with the server's secret. */
export const LEARNING_HOST_FIXTURES_FILE = '.data/e2e/learning-host.json';
export type LearningHostFixtures = { workflowId: string; stepIds: string[]; pkg: string; learnerKey: string; offPkg: string; offLearnerKey: string; offWorkflowId: string };

/** The organisation's admin, who exports the thin package the spec plays through its launcher. */
export const LEARNING_HOST_E2E = { clientKey: 'lmsplant', admin: 'host.admin@lmsplant.example.com', workflow: 'Lockout before cleaning' } as const;

const SETTINGS = { products: { rustici: true }, features: { enableSCORM: { featureEnabled: true, enabled: true } } };

/**
 * An organisation with the rustici product and SCORM on, and a short workflow (an 8 s clip through
 * the real pipeline, two sentences so two steps) in a private workspace no learner is assigned to;
 * a second organisation with the product off. The package tokens are made here, where the
 * server's secret is known (the launcher carries them ready-made, as an exported package does).
 * The admin signs in to export a real thin package of the workflow.
 */
export async function seedLearningHost(db: Db, { passwordHash }: { passwordHash: string }) {
  const org = await createOrg({ name: 'LMS Plant', clientKey: LEARNING_HOST_E2E.clientKey, settings: SETTINGS });
  const ws = await createWorkspace(org.id, { name: 'Certified procedures', private: true });
  const author = await createUser(org.id, 'publisher', { email: 'author@lmsplant.example.com', displayName: 'Lou Author' });
  await addMember(org.id, ws.id, author.id, 'publisher');
  const admin = await createUser(org.id, 'admin-organization', { email: LEARNING_HOST_E2E.admin, displayName: 'Hal Host', passwordHash });
  await addMember(org.id, ws.id, admin.id, 'admin-group');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-host-e2e-'));
  try {
    const clip = path.join(dir, 'clip.mp4');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100',
      '-t', '8', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', clip]);
    const key = `orgs/${org.id}/uploads/${randomUUID()}/source.mp4`;
    await getStorage().put(key, await readFile(clip), { contentType: 'video/mp4' });
    const [row] = await db
      .insert(workflows)
      .values({ organizationId: org.id, workspaceId: ws.id, authorId: author.id, title: LEARNING_HOST_E2E.workflow, languageCode: 'en-us', originalVideoKey: key, ...initialStatuses(), blocked: BLOCKED.copyingOriginalVideo })
      .returning();
    const sentences = [
      { sentence: 'Switch the machine off at the main switch.', startTime: 0.3, endTime: 3, words: [] },
      { sentence: 'Hang your own lock on the switch.', startTime: 4.5, endTime: 7.5, words: [] },
    ];
    await getStorage().put(workflowMediaKeys(org.id, row.id).marker('transcribe'), JSON.stringify({ provider: 'manual', waiting: false, sentences }), { contentType: 'application/json' });
    await saveTranscript(db, { orgId: org.id, workflowId: row.id, languageCode: 'en-us', source: 'manual', sentences });
    const outcome = await processWorkflow({ organizationId: org.id, workflowId: row.id }, { preset: 'ultrafast' }, { db });
    if (outcome.status !== 'finished') throw new Error(`learning-host e2e workflow did not process: ${outcome.status}`);
    await db.update(workflows).set({ published: true, processed: true, publishedAt: new Date() }).where(eq(workflows.id, row.id));
    const steps = await db.select({ id: workflowSteps.id }).from(workflowSteps).where(eq(workflowSteps.workflowId, row.id)).orderBy(asc(workflowSteps.position));

    const off = await createOrg({ name: 'No LMS Co', clientKey: 'nolms', settings: { features: { enableSCORM: { featureEnabled: true, enabled: true } } } });
    const offWs = await createWorkspace(off.id, { name: 'Floor' });
    const [offFlow] = await db.insert(workflows).values({ organizationId: off.id, workspaceId: offWs.id, authorId: null, title: 'Off', published: true, processed: true }).returning();

    // The thin exports the packages were made by (the host refuses a package whose export was deleted).
    const thin = (organizationId: string, workflowId: string) => insertExport(db, { organizationId, workflowIds: [workflowId], exportType: 'scorm2004', exportSource: 'thin', status: 'finished' });
    const pkg = signPackageToken({ orgId: org.id, exportId: (await thin(org.id, row.id)).id, workflowIds: [row.id] });
    const offPkg = signPackageToken({ orgId: off.id, exportId: (await thin(off.id, offFlow.id)).id, workflowIds: [offFlow.id] });
    const fixtures: LearningHostFixtures = { workflowId: row.id, stepIds: steps.map((s) => s.id), pkg, learnerKey: learnerKey(pkg), offPkg, offLearnerKey: learnerKey(offPkg), offWorkflowId: offFlow.id };
    writeFileSync(LEARNING_HOST_FIXTURES_FILE, JSON.stringify(fixtures, null, 2));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
