import type { PublicWorkflowPage } from './public-workflow';
import { publicPagePath, publicPosterUrl } from './public-urls';
import type { PlayerStepDto } from './schema';
import { isPreviewDeployment } from '@/lib/http/deployment';

/** What search engines and link previews read from the public page (spec 02 §2 public player, issue 5). */

export const DESCRIPTION_MAX = 160;

/** ISO 8601 duration (PT1M15S), as schema.org wants it. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export type StepTranscript = { step: PlayerStepDto; sentences: string[] };

/** The transcript sentences grouped by step, in step order. */
export function transcriptByStep(page: PublicWorkflowPage): StepTranscript[] {
  return page.player.steps.map((step) => ({ step, sentences: page.player.transcript.filter((s) => s.stepId === step.id).map((s) => s.text.trim()).filter(Boolean) }));
}

/** The transcript's opening, cut at a word under 160 characters; the fallback when there is none. */
export function publicDescription(page: PublicWorkflowPage, fallback: string): string {
  const text = page.player.transcript.map((s) => s.text.trim()).filter(Boolean).join(' ');
  if (!text) return fallback;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

type JsonLdOptions = { baseUrl: string; description: string; stepTitle: (step: PlayerStepDto) => string };

/** JSON-LD of the page: a VideoObject for the video and a HowTo with one HowToStep per step and its transcript. */
export function publicJsonLd(page: PublicWorkflowPage, { baseUrl, description, stepTitle }: JsonLdOptions) {
  const { player } = page;
  const canonical = `${baseUrl}${publicPagePath(player.id)}`;
  const poster = `${baseUrl}${publicPosterUrl(player.id)}`;
  const steps = transcriptByStep(page);
  const author = player.author ? { '@type': 'Person', name: player.author.displayName } : undefined;
  const video = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: player.title,
    description,
    url: canonical,
    embedUrl: `${baseUrl}/playerfullscreenpublic/${encodeURIComponent(player.id)}`,
    thumbnailUrl: [poster],
    // Required by search engines for a video: when it went public, else when it last changed.
    uploadDate: page.publishedAt ?? page.updatedAt,
    dateModified: page.updatedAt,
    duration: isoDuration(page.duration),
    inLanguage: player.languageCode,
    transcript: steps.flatMap((s) => s.sentences).join(' ') || undefined,
    ...(author ? { author } : {}),
    publisher: { '@type': 'Organization', name: page.orgName },
  };
  const howTo = {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: player.title,
    description,
    image: poster,
    totalTime: isoDuration(page.duration),
    inLanguage: player.languageCode,
    step: steps.map(({ step, sentences }) => ({
      '@type': 'HowToStep',
      position: step.position + 1,
      name: stepTitle(step),
      text: sentences.join(' ') || stepTitle(step),
      url: `${baseUrl}${publicPagePath(player.id, step.id)}`,
    })),
  };
  return [video, howTo] as const;
}

/**
 * The page's robots rule: the canonical page is indexed, its other views are not; nothing on a
 * preview deployment is indexed or followed (its pages would compete with production's).
 */
export function publicRobots(index: boolean, preview = isPreviewDeployment()) {
  if (preview) return { index: false, follow: false };
  return { index, follow: true };
}

/** Open Graph wants language_TERRITORY (en_US); content languages are stored as en-us. */
export const ogLocale = (languageCode: string) => {
  const [language, territory] = languageCode.split('-');
  return territory ? `${language.toLowerCase()}_${territory.toUpperCase()}` : language.toLowerCase();
};

/** JSON for a <script> element: "<" escaped so a title cannot close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
