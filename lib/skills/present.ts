import type { Playlist, SkillAssignment, SkillUserProgress } from '@/db/schema';
import { signedPosterUrl } from '@/lib/workflows/media-urls';
import type { ContentRow, PlaylistListRow } from './queries';
import { daysLeft, isDueIntervalType } from './dates';
import { EXPIRING_WITHIN_DAYS, type PerformanceState, type ProgressStatus, type SkillContentEntry, type SkillListItem, type SkillProgressView } from './schema';

/**
 * A skill's poster for browsers and notification cards: a stable app path (it checks the session
 * and redirects to a signed URL), versioned so a new poster is not served from cache.
 */
export const playlistPosterPath = (p: Pick<Playlist, 'id' | 'posterKey' | 'updatedAt'>) =>
  p.posterKey ? `/api/v1/playlists/${p.id}/poster?v=${p.updatedAt.getTime()}` : null;

export const toSkillListItem = (r: PlaylistListRow): SkillListItem => ({
  id: r.playlist.id,
  playlistTitle: r.playlist.title,
  poster: playlistPosterPath(r.playlist),
  published: r.playlist.published,
  organization: r.playlist.organizationId,
  group: r.playlist.workspaceId,
  totalInList: r.totalInList,
  totalVideoDuration: r.totalVideoDuration,
  assignedUsers: r.assignedUsers,
  assignedTeams: r.assignedTeams,
  createdBy: r.playlist.createdById ? { uid: r.playlist.createdById, displayName: r.creatorName ?? '' } : null,
  createdAt: r.playlist.createdAt.toISOString(),
  updatedAt: r.playlist.updatedAt.toISOString(),
});

export const toContentEntry = async (r: ContentRow): Promise<SkillContentEntry> => ({
  type: r.sopId ? 'mm-sop' : 'workflow',
  id: (r.sopId ?? r.workflowId)!,
  title: r.title,
  poster: await signedPosterUrl(r.posterKey),
  videoDuration: r.videoDuration ?? 0,
  numSteps: r.numSteps,
  published: r.published,
});

/**
 * The performance state (spec: not started, in progress, completed, overdue, expiring): overdue is
 * a cycle not completed past its due date; expiring a completed one whose certificate lapses
 * within 30 days.
 */
export function performanceState(p: Pick<SkillUserProgress, 'status' | 'dueAt' | 'lapsesAt'>, now: Date): PerformanceState {
  if (p.status === 'completed') {
    if (p.lapsesAt && p.lapsesAt.getTime() - now.getTime() <= EXPIRING_WITHIN_DAYS * 86_400_000) return 'expiring';
    return 'completed';
  }
  if (p.dueAt && p.dueAt.getTime() < now.getTime()) return 'overdue';
  return p.status as ProgressStatus;
}

export const toProgressView = (p: SkillUserProgress, now: Date, certificateId: string | null = null): SkillProgressView => ({
  performanceId: p.id,
  status: p.status as ProgressStatus,
  state: performanceState(p, now),
  percent: p.percent,
  cycle: p.cycle,
  cycleStartedAt: p.cycleStartedAt.toISOString(),
  completedAt: p.completedAt?.toISOString() ?? null,
  dueAt: p.dueAt?.toISOString() ?? null,
  dueDaysLeft: p.dueAt && p.status !== 'completed' ? daysLeft(p.dueAt, now) : null,
  lapsesAt: p.lapsesAt?.toISOString() ?? null,
  certificateId,
});

export const dueOf = (a: Pick<SkillAssignment, 'dueDateIntervalType' | 'dueDateInterval'> | undefined) => ({
  dueDateIntervalType: a && isDueIntervalType(a.dueDateIntervalType) ? a.dueDateIntervalType : null,
  dueDateInterval: a?.dueDateInterval ?? null,
});

export const emptyCounts = (): Record<PerformanceState, number> => ({ not_started: 0, in_progress: 0, completed: 0, overdue: 0, expiring: 0 });
