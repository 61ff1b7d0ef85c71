'use client';

import { lazy, Suspense } from 'react';
import type { PublicPlayerChunkProps } from './public-player-chunk';

// Long enough for a start on a slow link, short enough that controls never wait for long.
const START_WAIT_MS = 1500;

/**
 * Resolves once the server-rendered video that auto-plays (lib/player/fast-start.ts) has shown
 * its first frame, has failed, or START_WAIT_MS have passed — at once when nothing auto-plays (a
 * click is coming), when the browser cannot play the source (hls.js must), or on the server. Until then the player's script stays off the main thread,
 * where the browser's media pipeline dispatches its own work.
 */
function whenVideoStarted(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const video = document.querySelector<HTMLVideoElement>('video[autoplay]');
  const source = video?.querySelector('source');
  // Nothing will start on its own when the browser cannot take the source (an HLS start without native HLS).
  const cannotPlay = !video || video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE || (source && !video.canPlayType(source.type));
  if (cannotPlay || (!video.paused && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    video.addEventListener('playing', done, { once: true });
    video.addEventListener('error', done, { once: true });
    source?.addEventListener('error', done, { once: true });
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(done);
    setTimeout(done, START_WAIT_MS);
  });
}

const PublicPlayerChunk = lazy(() => whenVideoStarted().then(() => import('./public-player-chunk')));

/**
 * The server renders the player in full and its <video> starts on its own; the browser hydrates
 * the player once its chunk has arrived — after the rest of the page and after the first frame —
 * keeping the server's DOM, and the playing element, as they are.
 */
export function PublicPlayerIsland(props: PublicPlayerChunkProps) {
  return (
    <Suspense fallback={null}>
      <PublicPlayerChunk {...props} />
    </Suspense>
  );
}
