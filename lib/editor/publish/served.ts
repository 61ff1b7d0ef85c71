import type { Workflow } from '@/db/schema';

/**
 * workflows.publish_render: what the steps' media holds — the fingerprint of the plan rendered
 * into HLS folder `hlsVersion` (any other folder was packaged from the clean rungs) — and, while
 * a render waits or runs, whether its success publishes the workflow.
 */
export type PublishRenderState = { key: string | null; hlsVersion: number; pending?: 'publish' | 'refresh' };

export const publishRenderOf = (w: Pick<Workflow, 'publishRender'>) => (w.publishRender ?? null) as PublishRenderState | null;

/** The fingerprint the served media holds: null for media packaged from the clean rungs. */
export const servedKey = (w: Pick<Workflow, 'publishRender' | 'hlsVersion'>) => {
  const state = publishRenderOf(w);
  return state && state.hlsVersion === w.hlsVersion ? state.key : null;
};
