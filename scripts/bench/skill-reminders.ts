// npx tsx --conditions=react-server scripts/bench/skill-reminders.ts – the daily skill reminder job
// (runSkillReminders: sync of every published, assigned skill, rules, claims and notifications) over
// 100,000 assignments (1,000 people × 100 skills, all due in 5 days: one left-days reminder each for
// the two thirds not completed), beside a bare INSERT … SELECT of the same claim and notification
// rows, in the same run. Then the same job again (nothing left to send). PGlite, then PostgreSQL
// when TEST_DATABASE_URL is set (BENCH_ONLY=postgres: PostgreSQL only). Goal: ≤ 10 s per run.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { runSkillReminders } from '@/lib/skills/reminders';
import { benchDb, ms, onEachBackend, sample, seedSkills, type SkillsWorld, type Timing } from './skills-seed';

const PEOPLE = 1_000;
const SKILLS = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const clear = async (db: Db, orgId: string) => {
  await db.execute(sql`delete from skill_reminders_sent where organization_id = ${orgId}`);
  await db.execute(sql`delete from notifications where organization_id = ${orgId}`);
};

/** What any implementation must at least do: write the claims and the notifications, set-based. */
async function bare(db: Db, w: SkillsWorld) {
  await db.transaction(async (tx) => {
    // The baseline is one statement over all 100,000 rows: at a high load it outlasts the app's statement timeout.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      insert into skill_reminders_sent (organization_id, playlist_id, user_id, cycle, kind, sent_at)
      select organization_id, playlist_id, user_id, cycle, 'left-7', now() from skill_user_progress
      where organization_id = ${w.org.id} and status <> 'completed' on conflict do nothing`);
    await tx.execute(sql`
      insert into notifications (organization_id, user_id, type, skill_id, activity, summary)
      select p.organization_id, p.user_id, 'remind-skill-left-days', p.playlist_id, '[]'::jsonb,
        jsonb_build_object('playlistTitle', pl.title, 'dueDaysLeft', 5, 'dueDateIntervalType', 'day', 'dueDateInterval', 10)
      from skill_user_progress p join playlists pl on pl.id = p.playlist_id
      where p.organization_id = ${w.org.id} and p.status <> 'completed'`);
  });
}

type Row = { backend: string; job: Timing; again: Timing; bare: Timing; sent: number };

async function measure(backend: string): Promise<Row> {
  const db = await benchDb();
  const w = await seedSkills(db, { people: PEOPLE, skills: SKILLS, dueDays: 10, startedDaysAgo: 5 });
  const check = await runSkillReminders(db);
  const sent = Object.values(check.sent).reduce((a, b) => a + (b ?? 0), 0);
  const expected = Math.round((PEOPLE * SKILLS * 2) / 3);
  if (Math.abs(sent - expected) > SKILLS) throw new Error(`expected about ${expected} reminders, got ${JSON.stringify(check)}`);
  const job = await sample(RUNS, () => clear(db, w.org.id), () => runSkillReminders(db));
  console.log(`${backend}: job ${JSON.stringify(job)}`);
  const again = await sample(RUNS, async () => {}, () => runSkillReminders(db));
  console.log(`${backend}: job again ${JSON.stringify(again)}`);
  const bareT = await sample(RUNS, () => clear(db, w.org.id), () => bare(db, w));
  return { backend, job, again, bare: bareT, sent };
}

async function main() {
  const results = await onEachBackend(measure);
  console.log(`\nDaily reminder job over ${PEOPLE * SKILLS} assignments, ${RUNS} runs each (p50 / max, ms), node ${process.version}\n`);
  console.log('backend     | reminders | job (sends all)     | job again (none)    | bare INSERT…SELECT | job / bare');
  console.log('------------|-----------|---------------------|---------------------|--------------------|-----------');
  for (const r of results) {
    console.log(`${r.backend.padEnd(11)} | ${String(r.sent).padStart(9)} | ${ms(r.job.p50)} / ${ms(r.job.max)} | ${ms(r.again.p50)} / ${ms(r.again.max)} | ${ms(r.bare.p50)}           | ${(r.job.p50 / r.bare.p50).toFixed(2)}×`);
  }
  const slowest = Math.max(...results.flatMap((r) => [r.job.max, r.again.max]));
  console.log(`\nGoal: ≤ 10000 ms per run → slowest run ${slowest.toFixed(1)} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
