import 'server-only';
import { createHash } from 'node:crypto';
import type { NewTrackingEvent } from '@/db/schema';
import { anonymiseEvent } from '@/lib/tracking/anonymise';

/**
 * The host player's progress as the player's own tracking events (lib/tracking), so analytics count
 * package views, watch time and completions like any other. One viewing is one launch: the tracker
 * is the learning-host session and workflow, hashed (a session id is never written where reports
 * read it). Each host record is one `interval` event whose id is the record's own, so a record sent
 * twice is stored, and counted, once.
 */
export const hostTrackerId = (sessionId: string, workflowId: string) =>
  `host-${createHash('sha256').update(`${sessionId}:${workflowId}`).digest('base64url').slice(0, 40)}`;

type HostEvent = { orgId: string; userId: string; sessionId: string; workflowId: string; stepId: string; eventId: string; time: number; playedSeconds: number; at: Date; personal: boolean };

export function hostTrackingEvent(e: HostEvent): NewTrackingEvent {
  const row: NewTrackingEvent = {
    organizationId: e.orgId,
    clientEventId: e.eventId,
    trackerId: hostTrackerId(e.sessionId, e.workflowId),
    userId: e.userId,
    workflowId: e.workflowId,
    stepId: e.stepId,
    type: 'interval',
    position: e.time,
    playedSeconds: e.playedSeconds,
    data: { source: 'learningHost' },
    occurredAt: e.at,
  };
  return e.personal ? row : anonymiseEvent(row);
}
