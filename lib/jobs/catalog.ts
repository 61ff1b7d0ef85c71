import 'server-only';

/**
 * Every module that defines jobs. Importing them registers their definitions, so a worker
 * process (`npm run worker`) and the web process's in-process workers know all jobs, not just
 * the ones a request happened to import. Add a line here when a domain defines a job.
 */
const JOB_MODULES: Array<() => Promise<unknown>> = [
  () => import('@/lib/uploads/jobs'),
  () => import('@/lib/workflows/pipeline/jobs'),
  () => import('@/lib/editor/transcription/jobs'),
  () => import('@/lib/editor/segmentation/jobs'),
  () => import('@/lib/ai-summary/jobs'),
  () => import('@/lib/quiz/jobs'),
  () => import('@/lib/builder/key-terms-jobs'),
  () => import('@/lib/tts/jobs'),
  () => import('@/lib/editor/cut/jobs'),
  () => import('@/lib/editor/publish/jobs'),
  () => import('@/lib/knowledge/jobs'),
  () => import('@/lib/data-hub/jobs'),
  () => import('@/lib/skills/jobs'),
  () => import('@/lib/notifications/jobs'),
  () => import('@/lib/knowledge/map-jobs'),
  () => import('@/lib/sop/import/job'),
  () => import('@/lib/smart-compare/jobs'),
  () => import('@/lib/analytics/jobs'),
  () => import('@/lib/scorm/job'),
  () => import('@/lib/analytics/export/jobs'),
];

let loading: Promise<void> | undefined;

export function loadJobCatalog(): Promise<void> {
  loading ??= Promise.all(JOB_MODULES.map((load) => load())).then(() => undefined);
  return loading;
}
