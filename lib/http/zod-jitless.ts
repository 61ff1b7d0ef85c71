/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying: under the
 * Content-Security-Policy (lib/http/csp.ts: no 'unsafe-eval') that try is a reported violation on
 * every page that validates something. Told up front, it never tries. Imported for its effect by
 * the client roots (app providers, catalogue provider, player) before any schema parses.
 *
 * Without importing zod: every signed-in page loads these roots, most never parse anything on the
 * client, and zod is ~28 kB of their first load. Zod keeps its global settings (`z.config()`) in
 * `globalThis.__zod_globalConfig`, created on first load if absent and shared by every copy, so
 * setting `jitless` there works whether zod loads before or after (tests/unit/zod-jitless.test.ts
 * checks that `z.config()` sees it).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
