// npx tsx --conditions=react-server scripts/bench/notifications.ts – notification fan-out: one share
// to a 1,000-member team through the domain function (shareWorkflow: permission check, recipient
// resolution, aggregation check, multi-row insert, history, live announcement, in one transaction)
// beside a bare multi-row insert of the same 1,000 notification rows, in the same run. Fresh
// in-memory PGlite, then PostgreSQL when TEST_DATABASE_URL is set.
// Goal: ≤ 1 s server time per share (p95), stated beside the bare insert's time.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { closeDb, getDb, type Db } from '@/db/client';
import { notifications, organizations, teamMembers, teams, users, workflows, workspaceGroups, workspaceMembers, workspaces } from '@/db/schema';
import { createAuthSession } from '@/lib/auth/queries';
import { loadSessionContext } from '@/lib/auth/session';
import { shareWorkflow } from '@/lib/notifications/share';
import { shareWorkflowSchema } from '@/lib/notifications/share-schema';

const MEMBERS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);

async function seed(db: Db) {
  const clientKey = `bench${randomBytes(3).toString('hex')}`;
  const [org] = await db.insert(organizations).values({ name: 'Bench Org', clientKey }).returning();
  const [group] = await db.insert(workspaceGroups).values({ organizationId: org.id, name: 'All' }).returning();
  const [ws] = await db.insert(workspaces).values({ organizationId: org.id, groupId: group.id, name: 'Line' }).returning();
  const [sender] = await db.insert(users).values({ organizationId: org.id, email: `sender@${clientKey}.example.com`, displayName: 'Bench Sender', role: 'viewer' }).returning();
  await db.insert(workspaceMembers).values({ organizationId: org.id, workspaceId: ws.id, userId: sender.id, role: 'viewer' });
  const members = await db
    .insert(users)
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ organizationId: org.id, email: `m${i}@${clientKey}.example.com`, displayName: `Member ${i}`, role: 'viewer' })))
    .returning({ id: users.id });
  const [team] = await db.insert(teams).values({ organizationId: org.id, name: 'Everyone' }).returning();
  await db.insert(teamMembers).values(members.map((m) => ({ organizationId: org.id, teamId: team.id, userId: m.id })));
  const [wf] = await db.insert(workflows).values({ organizationId: org.id, workspaceId: ws.id, title: 'Bench workflow', published: true, publishedAt: new Date(), processed: true, videoDuration: 60 }).returning();
  const session = await createAuthSession(db, { orgId: org.id, userId: sender.id, method: 'password', isSharedAccount: false, ttlSeconds: 3600 });
  const context = await loadSessionContext(db, session.id);
  if (!context) throw new Error('no session');
  return { org, sender, members: members.map((m) => m.id), team, wf, context };
}

type World = Awaited<ReturnType<typeof seed>>;

/** What any implementation must at least do: one multi-row insert of the 1,000 rows. */
async function bareInsert(db: Db, w: World) {
  const activity = [{ senderId: w.sender.id, senderName: 'Bench Sender', counter: 1, read: false }];
  await db.insert(notifications).values(
    w.members.map((userId) => ({ organizationId: w.org.id, userId, type: 'bench-bare', workflowId: w.wf.id, message: 'Please watch', activity, summary: { title: 'Bench workflow' } })),
  );
}

const clear = (db: Db, orgId: string) => db.execute(sql`delete from notifications where organization_id = ${orgId}`);

async function sample(runs: number, before: () => Promise<unknown>, fn: () => Promise<unknown>) {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before();
    const start = performance.now();
    await fn();
    out.push(performance.now() - start);
  }
  out.sort((a, b) => a - b);
  return { median: out[Math.floor(out.length / 2)], max: out[out.length - 1] };
}

type Row = { backend: string; share: { median: number; max: number }; again: { median: number; max: number }; bare: { median: number; max: number } };

async function measure(backend: string): Promise<Row> {
  const db = await getDb();
  const w = await seed(db);
  const input = shareWorkflowSchema.parse({ workflowId: w.wf.id, message: 'Please watch', teams: [w.team.id] });
  const check = await shareWorkflow(w.context, input);
  if (check.created !== MEMBERS) throw new Error(`expected ${MEMBERS} new notifications, got ${JSON.stringify(check)}`);
  // A first share (every card new) and a repeated one (every card aggregated), each from a clean start.
  const share = await sample(RUNS, () => clear(db, w.org.id), () => shareWorkflow(w.context, input));
  const again = await sample(RUNS, async () => (await clear(db, w.org.id), await shareWorkflow(w.context, input)), () => shareWorkflow(w.context, input));
  const bare = await sample(RUNS, () => clear(db, w.org.id), () => bareInsert(db, w));
  return { backend, share, again, bare };
}

async function main() {
  const results: Row[] = [];
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = 'memory://';
  results.push(await measure('PGlite'));
  await closeDb();
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `openhow_bench_${randomBytes(4).toString('hex')}`;
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    try {
      const url = new URL(server);
      url.pathname = `/${name}`;
      process.env.DATABASE_URL = url.toString();
      results.push(await measure('PostgreSQL'));
      await closeDb();
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  const ms = (n: number) => n.toFixed(1).padStart(8);
  console.log(`\nShare to a ${MEMBERS}-member team, ${RUNS} runs each (median / max, ms), node ${process.version}\n`);
  console.log('backend     | share (new cards) | share (aggregated) | bare insert | share / bare');
  console.log('------------|-------------------|--------------------|-------------|-------------');
  for (const r of results) {
    console.log(`${r.backend.padEnd(11)} | ${ms(r.share.median)} / ${ms(r.share.max)} | ${ms(r.again.median)} / ${ms(r.again.max)} | ${ms(r.bare.median)} | ${(r.share.median / r.bare.median).toFixed(2)}×`);
  }
  const slowest = Math.max(...results.flatMap((r) => [r.share.max, r.again.max]));
  console.log(`\nGoal: ≤ 1000 ms server time per share → slowest run ${slowest.toFixed(1)} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
