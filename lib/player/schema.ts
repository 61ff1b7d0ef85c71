/**
 * Player contract: `<Player workflow={PlayerWorkflowDto} mode={PlayerMode} initialStepId? options? slots? onEvent? />` (components/player/player.tsx).
 * The server builds PlayerWorkflowDto (lib/player/load-player-workflow.ts for signed-in viewers; toPlayerWorkflowDto for any already-authorised row).
 * The player reports what the viewer does through `onEvent(PlayerEvent)`; the tracking client subscribes to it. Panels plug in through `slots`.
 */
import { z } from 'zod';
import type { PublishBlocker } from '@/lib/workflows/status';
import type { SignedImageMap } from '@/lib/workflows/media-urls';
import type { StepAttachmentsDto, WorkflowAuthorDto } from '@/lib/workflows/schema';
import { text } from '@/lib/http/text';
import type { UsersQuizzesDto } from '@/lib/quiz/schema';

export const PLAYER_MODES = ['main', 'fullscreen', 'embed', 'public', 'publicFullscreen', 'preview', 'rustici'] as const;
export type PlayerMode = (typeof PLAYER_MODES)[number];

/** One subtitle language of a step: a WebVTT file with times relative to the step. */
export type SubtitleTrackDto = { languageCode: string; label: string; url: string };

export type PlayerStepDto = {
  id: string;
  position: number;
  /** In the viewer's locale with the spec's fallbacks. */
  title: string;
  duration: number;
  /** Where the step starts in the recorded video (seconds): transcript and search times are on that clock. */
  sourceStart: number;
  /**
   * Master playlist (signed child playlists and segments come back from it); null until packaged.
   * Gen2 accounts get one rung's media playlist instead (lib/player/gen2.ts): a single video URL.
   */
  hlsUrl: string | null;
  /** Rungs available, ascending, e.g. ['360', '720']; for gen2 only the rung hlsUrl plays. */
  renditions: string[];
  posterUrl: string | null;
  /** The step as one signed MP4 of the starting rung (the public page's fast start); null for steps packaged before it existed. */
  startVideoUrl: string | null;
  imageMap: SignedImageMap | null;
  attachments: StepAttachmentsDto;
  subtitles: SubtitleTrackDto[];
};

/** Spec 02 §6 player permission flags, already combined from the org settings (plan flag and admin toggle). */
export type PlayerPermissions = {
  allowView: boolean;
  comments: boolean;
  reactions: boolean;
  quiz: boolean;
  aiQa: boolean;
  smartAssist: boolean;
  safetyWatermark: boolean;
  /** Author uid on public players, else the viewer's id (spec 02 §2); null when the watermark is off. */
  watermarkId: string | null;
  /** The organisation's generation is 'gen2': no search, no theater, no quality setting, one video URL per step. */
  gen2: boolean;
  /** Downloads are on for this viewer (lib/workflows/downloads.ts): the step menu offers the step's video. */
  downloads: boolean;
};

/** An annotation element (spec 02 §3 Annotation); shown only while the step time lies within [startTime, endTime]. */
export type AnnotationElementDto = {
  id: string;
  type: 'path' | 'arrow' | 'i-text' | 'image' | 'shape' | 'blur' | 'zoom';
  startTime: number;
  endTime: number;
  top: number;
  left: number;
  width?: number;
  height?: number;
  scaleX?: number;
  scaleY?: number;
  originalCanvasWidth?: number;
  originalCanvasHeight?: number;
  [key: string]: unknown;
};
export type AnnotationDto = { id: string; stepId: string; elements: AnnotationElementDto[] };

/** A line of AI content with the time it cites, on the recorded video's clock (null: cites nothing). */
export type PlayerAiLineDto = { content: string; time: number | null };
export type PlayerAiSummaryDto = {
  /** Which provider made it: the configured model ('openai') or the transcript alone ('offline'). */
  provider: 'openai' | 'offline' | null;
  /** Spec 02 §9 order: safety/warning, tools (with a count), important note. */
  highlights: Array<PlayerAiLineDto & { key: 'safetyOrWarning' | 'tools' | 'importantNote'; count: number | null }>;
  contents: PlayerAiLineDto[];
  /** The "all steps" procedure list (the SOP outline's steps). */
  steps: PlayerAiLineDto[];
};
export type PlayerSopItemDto = { step: string; description: string; tool: string; safetyOrWarning: string; time: number | null };

/** A transcript sentence of the workflow's language, times in seconds relative to its step (player search). */
export type PlayerSentenceDto = { stepId: string; text: string; start: number; end: number };

export type PlayerWorkflowDto = {
  id: string;
  title: string;
  languageCode: string;
  published: boolean;
  author: WorkflowAuthorDto | null;
  posterUrl: string | null;
  steps: PlayerStepDto[];
  /** Languages that have a transcription (every step offers the same ones). */
  subtitles: Array<{ languageCode: string; label: string }>;
  /** Key terms suggested by the player search. */
  terms: string[];
  /** The transcript in the workflow's language, for the player search. */
  transcript: PlayerSentenceDto[];
  permissions: PlayerPermissions;
  isPublic: boolean;
  /** The viewer may author it (the builder/editor links, previewing an unpublished workflow). */
  canEdit: boolean;
  /**
   * An author's preview of an unpublished workflow (marked as such, never tracked); `canPublish`
   * when it passes the ready check, else `publishBlocker` says what stands in the way.
   */
  preview: boolean;
  canPublish: boolean;
  publishBlocker: PublishBlocker | null;
  /** The workspace it lives in, for the signed-in player's header; null on public players (not the public's business). */
  workspace: { id: string; name: string } | null;
  /**
   * The AI summary and SOP outline (lib/ai-summary), completed and activated, in the viewer's
   * language with the en-us fallback; each gates its toolbox tab. Null when there is none.
   */
  aiSummary: PlayerAiSummaryDto | null;
  sop: PlayerSopItemDto[] | null;
  /** The published quiz this viewer may take and their latest result (lib/quiz/users-quizzes.ts); null when none. */
  usersQuizzes: UsersQuizzesDto | null;
  /** The steps' annotations when asked `withAddons` (the public page always asks); empty otherwise. */
  annotations: AnnotationDto[];
};

export type PlayerOptions = {
  /** openMenu=1: open the step menu (iframe mode). */
  openMenu?: boolean;
  /** isPreviewVideoMode: an unpublished workflow plays, no quiz card or end quiz. */
  previewVideo?: boolean;
  /** playerType=singleStepPlayer: repeat disabled/step only, auto-next off. */
  singleStep?: boolean;
  /** Seconds into the initial step to seek to on the first load (if before its end). */
  startTimestamp?: number;
  /**
   * videoTime: a second of the recorded video (a search hit's time); without a step in the route
   * the player opens the step holding it, at that point.
   */
  videoTime?: number;
  /** popup=1: the player inside a search or skill popup (auto-plays; Escape and Close close the popup). */
  popup?: boolean;
};

type StepEvent = { stepId: string; position: number };

/** What the viewer did, for the tracking client (spec 02 §3 Tracker document). Positions are seconds into the step. */
export type PlayerEvent =
  | ({ type: 'enter' } & StepEvent)
  | ({ type: 'exit' } & StepEvent)
  | ({ type: 'play'; speed: number } & StepEvent)
  | ({ type: 'pause' } & StepEvent)
  | ({ type: 'forward'; from: number } & StepEvent)
  | ({ type: 'backward'; from: number } & StepEvent)
  | ({ type: 'seek'; from: number } & StepEvent)
  | { type: 'next'; fromStepId: string; stepId: string }
  | { type: 'previous'; fromStepId: string; stepId: string }
  | { type: 'changeStepFromMenu'; fromStepId: string; stepId: string }
  | ({ type: 'subtitles'; languageCode: string | null } & StepEvent)
  | ({ type: 'changeRez'; resolution: string } & StepEvent)
  | ({ type: 'timeupdate'; speed: number } & StepEvent)
  | ({ type: 'ended' } & StepEvent)
  | { type: 'workflowEnded'; stepId: string };
export type PlayerEventType = PlayerEvent['type'];

/** GET /api/v1/player/workflow?workflowId&withAddons */
export const playerWorkflowQuerySchema = z.object({
  workflowId: text().max(64),
  withAddons: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type PlayerWorkflowQuery = z.infer<typeof playerWorkflowQuerySchema>;

/** Why the player cannot play a workflow (the screens of spec 02 §2/§8). */
export type PlayerUnavailableReason = 'unpublished' | 'deleted' | 'notExists' | 'notAvailable' | 'forbidden';
