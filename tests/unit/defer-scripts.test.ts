import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error – plain .mjs modules of the production server, without type declarations
import { deferPublicScripts, deferScripts } from '../../scripts/defer-scripts.mjs';
// @ts-expect-error – as above
import { fastGzip } from '../../scripts/fast-gzip.mjs';
import { listenLocally, rawGet } from '../helpers/raw-http';

const ID = '9afdfcfb-25a9-4697-909e-f38cd14ec201';
// The shape of a Next.js page: preload and async scripts in the head, the polyfills as noModule,
// one more script in the body, inline flight data that must stay where it is.
const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/b.css" as="style"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><video autoplay="" muted=""><source src="/m/720.mp4" type="video/mp4"/></video>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

/** The list the page's loader is called with. */
const loaderList = (html: string) => JSON.parse(/\}\)\((\[.*?\]),1500\)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('deferScripts (scripts/defer-scripts.mjs)', () => {
  it('replaces the external scripts and script preloads with one loader of the same scripts, in order', () => {
    const html = deferScripts(PAGE);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('as="script"');
    expect(loaderList(html)).toEqual([
      { src: '/_next/static/chunks/one.js', async: '' },
      { src: '/_next/static/chunks/two.js', async: '' },
      { src: '/_next/static/chunks/polyfills.js', noModule: '' },
      { src: '/_next/static/chunks/main.js', async: '' },
    ]);
    // The loader ends the body, after the video (an inline script in the head would hold the parser,
    // and the video's request, until the stylesheets arrive); the rest is untouched.
    expect(html).toMatch(/<\/video>[^]*<script>\(function startAfterFirstFrame[^]*<\/script><\/body><\/html>$/);
    expect(html).toContain('</head><body><video');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain('<link rel="preload" href="/_next/static/chunks/b.css" as="style"/>');
    expect(html).toContain('<video autoplay="" muted=""><source src="/m/720.mp4" type="video/mp4"/></video>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
  });

  it('cannot be made to close its own script element by a script address', () => {
    const html = deferScripts('<html><head><script src="/a.js?x=</script><b>" async=""></script></head></html>');
    const loader = html.slice(html.indexOf('<script>'), html.lastIndexOf('</script>'));
    expect(loader).not.toContain('</script>');
    expect(loader).toContain('\\u003c/script>');
  });

  it('gives the loader the page\'s script nonce, and the scripts it appends keep theirs', () => {
    const html = deferScripts('<html><head><script nonce="n0nce+/=" src="/a.js" async=""></script></head><body></body></html>', 'n0nce+/=');
    expect(html).toMatch(/<script nonce="n0nce\+\/=">\(function startAfterFirstFrame/);
    expect(loaderList(html)).toEqual([{ nonce: 'n0nce+/=', src: '/a.js', async: '' }]);
  });

  it('leaves a page without external scripts as it is', () => {
    const page = '<html><head><script>inline()</script></head><body>x</body></html>';
    expect(deferScripts(page)).toBe(page);
  });
});

describe('deferPublicScripts in front of Next (scripts/defer-scripts.mjs)', () => {
  let local: Awaited<ReturnType<typeof listenLocally>>;
  beforeAll(async () => {
    // Stands in for Next's handler: it streams the page in small pieces, splitting tags.
    const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
      const notFound = req.url?.includes('missing');
      res.statusCode = notFound ? 404 : 200;
      res.setHeader('content-type', req.url?.endsWith('/json') ? 'application/json' : 'text/html; charset=utf-8');
      for (let i = 0; i < PAGE.length; i += 37) res.write(PAGE.slice(i, i + 37));
      res.end();
    };
    local = await listenLocally(fastGzip(deferPublicScripts(next)));
  });
  afterAll(() => local.close());
  const get = (path: string, headers: Record<string, string> = {}) => rawGet(local.base + path, headers);

  it('sends the public player pages with deferred scripts, compressed as before', async () => {
    for (const path of [`/p/${ID}`, `/p/${ID}/${ID}`, `/playerfullscreenpublic/${ID}`]) {
      const res = await get(path, { 'accept-encoding': 'gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(res.body).toString(), path).toBe(deferScripts(PAGE));
    }
    expect((await get(`/p/${ID}`)).body.toString()).toBe(deferScripts(PAGE));
  });

  it('passes everything else through unchanged', async () => {
    const untouched = [
      [`/home/overview`, {}],
      [`/playermain/${ID}`, {}],
      [`/p/${ID}`, { rsc: '1' }],
      [`/p/${ID}/missing`, {}],
      [`/p/${ID}/json`, {}],
    ] as const;
    for (const [path, headers] of untouched) expect((await get(path, headers)).body.toString(), path).toBe(PAGE);
  });
});
