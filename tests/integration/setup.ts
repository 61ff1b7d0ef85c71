import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb, getDb } from '@/db/client';
import { stopBoss } from '@/lib/jobs/boss';

// Each test file gets its own empty, migrated database: a fresh PGlite in memory by default, or
// a throw-away copy of the run's migrated template (tests/integration/global-setup.ts) on the
// PostgreSQL server named by TEST_DATABASE_URL.
process.env.NEXTAUTH_SECRET ??= 'integration-test-secret';
process.env.NEXTAUTH_URL ??= 'http://localhost:3000';
// The SSO tests' identity provider runs on 127.0.0.1 (tests/helpers/oidc-stand-in.ts).
process.env.OPENHOW_ALLOW_PRIVATE_OIDC ??= 'true';
process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'openhow-storage-'));

const serverUrl = process.env.TEST_DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;

if (serverUrl) {
  const name = `openhow_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = inject('templateDatabase');
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = 'memory://';
}

// Opening and migrating the database is the slow part of a file's start: done here, under the hook
// timeout, it is not charged to whichever test happens to run first.
beforeAll(async () => {
  await getDb();
}, 120_000);

afterAll(async () => {
  // A job worker a test started (often through an API call) must stop polling before its
  // database closes, or its next poll rejects after the file has finished.
  await stopBoss({ graceful: true, timeoutMs: 5_000 });
  await closeDb();
  await dropDatabase?.();
});
