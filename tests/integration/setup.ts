import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll } from 'vitest';
import { closeDb } from '@/db/client';

// Each test file gets its own empty, migrated database: a fresh PGlite in memory by default, or
// a throw-away database on the PostgreSQL server named by TEST_DATABASE_URL.
process.env.NEXTAUTH_SECRET ??= 'integration-test-secret';
process.env.NEXTAUTH_URL ??= 'http://localhost:3000';
process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'openhow-storage-'));

const serverUrl = process.env.TEST_DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;

if (serverUrl) {
  const name = `openhow_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
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

afterAll(async () => {
  await closeDb();
  await dropDatabase?.();
});
