// Run by scripts/bench/transcription-editor.ts before the bench server starts (same env): a
// two-hour workflow with a generated 20,000-word transcript in the demo organisation. Prints its id.
import { getDb } from '@/db/client';
import { workflows } from '@/db/schema';
import { demoAuthoringContext } from './demo-context';
import { saveTranscript } from '@/lib/workflows/pipeline/stage-speech';
import { generateTranscript } from './transcription-data';

async function main() {
  const db = await getDb();
  const { org, publisher, ws } = await demoAuthoringContext(db);
  const [row] = await db
    .insert(workflows)
    .values({ organizationId: org.id, workspaceId: ws.id, authorId: publisher.id, title: 'Bench: two-hour transcript', published: false, processed: true, videoDuration: 7200 })
    .returning();
  await saveTranscript(db, { orgId: org.id, workflowId: row.id, languageCode: 'en-us', source: 'asr', sentences: generateTranscript() });
  process.stdout.write(`BENCH_WORKFLOW=${row.id}\n`);
  process.exit(0);
}

void main();
