// npx tsx --conditions=react-server scripts/bench/users.ts – the admin user search at 10,000 users: p50/p95 of the domain
// function (page 1, 20 rows, with and without a keyword) beside a raw SQL query returning the same
// page in the same run. Fresh in-memory PGlite, then PostgreSQL when TEST_DATABASE_URL is set.
// Goal: ≤ 3× the raw query and under 50 ms.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { closeDb, getDb, type Db } from '@/db/client';
import { organizations, users, workspaceGroups, workspaceMembers, workspaces } from '@/db/schema';
import { createAuthSession } from '@/lib/auth/queries';
import { loadSessionContext } from '@/lib/auth/session';
import { searchUsersSchema } from '@/lib/users/admin/schema';
import { searchUsers } from '@/lib/users/admin/search-users';
import { sharedAccountPattern } from '@/lib/users/admin/search-queries';

const USERS = 10_000;
const ITERATIONS = 200;
const WARMUP = 20;
const FIRST = ['Anna', 'Ben', 'Carla', 'David', 'Elif', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kemal', 'Lena', 'Mateo', 'Nora', 'Oskar', 'Priya'];
const LAST = ['Smith', 'Müller', 'Garcia', 'Rossi', 'Kowalski', 'Nguyen', 'Silva', 'Yilmaz', 'Dubois', 'Tanaka', 'Olsen', 'Novak', 'Haddad', 'Berg'];

async function seed(db: Db) {
  const clientKey = `bench${randomBytes(3).toString('hex')}`;
  const [org] = await db.insert(organizations).values({ name: 'Bench Org', clientKey }).returning();
  const [group] = await db.insert(workspaceGroups).values({ organizationId: org.id, name: 'All' }).returning();
  const ws = await db
    .insert(workspaces)
    .values(Array.from({ length: 20 }, (_, i) => ({ organizationId: org.id, groupId: group.id, name: `Workspace ${i}` })))
    .returning();
  const [admin] = await db.insert(users).values({ organizationId: org.id, email: `admin@${clientKey}.example.com`, displayName: 'Bench Admin', role: 'admin-organization' }).returning();
  for (let start = 0; start < USERS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, j) => {
      const i = start + j;
      const name = `${FIRST[i % FIRST.length]} ${LAST[(i + Math.floor(i / FIRST.length)) % LAST.length]} ${i}`;
      return {
        organizationId: org.id,
        email: `user${i}@${clientKey}.example.com`,
        displayName: name,
        employeeId: i % 10 === 0 ? `E${i}` : null,
        role: 'viewer',
        invitationStatus: i % 9 === 0 ? 'pending' : null,
        lastInteraction: i % 3 === 0 ? new Date(Date.now() - i * 60_000) : null,
      };
    });
    const inserted = await db.insert(users).values(rows).returning({ id: users.id });
    await db
      .insert(workspaceMembers)
      .values(inserted.map((u, j) => ({ organizationId: org.id, workspaceId: ws[(start + j) % ws.length].id, userId: u.id, role: 'viewer' })));
  }
  const session = await createAuthSession(db, { orgId: org.id, userId: admin.id, method: 'password', isSharedAccount: false, ttlSeconds: 3600 });
  const context = await loadSessionContext(db, session.id);
  if (!context) throw new Error('no session');
  return { org, context };
}

/** The same page written by hand: what any implementation must at least do. */
function rawPage(db: Db, orgId: string, clientKey: string, keyword: string) {
  const pattern = `%${keyword}%`;
  return db.execute(sql`
    select id, email, employee_id, display_name, role, disabled, invitation_status, last_interaction, created_at, count(*) over () as total
    from users
    where organization_id = ${orgId} and email not like ${sharedAccountPattern(clientKey)}
      and (${keyword} = '' or display_name ilike ${pattern} or email ilike ${pattern} or employee_id ilike ${pattern})
    order by lower(display_name), id
    limit 20`);
}

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(ITERATIONS * 0.5)], p95: samples[Math.floor(ITERATIONS * 0.95)] };
}

type Row = { backend: string; search: string; p50: number; p95: number; rawP50: number; rawP95: number };

async function measure(backend: string): Promise<Row[]> {
  const db = await getDb();
  const started = performance.now();
  const { org, context } = await seed(db);
  console.log(`${backend}: seeded ${USERS} users in ${Math.round(performance.now() - started)} ms`);
  const rows: Row[] = [];
  for (const keyword of ['', 'smith']) {
    const input = searchUsersSchema.parse({ query: keyword });
    const check = await searchUsers({ session: context, input });
    if (check.items.hits.length !== 20) throw new Error(`expected a full page, got ${check.items.hits.length}`);
    const domain = await time(() => searchUsers({ session: context, input }));
    const raw = await time(() => rawPage(db, org.id, org.clientKey, keyword));
    rows.push({ backend, search: keyword ? `keyword "${keyword}" (${check.total} hits)` : `no keyword (${check.total} hits)`, ...domain, rawP50: raw.p50, rawP95: raw.p95 });
  }
  return rows;
}

async function main() {
  const results: Row[] = [];
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = 'memory://';
  results.push(...(await measure('PGlite')));
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
      results.push(...(await measure('PostgreSQL')));
      await closeDb();
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  const ms = (n: number) => n.toFixed(2).padStart(7);
  console.log(`\nUser search, page 1 of 20 rows, ${ITERATIONS} runs each (after ${WARMUP} warm-up), node ${process.version}\n`);
  console.log('backend     | search                         | domain p50 | domain p95 | raw p50 | raw p95 | p95 ratio');
  console.log('------------|--------------------------------|------------|------------|---------|---------|----------');
  for (const r of results) {
    console.log(`${r.backend.padEnd(11)} | ${r.search.padEnd(30)} | ${ms(r.p50)}    | ${ms(r.p95)}    | ${ms(r.rawP50)} | ${ms(r.rawP95)} | ${(r.p95 / r.rawP95).toFixed(2)}×`);
  }
  const worst = Math.max(...results.map((r) => r.p95 / r.rawP95));
  const slowest = Math.max(...results.map((r) => r.p95));
  console.log(`\nGoal: ≤ 3× the raw query and < 50 ms → worst ratio ${worst.toFixed(2)}×, slowest p95 ${slowest.toFixed(1)} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
