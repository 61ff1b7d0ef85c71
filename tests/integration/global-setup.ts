import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database on TEST_DATABASE_URL's server that each test file's database is copied from. */
    templateDatabase: string | null;
  }
}

/**
 * On PostgreSQL, the migrations run once per run into a template database; each test file then gets
 * its own copy (`create database … template …`, a fraction of a second) instead of migrating an
 * empty database itself. PGlite files keep migrating their in-memory database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('templateDatabase', null);
    return;
  }
  const name = `openhow_test_template_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const migrator = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(migrator), { migrationsFolder: path.join(process.cwd(), 'db', 'migrations') });
  } finally {
    // The template must have no connections left when the files copy it.
    await migrator.end();
  }
  project.provide('templateDatabase', name);
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
