import 'server-only';
import { sendJob } from '@/lib/jobs';
import { loadJobCatalog } from '@/lib/jobs/catalog';
import { getJobDefinition } from '@/lib/jobs/registry';

/** The import job's name (its handler and definition live in lib/sop/import/job.ts, the import's own area). */
const SOP_IMPORT_JOB = 'sop-import';

/**
 * Queues the import that fills a PDF or video SOP. Only when a worker knows the job: a build without
 * the import leaves the SOP `processing` rather than queueing work nothing would ever take.
 * Returns whether it was queued.
 */
export async function queueSopImport(scope: { organizationId: string; sopId: string }): Promise<boolean> {
  await loadJobCatalog();
  if (!getJobDefinition(SOP_IMPORT_JOB)) return false;
  await sendJob(SOP_IMPORT_JOB, scope, { singletonKey: scope.sopId });
  return true;
}
