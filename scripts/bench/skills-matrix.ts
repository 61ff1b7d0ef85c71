// npx tsx --conditions=react-server scripts/bench/skills-matrix.ts – the workspace skill matrix
// (workspaceSkillsMatrix: access checks, the workspace's published skills, the page of people they
// reach, the sync of that page's cells, the states) for 1,000 people × 200 skills (200,000
// assignments and progress rows), default page (50 people) and largest page (200), beside the bare
// SQL that reads the same rows (the page of people, then their progress rows), in the same run.
// PGlite, then PostgreSQL when TEST_DATABASE_URL is set (BENCH_ONLY=postgres: PostgreSQL only). Goal: server time p95 ≤ 300 ms.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { playlists, skillAssignments, skillUserProgress, users } from '@/db/schema';
import { workspaceSkillsMatrix } from '@/lib/skills/matrix';
import { matrixQuerySchema } from '@/lib/skills/schema';
import { benchDb, ms, onEachBackend, sample, seedSkills, type SkillsWorld, type Timing } from './skills-seed';

const PEOPLE = 1_000;
const SKILLS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

/** The rows any implementation must read: the skills, one page of people by name, and their cells. */
async function bare(db: Db, w: SkillsWorld, size: number) {
  const skills = await db.select({ id: playlists.id, title: playlists.title }).from(playlists).where(and(eq(playlists.organizationId, w.org.id), eq(playlists.workspaceId, w.ws.id)));
  const people = await db
    .selectDistinct({ id: users.id, displayName: users.displayName })
    .from(users)
    .innerJoin(skillAssignments, eq(skillAssignments.userId, users.id))
    .where(eq(users.organizationId, w.org.id))
    .orderBy(asc(users.displayName), asc(users.id))
    .limit(size);
  return db
    .select()
    .from(skillUserProgress)
    .where(and(eq(skillUserProgress.organizationId, w.org.id), inArray(skillUserProgress.playlistId, skills.map((s) => s.id)), inArray(skillUserProgress.userId, people.map((p) => p.id))));
}

type Row = { backend: string; page50: Timing; page200: Timing; bare50: Timing; bare200: Timing };

async function measure(backend: string): Promise<Row> {
  const db = await benchDb();
  const w = await seedSkills(db, { people: PEOPLE, skills: SKILLS, dueDays: 30, startedDaysAgo: 10 });
  const call = (size: number) => workspaceSkillsMatrix({ session: w.context, workspaceId: w.ws.id, query: matrixQuerySchema.parse({ size: String(size) }) });
  const check = await call(50);
  if (check.total !== PEOPLE || check.skills.length !== SKILLS || check.rows.length !== 50) throw new Error(`unexpected matrix: ${check.total} people, ${check.skills.length} skills`);
  await call(200);
  const none = async () => {};
  const page50 = await sample(RUNS, none, () => call(50));
  const page200 = await sample(RUNS, none, () => call(200));
  const bare50 = await sample(RUNS, none, () => bare(db, w, 50));
  const bare200 = await sample(RUNS, none, () => bare(db, w, 200));
  return { backend, page50, page200, bare50, bare200 };
}

async function main() {
  const results = await onEachBackend(measure);
  console.log(`\nSkill matrix, ${PEOPLE} people × ${SKILLS} skills, ${RUNS} runs each (p50 / p95, ms), node ${process.version}\n`);
  console.log('backend     | matrix, 50 people   | bare SQL, 50        | matrix, 200 people  | bare SQL, 200       | 50: matrix / bare');
  console.log('------------|---------------------|---------------------|---------------------|---------------------|------------------');
  for (const r of results) {
    const pair = (t: Timing) => `${ms(t.p50)} / ${ms(t.p95)}`;
    console.log(`${r.backend.padEnd(11)} | ${pair(r.page50)} | ${pair(r.bare50)} | ${pair(r.page200)} | ${pair(r.bare200)} | ${(r.page50.p50 / r.bare50.p50).toFixed(2)}×`);
  }
  const worst = Math.max(...results.flatMap((r) => [r.page50.p95, r.page200.p95]));
  console.log(`\nGoal: server time p95 ≤ 300 ms → worst p95 ${worst.toFixed(1)} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
