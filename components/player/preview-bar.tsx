import type { PlayerLoadResult } from '@/lib/player/load-player-workflow';
import type { PlayerMode } from '@/lib/player/schema';
import { PreviewBarClient } from './preview-bar-client';

type Props = { result: PlayerLoadResult | null; mode: PlayerMode };

/**
 * The author's mark on a preview of an unpublished workflow, with Publish at hand. Rendered for
 * every author of the workspace (null preview once published) so that publishing, which refreshes
 * the page, keeps the bar mounted to confirm it. Only the fields it needs reach the browser. The
 * builder's own preview route (PlayerPreview) publishes from the builder, not from here.
 */
export function PreviewBar({ result, mode }: Props) {
  if (mode === 'preview' || !result?.ok || !result.workflow.canEdit) return null;
  const w = result.workflow;
  const preview = w.preview ? { canPublish: w.canPublish, blocker: w.publishBlocker } : null;
  return <PreviewBarClient workflowId={w.id} preview={preview} floating={mode !== 'main'} />;
}
