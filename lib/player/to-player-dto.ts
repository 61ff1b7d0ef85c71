import type { Db } from '@/db/client';
import { presentAnnotations } from '@/lib/annotations/present';
import { keyTermsFor } from '@/lib/builder/terms';
import { listWorkflowAnnotations } from '@/lib/annotations/queries';
import type { Workflow, WorkflowStep } from '@/db/schema';
import type { OrgSettings } from '@/lib/orgs/settings';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { signedImageMap, signedMediaUrl, signedPosterUrl, stepPlaylistUrl } from '@/lib/workflows/media-urls';
import { findAuthor, hasImageMap, listSteps, listTranscriptions } from '@/lib/workflows/queries';
import { publishReadiness, type PublishReadiness } from '@/lib/workflows/status';
import { localizedTitle } from '@/lib/workflows/titles';
import { gen2Rendition, isGen2Generation } from './gen2';
import { playerPermissions } from './permissions';
import type { PlayerSentenceDto, PlayerStepDto, PlayerWorkflowDto } from './schema';
import { languageLabel, sentencesInStep, subtitleUrl } from './subtitles';
import { presentAttachments } from '@/lib/attachments/stored';
import { loadPlayerAiContent } from '@/lib/ai-summary/player';
import { usersQuizzesFor } from '@/lib/quiz/users-quizzes';

export type ToPlayerWorkflowOptions = {
  orgId: string;
  /** A row the caller has already been allowed to play (view rule or public rule). */
  workflow: Workflow;
  locale: string;
  isPublic: boolean;
  viewerId: string | null;
  settings: OrgSettings;
  generation: string | null;
  canEdit: boolean;
  /** The workflow's workspace as the viewer sees it; public players pass none. */
  workspace?: { id: string; name: string } | null;
  /** Include the annotations (the spec's addons), image URLs signed; without it the list is empty. */
  withAddons?: boolean;
  /** Routes differ for public players (no session): the public loader passes its own. */
  urls?: { playlist?: (workflowId: string, stepId: string, file?: string) => string; subtitles?: (workflowId: string, stepId: string, languageCode: string) => string };
};

const renditionsOf = (value: unknown) =>
  Object.keys(value && typeof value === 'object' ? value : {}).sort((a, b) => Number(a) - Number(b));

const sentencesOf = (value: unknown) => (Array.isArray(value) ? (value as TranscriptSentence[]) : []);

/** Only an author's preview of an unpublished workflow asks the ready check (it needs the image-map lookup). */
async function previewReadiness(db: Db, o: ToPlayerWorkflowOptions): Promise<PublishReadiness | null> {
  const w = o.workflow;
  if (w.published || !o.canEdit) return null;
  return publishReadiness({ ...w, hasImageMap: await hasImageMap(db, { orgId: o.orgId, workflowId: w.id }) });
}

/** The player's view of a workflow: steps with playlist routes and signed media, subtitles, transcript, permission flags. */
export async function toPlayerWorkflowDto(db: Db, o: ToPlayerWorkflowOptions): Promise<PlayerWorkflowDto> {
  const w = o.workflow;
  const scope = { orgId: o.orgId, workflowId: w.id };
  const [steps, texts, author, posterUrl, annotationRows, readiness, aiContent, usersQuizzes] = await Promise.all([
    listSteps(db, scope),
    listTranscriptions(db, scope),
    findAuthor(db, { orgId: o.orgId, userId: w.authorId }),
    signedPosterUrl(w.posterKey),
    o.withAddons ? listWorkflowAnnotations(db, scope) : [],
    previewReadiness(db, o),
    loadPlayerAiContent(db, { orgId: o.orgId, workflowId: w.id, locale: o.locale, settings: o.settings }),
    usersQuizzesFor(db, { ...scope, viewerId: o.viewerId, settings: o.settings, isPublic: o.isPublic }),
  ]);
  const playable = steps.filter((s) => s.hlsKey);
  const playableIds = new Set(playable.map((s) => s.id));
  // A language switched off in the transcription editor (transcriptions.disabled) is not offered.
  const languages = texts
    .filter((t) => !t.disabled && sentencesOf(t.sentences).length > 0)
    .map((t) => t.languageCode)
    .sort((a, b) => (a === w.languageCode ? -1 : b === w.languageCode ? 1 : a.localeCompare(b)));
  const subtitles = languages.map((languageCode) => ({ languageCode, label: languageLabel(languageCode, o.locale) }));
  const vttUrl = o.urls?.subtitles ?? subtitleUrl;
  const playlist = o.urls?.playlist ?? stepPlaylistUrl;
  const gen2 = isGen2Generation(o.generation);
  const toStep = async (s: WorkflowStep): Promise<PlayerStepDto> => {
    const renditions = renditionsOf(s.renditions);
    // Gen2 plays one fixed video: the 720p-or-best rung's playlist through the same checked route.
    const single = gen2 ? gen2Rendition(renditions) : null;
    return {
      id: s.id,
      position: s.position,
      title: localizedTitle(s.title, s.titleTranslations, o.locale),
      duration: s.duration,
      sourceStart: s.startTime,
      hlsUrl: single ? playlist(w.id, s.id, `${single}.m3u8`) : playlist(w.id, s.id),
      renditions: single ? [single] : renditions,
      posterUrl: await signedPosterUrl(s.posterKey),
      startVideoUrl: s.startVideoKey ? await signedMediaUrl(s.startVideoKey) : null,
      imageMap: await signedImageMap(s.imageMap),
      attachments: await presentAttachments(s.attachments),
      subtitles: subtitles.map((t) => ({ ...t, url: vttUrl(w.id, s.id, t.languageCode) })),
    };
  };
  const main = texts.find((t) => t.languageCode === w.languageCode) ?? texts.find((t) => languages.includes(t.languageCode));
  const transcript: PlayerSentenceDto[] = main
    ? playable.flatMap((s) => sentencesInStep(sentencesOf(main.sentences), s).map((x) => ({ stepId: s.id, ...x })))
    : [];
  return {
    id: w.id,
    title: localizedTitle(w.title, w.titleTranslations, o.locale),
    languageCode: w.languageCode,
    published: w.published,
    author,
    posterUrl,
    steps: await Promise.all(playable.map(toStep)),
    subtitles,
    // The key terms of the transcript the search runs over (lib/builder/terms.ts: per language).
    terms: keyTermsFor(w.terms, w.languageCode, main?.languageCode ?? w.languageCode),
    transcript,
    permissions: playerPermissions({ workflowWatermark: w.enableSafetyWatermark, settings: o.settings, generation: o.generation, isPublic: o.isPublic, published: w.published, viewerId: o.viewerId, authorId: w.authorId }),
    isPublic: o.isPublic,
    canEdit: o.canEdit,
    preview: readiness !== null,
    canPublish: readiness?.canPublish ?? false,
    publishBlocker: readiness?.blocker ?? null,
    workspace: o.workspace ?? null,
    aiSummary: aiContent.aiSummary,
    sop: aiContent.sop,
    usersQuizzes,
    // Players get signed image URLs, never storage keys.
    annotations: await presentAnnotations(annotationRows.filter((a) => playableIds.has(a.stepId)), { withKeys: false }),
  };
}
