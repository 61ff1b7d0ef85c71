'use client';

import { useMemo, useState } from 'react';
import { RelatedWorkflows } from '@/components/semantic/related-workflows';
import { CommentsPanel } from './panels/comments-panel';
import { ReactionsButton } from './panels/reactions-button';
import { PlayerLoader, type PlayerLoaderProps } from './player-loader';
import { usePlayerTracking } from './tracking/use-player-tracking';

// The slots and the event handler are what this component fills in.
type Props = Omit<PlayerLoaderProps, 'slots' | 'onEvent'>;

/** The signed-in player with its comments and reactions slots and the tracking client on its events. */
export function PlayerWithPanels({ workflowId, initial, mode, initialStepId, options }: Props) {
  const stepDurations = useMemo(() => Object.fromEntries((initial?.steps ?? []).map((s) => [s.id, s.duration])), [initial]);
  // Previews are not views (spec 02 §3: tracking is for real plays). An author's preview stays
  // untracked after publishing from it: its start was never counted, half a session would skew.
  const [isPreview] = useState(() => mode === 'preview' || !!initial?.preview);
  const onEvent = usePlayerTracking(workflowId, { enabled: !isPreview, stepDurations });
  const published = initial?.published ?? true;
  const slots = {
    comments: initial?.permissions.comments ? <CommentsPanel workflowId={workflowId} /> : undefined,
    reactions: initial?.permissions.reactions ? <ReactionsButton workflowId={workflowId} published={published} /> : undefined,
    // Related workflows are for learners of a published workflow, not an author's preview.
    related: published && !isPreview ? <RelatedWorkflows workflowId={workflowId} /> : undefined,
  };
  return <PlayerLoader workflowId={workflowId} initial={initial} mode={mode} initialStepId={initialStepId} options={options} slots={slots} onEvent={onEvent} />;
}
