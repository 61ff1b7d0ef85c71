// npm run knowledge:backfill [organisationId] – (re)builds the assistant's chunk index of every published workflow,
// after the first deployment of lib/knowledge or a change of embedding model (AI provider or OPENAI_EMBEDDING_MODEL).
import { closeDb, getDb } from '@/db/client';
import { backfillKnowledge } from '@/lib/knowledge/indexer';

async function main() {
  const organizationId = process.argv[2];
  const result = await backfillKnowledge(await getDb(), organizationId ? { organizationId } : {});
  console.log(`Indexed ${result.workflows} workflows: ${result.chunks} passages.`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
