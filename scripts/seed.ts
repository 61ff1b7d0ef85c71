// npm run seed – migrates the configured database and adds the demo organisation (idempotent).
import { closeDb, getDb } from '@/db/client';
import { seedDemo } from '@/lib/demo/seed';
import { seedDemoWorkflows } from '@/lib/demo/workflows';
import { backfillKnowledge } from '@/lib/knowledge/indexer';

async function main() {
  const db = await getDb();
  const result = await seedDemo(db);
  console.log(result.created ? 'Demo organisation created.' : 'Demo organisation already present.');
  // Real videos through the real pipeline (a minute or so, once): new users see real content at once.
  const videos = await seedDemoWorkflows(db, result.orgId, (line) => console.log(line));
  console.log(videos.skipped ? `Demo workflows skipped: ${videos.skipped}.` : `Demo workflows created: ${videos.created}.`);
  // The assistant's knowledge of the demo organisation (lib/knowledge; idempotent).
  const knowledge = await backfillKnowledge(db, { organizationId: result.orgId });
  console.log(`Assistant knowledge: ${knowledge.chunks} passages of ${knowledge.workflows} workflows.`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
