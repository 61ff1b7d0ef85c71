// The container's web server: the production server (scripts/server.mjs, with its client address,
// page cache and compression) on Next's standalone output. That output has no next.config.ts; the
// build wrote its resolved configuration beside it, and Next reads it from this variable, as the
// standalone output's own server.js does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
process.env.NODE_ENV = 'production';
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(readFileSync('.next/required-server-files.json', 'utf8')).config);
await import('../server.mjs');
