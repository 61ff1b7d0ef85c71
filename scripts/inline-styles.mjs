// The public player pages' stylesheets, inlined. Chromium presents no video frame before the page's
// first render, and a <link rel="stylesheet"> in the head holds that render until its request has
// come back from the same server that is sending the MP4's first bytes. Next also preloads, on every
// page, the stylesheet of the 404/403 boundary (96.7 kB here, Turbopack's merged chunk) — a request
// at the highest priority for a page that is not shown. So on these pages (scripts/defer-scripts.mjs
// calls this once per render; the page cache keeps the result) each small build stylesheet in the
// head becomes a <style> with its text, and stylesheet preloads are dropped: the first render needs
// no request but the HTML, as on a bare <video> page. React adds the same stylesheets as links when
// it hydrates, after the first frame; the <style> keeps their precedence (data-precedence) for that.

import { readFileSync } from 'node:fs';
import path from 'node:path';

// Larger stylesheets stay links: inlined, their bytes would come before the <video> in every page.
export const MAX_INLINE_BYTES = 32 * 1024;
const STATIC_PREFIX = '/_next/static/';
const LINK = /<link\b[^>]*>/g;
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
// url() with a path relative to the stylesheet would point elsewhere from the page.
const RELATIVE_URL = /url\(\s*['"]?(?![a-z][a-z0-9+.-]*:|\/|#)/i;

/** Reads a build stylesheet by its URL path from `.next/static`, once (build files never change); null when absent. */
export function buildCssReader(dir = path.join(process.cwd(), '.next', 'static')) {
  const known = new Map();
  return (href) => {
    if (!href.startsWith(STATIC_PREFIX) || href.includes('..')) return null;
    if (!known.has(href)) {
      let css = null;
      try {
        css = readFileSync(path.join(dir, href.slice(STATIC_PREFIX.length)), 'utf8');
      } catch {
        // Not in this build's files: the link stays.
      }
      known.set(href, css);
    }
    return known.get(href);
  };
}

/** Whether `css` can move into the page as it is. */
const inlinable = (css) => typeof css === 'string' && Buffer.byteLength(css) <= MAX_INLINE_BYTES && !/<\/style/i.test(css) && !RELATIVE_URL.test(css);

/** The page with its head's stylesheets inlined where `readCss` (URL path → text or null) has them, and no stylesheet preloads. */
export function inlineStyles(html, readCss) {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html.slice(0, end).replace(LINK, (tag) => {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (rel === 'preload' && attribute(tag, 'as') === 'style') return '';
    if (rel !== 'stylesheet' || !href || attribute(tag, 'media')) return tag;
    const css = readCss(href.replace(/&amp;/g, '&').split('?')[0]);
    if (!inlinable(css)) return tag;
    const precedence = attribute(tag, 'data-precedence');
    return `<style data-href="${href}"${precedence === null ? '' : ` data-precedence="${precedence}"`}>${css}</style>`;
  });
  return head + html.slice(end);
}
