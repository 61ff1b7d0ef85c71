// Production server: Next's request handler behind a plain HTTP server, so the socket's address
// reaches the app in a header no client can forge (see scripts/remote-addr.mjs, lib/net/client-ip.ts).
import http from 'node:http';
import next from 'next';
import { deferPublicScripts } from './defer-scripts.mjs';
import { fastGzip } from './fast-gzip.mjs';
import { buildCssReader, inlineStyles } from './inline-styles.mjs';
import { publicPageCache } from './page-cache.mjs';
import { accumulateVary } from './public-pages.mjs';
import { drawRemoteAddrKey, stampRemoteAddr } from './remote-addr.mjs';
import { staticBrotli } from './static-brotli.mjs';
import { unavailableStatus } from './unavailable-status.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
// Before Next loads: the app (middleware, route handlers) runs in this process and reads the key.
const remoteAddrKey = drawRemoteAddrKey();
const app = next({ dev: false, hostname, port });
// A page render that failed because the database went away answers 503 (scripts/unavailable-status.mjs).
// The public pages' stylesheets come inlined (scripts/inline-styles.mjs), their scripts after the first frame.
const readCss = buildCssReader();
const render = unavailableStatus(deferPublicScripts(app.getRequestHandler(), (html) => inlineStyles(html, readCss)));

await app.prepare();
const serveStatic = staticBrotli();
const servePage = publicPageCache({ ttlMs: Number(process.env.OPENHOW_PUBLIC_PAGE_CACHE_MS ?? 60_000) });
// The page cache keeps uncompressed HTML (it re-nonces each hit), so it sits inside the compression.
const handle = fastGzip((req, res) => servePage(req, res, render));
const server = http.createServer((req, res) => {
  if (serveStatic(req, res)) return;
  stampRemoteAddr(req, remoteAddrKey);
  // The public pages' Vary (set by the middleware) survives Next's own (lib/player/public-cdn.ts).
  accumulateVary(res);
  handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`OpenHow ready on http://localhost:${port}`);
  // Migrate and start the in-process job workers now rather than on the first request.
  fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
