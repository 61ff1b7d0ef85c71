import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying: under the
 * Content-Security-Policy (lib/http/csp.ts: no 'unsafe-eval') that try is a reported violation on
 * every page that validates something. Told up front, it never tries. Imported for its effect by
 * the client roots (app providers, catalogue provider, player) before any schema parses.
 */
z.config({ jitless: true });
