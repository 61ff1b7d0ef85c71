// npm run seed – migrates the configured database and adds the demo organisation (idempotent).
import { closeDb, getDb } from '@/db/client';
import { seedDemo } from '@/lib/demo/seed';

async function main() {
  const result = await seedDemo(await getDb());
  console.log(result.created ? 'Demo organisation created.' : 'Demo organisation already present.');
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
