import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { AbstractIntlMessages } from 'next-intl';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { cache } from 'react';
import { appBaseUrl } from '@/lib/http/base-url';
import { autoPlayForRequest, MP4_MIME_TYPE, nativeStartFor } from '@/lib/player/fast-start';
import { getPublicWorkflowPage } from '@/lib/player/public-cache';
import type { PublicWorkflowPage } from '@/lib/player/public-workflow';
import { ogLocale, publicDescription, publicRobots, publicJsonLd, scriptJson, transcriptByStep, type StepTranscript } from '@/lib/player/public-seo';
import { publicPagePath, publicPosterUrl } from '@/lib/player/public-urls';
import type { PlayerStepDto } from '@/lib/player/schema';
import { formatTime } from '@/lib/player/time';
import { HlsWarmup } from './hls-warmup';
import { PublicPlayerIsland } from './public-player-island';
import styles from './public-page.module.css';

export type PublicRouteProps = { params: Promise<{ workflowId: string; stepId?: string[] }> };

type Derived = { description: string; jsonLd: string; transcript: StepTranscript[] };

/**
 * What the page derives from the cached data, computed once per cache entry rather than per
 * request (the entry is per workflow and UI locale, like the translations used here).
 */
const derivedByPage = new WeakMap<PublicWorkflowPage, Derived>();

// Metadata and page share one (cached) lookup per request.
const load = cache(async (workflowId: string, stepPath: string[] | undefined) => {
  if ((stepPath?.length ?? 0) > 1) notFound();
  const locale = await getLocale();
  const page = await getPublicWorkflowPage(workflowId, locale);
  if (!page) notFound();
  const t = await getTranslations('publicPlayer');
  const stepTitle = (step: PlayerStepDto) => step.title || t('untitledStep', { number: step.position + 1 });
  let derived = derivedByPage.get(page);
  if (!derived) {
    const description = publicDescription(page, t('description', { count: page.player.steps.length }));
    const jsonLd = scriptJson(publicJsonLd(page, { baseUrl: appBaseUrl(), description, stepTitle }));
    derived = { description, jsonLd, transcript: transcriptByStep(page).filter((s) => s.sentences.length > 0) };
    derivedByPage.set(page, derived);
  }
  // An unknown step id plays from the start rather than failing: old links outlive re-segmentation.
  const initialStepId = page.player.steps.find((s) => s.id === stepPath?.[0])?.id;
  return { page, ...derived, stepTitle, initialStepId, t };
});

/** Title, description, canonical URL, Open Graph and Twitter cards with the poster. */
export async function publicMetadata({ params }: PublicRouteProps, { index }: { index: boolean }): Promise<Metadata> {
  const { workflowId, stepId } = await params;
  const { page, description } = await load(workflowId, stepId);
  const base = appBaseUrl();
  const canonical = `${base}${publicPagePath(page.player.id)}`;
  const image = { url: `${base}${publicPosterUrl(page.player.id)}`, width: 1280, height: 720, alt: page.player.title };
  return {
    title: page.player.title,
    description,
    alternates: { canonical },
    robots: publicRobots(index),
    openGraph: { type: 'video.other', title: page.player.title, description, url: canonical, siteName: page.orgName, images: [image], locale: ogLocale(page.player.languageCode) },
    twitter: { card: 'summary_large_image', title: page.player.title, description, images: [image.url] },
  };
}

/**
 * The public player page (spec 02 §2: /p and /playerfullscreenpublic, no sign-in): the player
 * without comments or reactions, and everything a crawler reads — heading, steps, the transcript
 * in plain HTML and JSON-LD (VideoObject and HowTo).
 */
export async function PublicPlayerPage({ params, fullscreen }: PublicRouteProps & { fullscreen: boolean }) {
  const { workflowId, stepId } = await params;
  const { page, jsonLd, transcript, stepTitle, initialStepId, t } = await load(workflowId, stepId);
  const { player } = page;
  // No preload of the master playlist: browsers with their own HLS start a rung playlist from the
  // <video> at once, and a preload would only take one of their six connections from it.
  const firstStep = player.steps.find((s) => s.id === initialStepId) ?? player.steps[0];
  // Browsers with their own HLS start this rung while the HTML parses (lib/player/fast-start.ts).
  const autoPlay = autoPlayForRequest(await headers());
  const nativeStart = nativeStartFor({ workflowId: player.id, step: firstStep, gen2: player.permissions.gen2, autoPlay });
  return (
    <main className={fullscreen ? `${styles.page} ${styles.fullscreen}` : styles.page}>
      <a href="#transcript" className={styles.skip}>
        {t('skipToTranscript')}
      </a>
      <header className={styles.header}>
        <h1 className={styles.title}>{player.title}</h1>
        <p className={styles.facts}>
          {player.author ? <span>{t('byAuthor', { name: player.author.displayName })}</span> : null}
          <span>{t('stepCount', { count: player.steps.length })}</span>
          <span>{formatTime(page.duration)}</span>
        </p>
      </header>
      <section className={styles.player} aria-label={t('playerLabel')}>
        {/* An MP4 start needs no hls.js before the next step (the player's prefetch loads it then). */}
        {nativeStart?.type !== MP4_MIME_TYPE && <HlsWarmup />}
        <PublicPlayerIsland
          workflow={player}
          mode={fullscreen ? 'publicFullscreen' : 'public'}
          initialStepId={initialStepId}
          nativeStart={nativeStart}
          locale={await getLocale()}
          timeZone={await getTimeZone()}
          messages={{ player: ((await getMessages()) as Record<string, AbstractIntlMessages>).player }}
        />
      </section>
      <section aria-labelledby="public-steps" className={styles.section}>
        <h2 id="public-steps">{t('steps')}</h2>
        <ol className={styles.steps}>
          {player.steps.map((step) => (
            <li key={step.id}>
              <a href={publicPagePath(player.id, step.id)}>{stepTitle(step)}</a> <span className={styles.muted}>{formatTime(step.duration)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section id="transcript" aria-labelledby="public-transcript" className={styles.section}>
        <h2 id="public-transcript">{t('transcript')}</h2>
        {player.transcript.length === 0 ? <p className={styles.muted}>{t('noTranscript')}</p> : null}
        {transcript.map(({ step, sentences }) => (
          <article key={step.id} className={styles.transcriptStep}>
            <h3>{t('stepHeading', { number: step.position + 1, title: stepTitle(step) })}</h3>
            <p>{sentences.join(' ')}</p>
          </article>
        ))}
      </section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </main>
  );
}
