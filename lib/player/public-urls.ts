/**
 * Routes of the public player (no session): each checks "published, and the organisation allows
 * public sharing" instead of the viewer's permission (lib/player/public-workflow.ts).
 */
const base = (workflowId: string) => `/api/v1/public/media/workflows/${encodeURIComponent(workflowId)}`;

export const publicPlaylistUrl = (workflowId: string, stepId: string, file = 'master.m3u8') => `${base(workflowId)}/steps/${encodeURIComponent(stepId)}/${file}`;

export const publicSubtitleUrl = (workflowId: string, stepId: string, languageCode: string) =>
  `${base(workflowId)}/steps/${encodeURIComponent(stepId)}/subtitles/${encodeURIComponent(languageCode)}.vtt`;

/** A stable poster address for link previews: it redirects to a fresh signed URL each time. */
export const publicPosterUrl = (workflowId: string) => `${base(workflowId)}/poster`;

/** The canonical public page of a workflow (and of one of its steps). */
export const publicPagePath = (workflowId: string, stepId?: string | null) => `/p/${encodeURIComponent(workflowId)}${stepId ? `/${encodeURIComponent(stepId)}` : ''}`;
