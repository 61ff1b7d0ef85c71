import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it reads the schema, never a live database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
});
