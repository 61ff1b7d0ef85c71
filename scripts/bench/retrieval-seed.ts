// The generated corpus of scripts/bench/retrieval.ts: one organisation with `chunks` passages
// (transcript windows of look-alike maintenance workflows, 20 per workflow, over 10 workspaces of
// which 2 private), the knowledge-retrieval corpus with known answers among them, and a second
// organisation with a tenth as many. Rows go in as multi-row inserts of 1,000 with the embeddings
// made in this process (the offline embedder), so 100,000 passages take about a minute, not an hour
// of indexing jobs.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { knowledgeChunks, organizations, users, workflows } from '@/db/schema';
import { chunkTsv, backfillKnowledge } from '@/lib/knowledge/indexer';
import { OFFLINE_EMBEDDING_MODEL, offlineEmbedding } from '@/lib/knowledge/offline-embedding';
import { addMember, createOrg, createUser, createWorkspace } from '../../tests/helpers/factories';
import { CORPUS, createCorpusWorkflow } from '../../tests/integration/knowledge-fixtures';

const PER_WORKFLOW = 20;
const BATCH = 1000;

const MACHINES = 'press lathe pump compressor mixer packer robot oven chiller hoist palletiser grinder extruder boiler crane furnace kiln loader sorter shredder welder saw drill router sander labeller capper filler wrapper conveyor'.split(' ');
const PARTS = 'guard bearing motor filter valve hose coupling sensor panel seal chain fan gearbox spindle clutch nozzle pulley belt blade cylinder piston gasket fuse relay switch damper heater pipe tank lever'.split(' ');
const ACTIONS = 'inspect tighten clean replace lubricate adjust calibrate drain refill align test record measure remove refit'.split(' ');
const WHY = ['before the shift starts', 'after every batch', 'when the warning light flashes', 'once a week', 'if you hear a rattle', 'when the pressure drops', 'at the end of the day', 'after a jam'];
const GEAR = ['gloves', 'safety glasses', 'ear defenders', 'a face shield', 'steel toe boots', 'a hard hat'];

function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** One passage of look-alike instructions: three sentences over the trade vocabulary. */
function passage(next: () => number, machine: string): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const sentences = [
    () => `${pick(ACTIONS)} the ${pick(PARTS)} of the ${machine} ${pick(WHY)}.`,
    () => `Wear ${pick(GEAR)} when you ${pick(ACTIONS)} the ${pick(PARTS)}.`,
    () => `Set the ${pick(PARTS)} to ${5 + Math.floor(next() * 90)} units and ${pick(ACTIONS)} the ${pick(PARTS)}.`,
    () => `Switch off the ${machine} and lock the isolator before you ${pick(ACTIONS)} the ${pick(PARTS)}.`,
    () => `Write the ${pick(PARTS)} reading in the ${machine} log ${pick(WHY)}.`,
  ];
  return Array.from({ length: 3 }, () => pick(sentences)()).map((s) => s[0]!.toUpperCase() + s.slice(1)).join(' ');
}

/** The callers of a corpus seeded earlier (BENCH_KEEP_DATABASE=1), or null. */
export async function seededRetrievalCorpus(db: Db) {
  const [org] = await db.select().from(organizations).where(eq(organizations.name, 'Retrieval bench'));
  if (!org) return null;
  const people = await db.select().from(users).where(eq(users.organizationId, org.id));
  const caller = (role: string) => {
    const user = people.find((u) => u.role === role)!;
    return { user: { ...user, roles: {} }, org: { id: org.id } };
  };
  return { org, callers: { viewer: caller('viewer'), admin: caller('admin-organization') } };
}

export type RetrievalWorld = Awaited<ReturnType<typeof seedRetrievalCorpus>>;

export async function seedRetrievalCorpus(db: Db, chunks: number) {
  const org = await createOrg({ name: 'Retrieval bench' });
  const viewer = await createUser(org.id, 'viewer');
  const admin = await createUser(org.id, 'admin-organization');
  const publisher = await createUser(org.id, 'publisher');
  const spaces = [];
  for (let i = 0; i < 10; i++) spaces.push(await createWorkspace(org.id, { name: `Area ${i}`, private: i >= 8 }));
  // The viewer is assigned one private workspace; the other stays hidden from them.
  await addMember(org.id, spaces[8]!.id, viewer.id, 'viewer');
  for (const spec of CORPUS) await createCorpusWorkflow(spec, { orgId: org.id, workspaceId: spaces[0]!.id, authorId: publisher.id });
  await backfillKnowledge(db, { organizationId: org.id }, { AI_PROVIDER: 'none' });
  const other = await createOrg({ name: 'Retrieval bench neighbour' });
  const otherSpace = await createWorkspace(other.id);
  // The full-text index is built once after the load (as a restore does), not row by row.
  await db.execute(sql`drop index knowledge_chunks_tsv_idx`);
  await fill(db, org.id, spaces.map((s) => s.id), chunks, 1);
  await fill(db, other.id, [otherSpace.id], Math.round(chunks / 10), 2);
  await db.execute(sql`create index knowledge_chunks_tsv_idx on knowledge_chunks using gin (tsv) with (fastupdate = false)`);
  await db.execute(sql`analyze knowledge_chunks`);
  await db.execute(sql`analyze workflows`);
  const caller = (user: { id: string; role: string | null }) => ({ user: { ...user, roles: {} }, org: { id: org.id } });
  return { org, callers: { viewer: caller(viewer), admin: caller(admin) } };
}

async function fill(db: Db, organizationId: string, workspaceIds: string[], chunks: number, seed: number) {
  const next = random(seed);
  const workflowCount = Math.ceil(chunks / PER_WORKFLOW);
  const ids: Array<{ id: string; title: string; machine: string }> = [];
  for (let i = 0; i < workflowCount; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, workflowCount - i) }, (_, j) => {
      const machine = MACHINES[(i + j) % MACHINES.length]!;
      return {
        organizationId, workspaceId: workspaceIds[(i + j) % workspaceIds.length]!, title: `${machine} routine ${i + j + 1}`, published: (i + j) % 25 !== 0,
        publishedAt: new Date(), convertStatus: 'finished', processed: true,
      };
    });
    const inserted = await db.insert(workflows).values(rows).returning({ id: workflows.id, title: workflows.title });
    ids.push(...inserted.map((r) => ({ ...r, machine: r.title.split(' ')[0]! })));
  }
  for (let i = 0; i < chunks; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, chunks - i) }, (_, j) => {
      const n = i + j;
      const workflow = ids[Math.floor(n / PER_WORKFLOW)]!;
      const content = passage(next, workflow.machine);
      const title = `${workflow.title} — step ${(n % PER_WORKFLOW) + 1}`;
      return {
        organizationId, sourceKind: 'transcript', sourceId: workflow.id, workflowId: workflow.id, position: n % PER_WORKFLOW, startTime: (n % PER_WORKFLOW) * 10,
        languageCode: 'en-us', title, content, tsv: chunkTsv(title, content, 'en-us'),
        embedding: offlineEmbedding(`${title}. ${content}`, 'en-us'), embeddingModel: OFFLINE_EMBEDDING_MODEL,
      };
    });
    await db.insert(knowledgeChunks).values(rows as never);
  }
}
