import 'server-only';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { workflows, type ScormExportProcessRow } from '@/db/schema';
import { appBaseUrl } from '@/lib/http/base-url';
import { logError } from '@/lib/http/log';
import { defineJob, sendJob } from '@/lib/jobs';
import { learnerKey, signPackageToken } from '@/lib/learning-host/package-token';
import { loadPackageWorkflow } from './build/content';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { planPackage, storePackage } from './build/package';
import { updateExport } from './queries';
import type { ExportSource, ExportType } from './schema';

export const SCORM_EXPORT_JOB = 'scorm-export';

/** Where an export's zip lives in storage (under the organisation's folder, named by the export). */
export const exportKey = (orgId: string, exportId: string) => `orgs/${orgId}/scorm-exports/${exportId}/package.zip`;

/** The package page's words in the language of the (first) workflow, else English. */
async function packageLabels(languageCode: string): Promise<Record<string, string>> {
  const messages = await loadMessages(toLocale(languageCode) ?? DEFAULT_LOCALE);
  return (messages.scormPackage ?? {}) as Record<string, string>;
}

/** How often a running build touches its row: the crashed-export sweep (recover.ts) tells a dead build by a missing beat. */
export const EXPORT_BEAT_MS = 30_000;

/** Writes progress at most once a second. */
function progressWriter(db: Db, row: ScormExportProcessRow) {
  let last = 0;
  return async (fraction: number) => {
    const now = Date.now();
    if (now - last < 1000) return;
    last = now;
    await updateExport(db, { orgId: row.organizationId, id: row.id }, { progress: Math.min(0.99, Math.max(0, fraction)) }, ['running']);
  };
}

/** Builds one export's package; every failure ends in status error with a message key (Retry starts it again). */
export async function runExport(orgId: string, exportId: string): Promise<void> {
  const db = await getDb();
  const row = await updateExport(db, { orgId, id: exportId }, { status: 'running', progress: 0, errorCode: null }, ['pending', 'running']);
  if (!row) return; // finished, failed (retry sends it again) or deleted
  const workDir = await mkdtemp(path.join(process.env.PIPELINE_WORK_DIR || tmpdir(), 'scorm-'));
  const beat = setInterval(() => void updateExport(db, { orgId, id: exportId }, {}, ['running']).catch(() => undefined), EXPORT_BEAT_MS);
  try {
    const ids = row.workflowIds;
    const found = await db.select().from(workflows).where(and(eq(workflows.organizationId, orgId), inArray(workflows.id, ids)));
    const ordered = ids.map((id) => found.find((w) => w.id === id));
    if (ordered.some((w) => !w || !w.published)) {
      await updateExport(db, { orgId, id: exportId }, { status: 'error', errorCode: 'scorm.errors.workflowGone' });
      return;
    }
    const contents = await Promise.all(ordered.map((w) => loadPackageWorkflow(db, orgId, w!)));
    const progress = progressWriter(db, row);
    const source = row.exportSource as ExportSource;
    const packageToken = source === 'thin' ? signPackageToken({ orgId, exportId, workflowIds: ids }) : null;
    const plan = await planPackage({
      exportId,
      type: row.exportType as ExportType,
      source,
      resolution: row.resolution,
      baseUrl: appBaseUrl(),
      title: contents.length === 1 ? contents[0].title : `${contents[0].title} (+${contents.length - 1})`,
      workflows: contents,
      labels: await packageLabels(contents[0].languageCode),
      thin: packageToken ? { packageToken, learnerKey: learnerKey(packageToken) } : undefined,
      workDir,
      onStep: (done, total) => progress((done / total) * 0.2),
    });
    const total = plan.entries.reduce((n, e) => n + e.size, 0) || 1;
    let written = 0;
    const key = exportKey(orgId, exportId);
    const size = await storePackage(plan, key, (bytes) => {
      written += bytes;
      void progress(0.2 + (written / total) * 0.8).catch(() => undefined);
    });
    await updateExport(db, { orgId, id: exportId }, { status: 'finished', progress: 1, fileKey: key, fileSize: size, finishedAt: new Date() }, ['running']);
  } catch (error) {
    logError('scorm', 'export failed', error);
    await updateExport(db, { orgId, id: exportId }, { status: 'error', errorCode: 'scorm.errors.buildFailed', finishedAt: new Date() });
  } finally {
    clearInterval(beat);
    await rm(workDir, { recursive: true, force: true });
  }
}

export const scormExportJob = defineJob<{ orgId: string; exportId: string }>(SCORM_EXPORT_JOB, ({ orgId, exportId }) => runExport(orgId, exportId), {
  retryLimit: 0,
  expireInSeconds: 2 * 3600,
  concurrency: 1,
});

export const exportJobKey = (exportId: string) => `scorm-export:${exportId}`;

export const requestExport = (orgId: string, exportId: string) => sendJob(SCORM_EXPORT_JOB, { orgId, exportId }, { singletonKey: exportJobKey(exportId) });

/** The crashed-export sweep (recover.ts), every minute. */
export const SCORM_EXPORT_RECOVER_JOB = 'scorm-export-recover';

export const scormExportRecoverJob = defineJob(
  SCORM_EXPORT_RECOVER_JOB,
  async () => {
    const { failStalledExports } = await import('./recover');
    await failStalledExports(await getDb());
  },
  { cron: '* * * * *', retryLimit: 0, expireInSeconds: 300 },
);

