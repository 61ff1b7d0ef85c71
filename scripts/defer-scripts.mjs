// The public player pages start their video from the server's HTML alone (`<video autoplay muted>`,
// see lib/player/fast-start.ts). Next's own scripts would compete with that start: they take the
// browser's six connections to the host ahead of the video, and Chromium dispatches the video's
// first frame only once the main thread is free of evaluating them (BENCHMARKS.md, "what the first
// frame waits for": 275 ms without them, 412 ms with them). So on these pages the framework's
// scripts are started right after the video's first frame: their tags (and Next's script preloads)
// are replaced by one small inline loader that appends the same tags, with the same attributes, as
// soon as the video presents a frame or plays, fails, cannot be played by this browser, or 1.5 s
// have passed — and at once on the first click, tap or key press, so nobody waits for controls.
// Pages without an auto-playing video (errors, unpublished) load the scripts at once.

import { chunkBytes, nonceOf, PUBLIC_PAGES, ROUTER_HEADERS } from './public-pages.mjs';

const WAIT_MS = 1500;
const SCRIPT_TAG = /<script\b([^>]*\bsrc="[^"]+"[^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/g;
const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g;

/** Runs in the browser: appends the scripts once the page's video has started (see above). */
function startAfterFirstFrame(scripts, waitMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (attributes) {
      var script = document.createElement('script');
      Object.keys(attributes).forEach(function (name) {
        script.setAttribute(name, attributes[name]);
      });
      document.head.appendChild(script);
    });
  }
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  });
  function waitForVideo() {
    var video = document.querySelector('video[autoplay]');
    var source = video && video.querySelector('source');
    var playing = video && !video.paused && video.readyState >= 2;
    // Not networkState: it reads NETWORK_NO_SOURCE from a <source> child's insertion until the
    // element's next task selects it — after DOMContentLoaded when nothing held the parser back
    // (scripts/inline-styles.mjs). A source that fails fires 'error' below.
    var nothingToPlay = !video || (source ? !video.canPlayType(source.type) : !video.hasAttribute('src'));
    if (nothingToPlay || video.error || playing) return start();
    video.addEventListener('playing', start, { once: true });
    video.addEventListener('error', start, { once: true });
    if (source) source.addEventListener('error', start, { once: true });
    if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(start);
    setTimeout(start, waitMs);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', waitForVideo, { once: true });
  else waitForVideo();
}

/**
 * The page with its external scripts started by the loader above (the HTML is otherwise
 * unchanged). The loader carries the page's script nonce, when its policy has one.
 */
export function deferScripts(html, nonce = null) {
  const scripts = [];
  const out = html.replace(SCRIPT_TAG, (_tag, attributes) => {
    const found = {};
    for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) found[name] = value ?? '';
    scripts.push(found);
    return '';
  });
  if (scripts.length === 0) return html;
  const page = out.replace(SCRIPT_PRELOAD, '');
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ''}>(${startAfterFirstFrame})(${list},${WAIT_MS})</script>`;
  // At the end of the body, after the video: an inline script waits for the stylesheets before it
  // (and holds the parser there), so in the head it kept the <video>, and its request, unparsed
  // until the CSS had arrived (BENCHMARKS.md, "first frame against a bare <video> page").
  const at = page.lastIndexOf('</body>');
  return at < 0 ? page + loader : page.slice(0, at) + loader + page.slice(at);
}

/**
 * Wraps Next's request handler: a public player page's HTML is collected and sent with its scripts
 * deferred (after `prepare`, another change of the page's HTML: scripts/inline-styles.mjs); every
 * other answer passes through as it is (streaming included).
 */
export function deferPublicScripts(handle, prepare = (html) => html) {
  return function serve(req, res) {
    const isPage = req.method === 'GET' && PUBLIC_PAGES.test(req.url ?? '') && !ROUTER_HEADERS.some((h) => h in req.headers);
    if (!isPage) return handle(req, res);
    const chunks = [];
    let collecting = null;
    const { write, end } = res;
    const shouldCollect = () => {
      if (collecting === null) collecting = res.statusCode === 200 && /^text\/html\b/.test(String(res.getHeader('content-type') ?? ''));
      return collecting;
    };
    res.write = function (chunk, encoding, callback) {
      if (!shouldCollect()) return write.call(this, chunk, encoding, callback);
      chunks.push(chunkBytes(chunk, encoding));
      if (typeof encoding === 'function') encoding();
      else if (typeof callback === 'function') callback();
      return true;
    };
    res.end = function (chunk, encoding, callback) {
      if (!shouldCollect()) return end.call(this, chunk, encoding, callback);
      if (chunk != null && typeof chunk !== 'function') chunks.push(chunkBytes(chunk, encoding));
      const done = [chunk, encoding, callback].find((a) => typeof a === 'function');
      const body = Buffer.from(deferScripts(prepare(Buffer.concat(chunks).toString('utf8')), nonceOf(res.getHeader('content-security-policy'))));
      if (!res.headersSent) res.removeHeader('content-length');
      return end.call(this, body, done);
    };
    return handle(req, res);
  };
}
