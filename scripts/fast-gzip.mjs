// Response compression for the dynamic answers. Next gzips them itself at zlib's default level
// (6), which for a signed-in page of ~50 KB costs about 1.7 ms of CPU per request — more than the
// page's database reads. Level 1 costs about a third of that for an answer ~13 % larger (bench of
// /home/overview: 1.7 → 0.5 ms, 13.0 → 14.7 KB). Next's own compressor never sees the client's
// Accept-Encoding, so nothing is compressed twice. The work is done by `compression` (the npm
// middleware Next itself bundles a copy of), which sets Vary, honours no-transform, leaves small
// bodies and encoded answers alone, streams, and releases its zlib stream when a client goes away.
// It would prefer brotli (quality 4, more CPU than gzip level 1): only gzip and deflate are offered to it.
import compression from 'compression';

const GZIP_LEVEL = 1;

/** The client's Accept-Encoding with gzip for `*` and without the other codings (brotli, zstd). */
export function gzipOnly(acceptEncoding) {
  if (typeof acceptEncoding !== 'string') return acceptEncoding;
  return acceptEncoding
    .split(',')
    .map((part) => part.replace(/^\s*\*/, 'gzip'))
    .filter((part) => /^\s*(gzip|deflate|identity)\s*(;|$)/i.test(part))
    .join(',');
}

/** Wraps a request handler so that its answers are compressed here, at level 1. */
export function fastGzip(handle) {
  const compress = compression({ level: GZIP_LEVEL });
  return function serve(req, res) {
    const acceptEncoding = req.headers['accept-encoding'];
    delete req.headers['accept-encoding'];
    // The middleware reads only the method and Accept-Encoding of the request.
    compress({ method: req.method, headers: { 'accept-encoding': gzipOnly(acceptEncoding) } }, res, () => undefined);
    return handle(req, res);
  };
}
