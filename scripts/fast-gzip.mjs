// Response compression for the dynamic answers. Next gzips them itself at zlib's default level
// (6), which for a signed-in page of ~50 KB costs about 1.7 ms of CPU per request — more than the
// page's database reads. Level 1 costs about a third of that for an answer ~13 % larger (bench of
// /home/overview: 1.7 → 0.5 ms, 13.0 → 14.7 KB). Next's own compressor never sees the client's
// Accept-Encoding, so nothing is compressed twice; the same middleware (Next's copy of
// `compression`) does the work, so Vary, no-transform, small bodies and streaming behave as before.
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js';
import compression from 'next/dist/compiled/compression/index.js';

const GZIP_LEVEL = 1;

/** Wraps Next's request handler so that its answers are compressed here, at level 1. */
export function fastGzip(handle) {
  const compress = compression({ level: GZIP_LEVEL });
  return function serve(req, res) {
    const acceptEncoding = req.headers['accept-encoding'];
    delete req.headers['accept-encoding'];
    // The middleware reads only the method and Accept-Encoding of the request.
    compress({ method: req.method, headers: { 'accept-encoding': acceptEncoding } }, res, () => undefined);
    // A client that disconnects early would otherwise leave the zlib stream open (as in Next).
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    return handle(req, res);
  };
}
