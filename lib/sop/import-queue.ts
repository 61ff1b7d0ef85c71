import 'server-only';
import { sendJob } from '@/lib/jobs';
import { SOP_IMPORT_JOB, type SopImportJobData } from './import/constants';

/** Queues the import that fills a PDF or video SOP (its handler: lib/sop/import/job.ts). */
export async function queueSopImport(scope: SopImportJobData): Promise<void> {
  await sendJob(SOP_IMPORT_JOB, scope, { singletonKey: scope.sopId });
}
