// Brotli for the build's static files. Next compresses responses with gzip only; its chunks never
// change within a build, so each text file is compressed once at the highest brotli quality, off
// the event loop, and kept in memory. Until a file's turn has come, or for clients without
// brotli, Next's own handler answers as before.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.txt': 'text/plain; charset=utf-8' };
const PREFIX = '/_next/static/';

/** Starts compressing `.next/static` in the background; returns the request handler that serves the results. */
export function staticBrotli(dir = path.join(process.cwd(), '.next', 'static')) {
  /** URL path → compressed body. */
  const ready = new Map();
  void (async () => {
    const files = await readdir(dir, { recursive: true }).catch(() => []);
    for (const file of files) {
      if (!(path.extname(file) in TYPES)) continue;
      try {
        const raw = await readFile(path.join(dir, file));
        const body = await compress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        if (body.length < raw.length) ready.set(PREFIX + file.split(path.sep).join('/'), body);
      } catch {
        // A file that cannot be read or compressed is served by Next as before.
      }
    }
  })();

  /** Answers the request when it can (true), else leaves it to Next (false). */
  return function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(PREFIX)) return false;
    const body = ready.get(url.split('?')[0]);
    if (!body || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(url.split('?')[0])],
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
