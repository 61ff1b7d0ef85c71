import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Tests that need a real PostgreSQL server (a TCP proxy in front of it) run when TEST_DATABASE_URL names one.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ['tests/integration/postgres-*.test.ts'];

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // Tests import server modules directly, outside a React Server environment: `server-only`
    // resolves to its no-op build there, as Next resolves it for server code.
    alias: [{ find: /^server-only$/, replacement: fileURLToPath(new URL('node_modules/server-only/empty.js', import.meta.url)) }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...postgresOnly],
          environment: 'node',
          setupFiles: ['tests/integration/setup.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // Two files at a time even on 2 cores (the default there is one): much of a file's time is
          // spent waiting on the database server, ffmpeg and sockets.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
