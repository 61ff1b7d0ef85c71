import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

const config: NextConfig = {
  poweredByHeader: false,
  // OPENHOW_STANDALONE=1 at build time also writes .next/standalone, the container image's server
  // (scripts/container/build-steps.sh; npm test builds so too). Read again at run time, where it is
  // unset: `npm start` and `next start` serve from .next as always.
  ...(process.env.OPENHOW_STANDALONE === '1' ? { output: 'standalone' as const } : {}),
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', 'pg-boss', 'argon2', 'rate-limiter-flexible', 'drizzle-orm', 'pdfjs-dist', 'mammoth'],
  outputFileTracingExcludes: { '*': ['.data/**/*'] },
  // The SCORM / cmi5 package's player and launcher files (lib/scorm/assets), read when a package is built.
  outputFileTracingIncludes: { '/api/**/*': ['./lib/scorm/assets/**/*'] },
  // forbidden() and app/forbidden.tsx: the /403 page answers with HTTP status 403.
  experimental: { authInterrupts: true },
  async headers() {
    // Pages get their Content-Security-Policy, with a nonce per response, from middleware.ts
    // (lib/http/csp.ts); the API, which the middleware does not see, may not be framed.
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors 'self'" }] },
    ];
  },
};

export default withNextIntl(config);
