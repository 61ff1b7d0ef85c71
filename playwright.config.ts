import Module from 'node:module';
import { defineConfig } from '@playwright/test';

// The specs import seed modules (tests/e2e/*-seed.ts, tests/helpers/oidc-stand-in.ts) that reach
// server code, and Playwright loads them (in its runner and in every worker, which both read this
// file) outside a React Server environment: there `server-only` is its no-op build, as in
// vitest.config.mts and for the tsx scripts (`--conditions=react-server`).
const serverOnly = require.resolve('server-only');
const noop = new Module(serverOnly);
noop.filename = serverOnly;
noop.loaded = true;
require.cache[serverOnly] = noop;

const PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;

// The server runs the production build on a fresh database seeded with the demo organisation;
// its log is the embedded email delivery, which the tests read for reset and invite links.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // CI shares two cores between the server and the browser; passing checks do not wait longer.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: {
    command: 'bash tests/e2e/start-server.sh',
    url: `${E2E_BASE_URL}/api/health`,
    // The e2e seed runs two short clips through the real pipeline before the server starts.
    timeout: 300_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
  },
});
