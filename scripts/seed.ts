// npm run seed – migrates the configured database and adds the demo organisation (idempotent).
import { closeDb, getDb } from '@/db/client';
import { seedDemo } from '@/lib/demo/seed';
import { seedDemoWorkflows } from '@/lib/demo/workflows';

async function main() {
  const db = await getDb();
  const result = await seedDemo(db);
  console.log(result.created ? 'Demo organisation created.' : 'Demo organisation already present.');
  // Real videos through the real pipeline (a minute or so, once): new users see real content at once.
  const videos = await seedDemoWorkflows(db, result.orgId, (line) => console.log(line));
  console.log(videos.skipped ? `Demo workflows skipped: ${videos.skipped}.` : `Demo workflows created: ${videos.created}.`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
