// Shared by the skills benches (skills-matrix.ts, skill-reminders.ts): an organisation with N people
// directly assigned to M published skills of one workspace, progress rows already made (as after a
// first read), seeded with INSERT … SELECT; and the PGlite-then-PostgreSQL runner of notifications.ts.
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import postgres from 'postgres';
import { closeDb, getDb, type Db } from '@/db/client';
import { organizations, playlists, users, workspaceGroups, workspaces } from '@/db/schema';
import { createAuthSession } from '@/lib/auth/queries';
import { loadSessionContext } from '@/lib/auth/session';

export type SkillsSeed = { people: number; skills: number; dueDays: number; startedDaysAgo: number };

export async function seedSkills(db: Db, s: SkillsSeed) {
  const clientKey = `bench${randomBytes(3).toString('hex')}`;
  const [org] = await db.insert(organizations).values({ name: 'Bench Org', clientKey }).returning();
  const [group] = await db.insert(workspaceGroups).values({ organizationId: org.id, name: 'All' }).returning();
  const [ws] = await db.insert(workspaces).values({ organizationId: org.id, groupId: group.id, name: 'Plant' }).returning();
  const [admin] = await db.insert(users).values({ organizationId: org.id, email: `admin@${clientKey}.example.com`, displayName: 'Bench Admin', role: 'admin-organization' }).returning();
  for (let i = 0; i < s.people; i += 5_000) {
    const n = Math.min(5_000, s.people - i);
    await db.insert(users).values(Array.from({ length: n }, (_, k) => ({ organizationId: org.id, email: `p${i + k}@${clientKey}.example.com`, displayName: `Person ${String(i + k).padStart(6, '0')}`, role: 'viewer' })));
  }
  await db.insert(playlists).values(Array.from({ length: s.skills }, (_, i) => ({ organizationId: org.id, workspaceId: ws.id, title: `Skill ${i}`, published: true, publishedAt: new Date(), createdById: admin.id })));
  const started = sql`now() - make_interval(days => ${s.startedDaysAgo})`;
  // Seeding 100,000s of rows takes longer than the app's statement timeout on a loaded machine.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await seedRows(tx, { orgId: org.id, adminId: admin.id, dueDays: s.dueDays, started });
  });
  await db.execute(sql`analyze`);
  const session = await createAuthSession(db, { orgId: org.id, userId: admin.id, method: 'password', isSharedAccount: false, ttlSeconds: 3600 });
  const context = await loadSessionContext(db, session.id);
  if (!context) throw new Error('no session');
  return { org, ws, admin, context };
}
export type SkillsWorld = Awaited<ReturnType<typeof seedSkills>>;

async function seedRows(db: Db, s: { orgId: string; adminId: string; dueDays: number; started: SQL }) {
  const org = { id: s.orgId };
  const admin = { id: s.adminId };
  const started = s.started;
  await db.execute(sql`
    insert into skill_assignments (organization_id, playlist_id, user_id, due_date_interval_type, due_date_interval, assigned_by_id)
    select ${org.id}, p.id, u.id, 'day', ${s.dueDays}, ${admin.id}
    from playlists p cross join users u
    where p.organization_id = ${org.id} and u.organization_id = ${org.id} and u.id <> ${admin.id}`);
  // A third in progress, a third completed (some lapsing within 30 days), the rest not started.
  await db.execute(sql`
    insert into skill_user_progress (organization_id, playlist_id, user_id, status, percent, cycle_started_at, due_at, completed_at, lapses_at)
    select a.organization_id, a.playlist_id, a.user_id, st.status, case st.status when 'completed' then 100 when 'in_progress' then 40 else 0 end,
      ${started}, ${started} + make_interval(days => ${s.dueDays}),
      case st.status when 'completed' then now() end, case st.status when 'completed' then now() + make_interval(days => ((n % 60) + 1)::int) end
    from (select a.*, row_number() over () as n from skill_assignments a where a.organization_id = ${org.id}) a
    cross join lateral (select case when a.n % 3 = 0 then 'completed' when a.n % 3 = 1 then 'in_progress' else 'not_started' end as status) st`);
}

export type Timing = { p50: number; p95: number; max: number };

export async function sample(runs: number, before: () => Promise<unknown>, fn: () => Promise<unknown>): Promise<Timing> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before();
    const start = performance.now();
    await fn();
    out.push(performance.now() - start);
  }
  out.sort((a, b) => a - b);
  const at = (q: number) => out[Math.min(out.length - 1, Math.ceil(q * out.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: out[out.length - 1] };
}

/**
 * Runs `measure` on a fresh in-memory PGlite, then on a fresh PostgreSQL database when TEST_DATABASE_URL
 * is set. `BENCH_ONLY=postgres` skips PGlite (its seeding alone takes minutes on a loaded machine).
 */
export async function onEachBackend<R>(measure: (backend: string) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  if (process.env.BENCH_ONLY !== 'postgres') {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = 'memory://';
    results.push(await measure('PGlite'));
    console.log(JSON.stringify(results[0]));
    await closeDb();
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return results;
  const name = `openhow_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    results.push(await measure('PostgreSQL'));
    console.log(JSON.stringify(results[results.length - 1]));
    await closeDb();
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return results;
}

export const benchDb = () => getDb();
export const ms = (n: number) => n.toFixed(1).padStart(8);
