// Run by scripts/bench/transcription-editor.ts before the bench server starts (same env): a
// two-hour workflow with a generated 20,000-word transcript in the demo organisation. Prints its id.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { organizations, users, workflows, workspaces } from '@/db/schema';
import { DEMO_CLIENT_KEY } from '@/lib/demo/seed';
import { saveTranscript } from '@/lib/workflows/pipeline/stage-speech';
import { generateTranscript } from './transcription-data';

async function main() {
  const db = await getDb();
  const org = await db.query.organizations.findFirst({ where: eq(organizations.clientKey, DEMO_CLIENT_KEY) });
  if (!org) throw new Error('demo organisation missing');
  const publisher = await db.query.users.findFirst({ where: and(eq(users.organizationId, org.id), eq(users.email, 'publisher@demo.example.com')) });
  const ws = await db.query.workspaces.findFirst({ where: and(eq(workspaces.organizationId, org.id), eq(workspaces.name, 'Assembly Line A')) });
  if (!publisher || !ws) throw new Error('demo publisher or workspace missing');
  const [row] = await db
    .insert(workflows)
    .values({ organizationId: org.id, workspaceId: ws.id, authorId: publisher.id, title: 'Bench: two-hour transcript', published: false, processed: true, videoDuration: 7200 })
    .returning();
  await saveTranscript(db, { orgId: org.id, workflowId: row.id, languageCode: 'en-us', source: 'asr', sentences: generateTranscript() });
  process.stdout.write(`BENCH_WORKFLOW=${row.id}\n`);
  process.exit(0);
}

void main();
