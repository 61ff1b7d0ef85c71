/** The pipeline's stages, in order, with their share of the progress bar (by typical cost). */
export const STAGES = ['original', 'probe', 'transcode', 'poster', 'image-map', 'audio', 'transcribe', 'segment', 'package'] as const;
export type StageName = (typeof STAGES)[number];

const WEIGHTS: Record<StageName, number> = {
  original: 0.03,
  probe: 0.02,
  transcode: 0.55,
  poster: 0.02,
  'image-map': 0.05,
  audio: 0.03,
  transcribe: 0.15,
  segment: 0.01,
  package: 0.14,
};

/** Where a stage sits in the whole run's 0..1 progress. */
export function stageSpan(stage: StageName): { from: number; span: number } {
  const index = STAGES.indexOf(stage);
  const from = STAGES.slice(0, index).reduce((sum, s) => sum + WEIGHTS[s], 0);
  return { from, span: WEIGHTS[stage] };
}

/** Progress rows are written at most this often (open pages poll them every second). */
export const PROGRESS_INTERVAL_MS = 500;

/** Message keys (namespace `pipeline`) shown to the author when a stage fails. */
export const FAILURE_KEYS: Record<StageName, string> = {
  original: 'pipeline.failure.original',
  probe: 'pipeline.failure.probe',
  transcode: 'pipeline.failure.transcode',
  poster: 'pipeline.failure.poster',
  'image-map': 'pipeline.failure.imageMap',
  audio: 'pipeline.failure.audio',
  transcribe: 'pipeline.failure.transcribe',
  segment: 'pipeline.failure.segment',
  package: 'pipeline.failure.package',
};
