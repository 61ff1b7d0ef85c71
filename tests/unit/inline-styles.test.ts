import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error – plain .mjs modules of the production server, without type declarations
import { buildCssReader, inlineStyles, MAX_INLINE_BYTES } from '../../scripts/inline-styles.mjs';

const CSS: Record<string, string> = {
  '/_next/static/chunks/a.css': '.a{color:red}',
  '/_next/static/chunks/b.css': '.b{color:blue}',
  '/_next/static/chunks/font.css': '@font-face{src:url(../media/x.woff2)}',
  '/_next/static/chunks/big.css': `.c{${'color:red;'.repeat(Math.ceil(MAX_INLINE_BYTES / 10))}}`,
};
const read = (href: string) => CSS[href] ?? null;

const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><video autoplay="" muted=""></video><link rel="stylesheet" href="/_next/static/chunks/a.css"/></body></html>`;

describe('inlineStyles (scripts/inline-styles.mjs)', () => {
  it("replaces the head's stylesheets by <style> with their text, in order and with their precedence", () => {
    const html = inlineStyles(page('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="stylesheet" href="/_next/static/chunks/b.css?v=1" data-precedence="next"/>'), read);
    expect(html).toContain('<head><meta charSet="utf-8"/><style data-href="/_next/static/chunks/a.css" data-precedence="next">.a{color:red}</style><style data-href="/_next/static/chunks/b.css?v=1" data-precedence="next">.b{color:blue}</style></head>');
    // Only the head: the body is the page's own.
    expect(html).toContain('<body><video autoplay="" muted=""></video><link rel="stylesheet" href="/_next/static/chunks/a.css"/></body>');
  });

  it('drops stylesheet preloads (the 404 boundary’s CSS on every page) and keeps other preloads', () => {
    const html = inlineStyles(page('<link rel="preload" href="/_next/static/chunks/nf.css" as="style"/><link rel="preload" as="font" href="/f.woff2" crossorigin=""/>'), read);
    expect(html).not.toContain('nf.css');
    expect(html).toContain('<link rel="preload" as="font" href="/f.woff2" crossorigin=""/>');
  });

  it('keeps as links the stylesheets it cannot move: unknown, too large, relative url(), other media, other hosts', () => {
    const links = [
      '<link rel="stylesheet" href="/_next/static/chunks/missing.css"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/big.css"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/font.css"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" media="print"/>',
      '<link rel="stylesheet" href="https://cdn.example.com/a.css"/>',
    ].join('');
    expect(inlineStyles(page(links), read)).toBe(page(links));
  });

  it('leaves a page without a head as it is', () => {
    expect(inlineStyles('<p>x</p>', read)).toBe('<p>x</p>');
  });
});

describe('buildCssReader', () => {
  it("reads the build's static stylesheets by URL path, nothing outside them", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inline-styles-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'a.css'), '.a{}');
    writeFileSync(path.join(tmpdir(), 'outside.css'), '.x{}');
    const readCss = buildCssReader(dir);
    expect(readCss('/_next/static/chunks/a.css')).toBe('.a{}');
    expect(readCss('/_next/static/chunks/none.css')).toBeNull();
    expect(readCss('/_next/static/../outside.css')).toBeNull();
    expect(readCss('/other/a.css')).toBeNull();
  });
});
