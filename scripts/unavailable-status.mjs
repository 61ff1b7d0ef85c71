// A page whose render ends in a 500 because the database went away while it rendered (the
// middleware had read the session, or the page reads none there) is answered like every other
// request of an outage: 503 with Retry-After and the translated page, not Next's 500. Next gives a
// server component no way to choose its status, so the server that wraps Next does it: a 500 page
// answer during which a query of this process found the database unavailable
// (globalThis.__openhowDatabaseHealth, lib/http/unavailable.ts) is replaced by the app's 503 page
// (globalThis.__openhowUnavailablePage, lib/http/unavailable-page.ts). API answers say 503 themselves.

const NOT_PAGES = /^\/(?:api|_next)\//;
// Next's headers of its error answer that would contradict the replacement.
const DROPPED = ['content-length', 'content-encoding', 'etag', 'content-type', 'cache-control', 'x-nextjs-cache'];

const failures = () => globalThis.__openhowDatabaseHealth?.failures ?? 0;

/** Wraps Next's request handler (scripts/server.mjs). */
export function unavailableStatus(handle) {
  return function serve(req, res) {
    if (NOT_PAGES.test(req.url ?? '')) return handle(req, res);
    const before = failures();
    const { writeHead, write, end } = res;
    let decided = false;
    let replacing = false;
    const decide = (status) => {
      if (decided || res.headersSent) return replacing;
      decided = true;
      replacing = status === 500 && failures() !== before && typeof globalThis.__openhowUnavailablePage === 'function';
      return replacing;
    };
    res.writeHead = function (status, ...rest) {
      if (decide(status)) return this;
      return writeHead.call(this, status, ...rest);
    };
    res.write = function (chunk, encoding, callback) {
      if (!decide(res.statusCode)) return write.call(this, chunk, encoding, callback);
      (typeof encoding === 'function' ? encoding : callback)?.();
      return true;
    };
    res.end = function (chunk, encoding, callback) {
      if (!decide(res.statusCode)) return end.call(this, chunk, encoding, callback);
      const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
      globalThis.__openhowUnavailablePage(req.headers).then(
        ({ headers, body }) => {
          for (const name of DROPPED) res.removeHeader(name);
          writeHead.call(res, 503, headers);
          end.call(res, body, done);
        },
        () => {
          writeHead.call(res, 503, { 'Retry-After': '5', 'Cache-Control': 'no-store' });
          end.call(res, done);
        },
      );
      return this;
    };
    return handle(req, res);
  };
}
