// npm run db:migrate – applies the committed migrations (db/migrations) to DATABASE_URL and exits.
// A platform's build step runs it, so a deployment never starts on an older schema; the app
// still migrates on first use where no such step exists.
import { closeDb, getDb } from '@/db/client';

async function main() {
  const url = process.env.DATABASE_URL;
  console.log(url ? `Migrating ${new URL(url).host}${new URL(url).pathname}…` : `Migrating the embedded database in ${process.env.PGLITE_DATA_DIR || '.data/pglite'}…`);
  await getDb();
  await closeDb();
  console.log('Migrations applied.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
