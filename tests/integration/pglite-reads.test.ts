import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCachedPlans } from '@/db/pglite-plans';
import { copyResults, tablesIn, withReadCache, writtenBy } from '@/db/pglite-reads';

const teams = pgTable('teams_t', { id: integer('id').primaryKey(), name: text('name').notNull(), meta: jsonb('meta') });
const members = pgTable('members_t', { id: integer('id').primaryKey(), teamId: integer('team_id').notNull(), name: text('name').notNull() });
const notes = pgTable('notes_t', { id: integer('id').primaryKey(), body: text('body').notNull() });
const KNOWN = new Set(['teams_t', 'members_t', 'notes_t']);

describe('which tables a statement reads or writes', () => {
  it('finds our tables in the text, quoted or not', () => {
    expect(tablesIn('select "teams_t"."id" from "teams_t" join members_t m on m.team_id = teams_t.id', KNOWN).sort()).toEqual(['members_t', 'teams_t']);
    expect(tablesIn('select 1 from pgboss.job', KNOWN)).toEqual([]);
  });

  it('tells reads, row writes and writes that may touch every table apart', () => {
    expect(writtenBy('select * from "teams_t"', KNOWN)).toEqual([]);
    expect(writtenBy('insert into "notes_t" ("id") values ($1)', KNOWN)).toEqual(['notes_t']);
    expect(writtenBy('update "teams_t" set "name" = $1', KNOWN)).toEqual(['teams_t']);
    // Deletes may cascade, CTEs may write anything, DDL changes everything.
    expect(writtenBy('delete from "teams_t" where id = $1', KNOWN)).toBe('all');
    expect(writtenBy('with x as (delete from notes_t returning id) select * from x', KNOWN)).toBe('all');
    expect(writtenBy('alter table members_t add column x int', KNOWN)).toBe('all');
    // Another schema's statements (pg-boss) leave our answers alone.
    expect(writtenBy('update pgboss.job set state = $1', KNOWN)).toEqual([]);
  });
});

describe('PGlite read cache', () => {
  const raw = new PGlite();
  const { client, cache } = withReadCache(withCachedPlans(raw), [...KNOWN]);
  const db = drizzle({ client });
  const teamWithMembers = db
    .select({ team: teams.name, meta: teams.meta, member: members.name })
    .from(teams)
    .leftJoin(members, eq(members.teamId, teams.id))
    .where(eq(teams.id, sql.placeholder('id')))
    .orderBy(members.id);
  const statement = teamWithMembers.prepare('team_with_members');
  const read = (id: number) => statement.execute({ id });
  const hits = () => cache.stats().hits;

  beforeAll(async () => {
    await raw.exec(`
      create table teams_t (id int primary key, name text not null, meta jsonb);
      create table members_t (id int primary key, team_id int not null references teams_t(id) on delete cascade, name text not null);
      create table notes_t (id int primary key, body text not null);
      insert into teams_t values (1, 'Line 1', '{"shift": "early"}'), (2, 'Line 2', null);
      insert into members_t values (1, 1, 'Ana'), (2, 1, 'Ben');
    `);
    cache.allow(teamWithMembers.toSQL().sql);
  });
  afterAll(() => raw.close());

  it('answers an allowed read from memory until a table it reads is written', async () => {
    const first = await read(1);
    expect(first.map((r) => r.member)).toEqual(['Ana', 'Ben']);
    const before = hits();
    expect(await read(1)).toEqual(first);
    expect(hits()).toBe(before + 1);

    // A write elsewhere leaves the answer in place.
    await db.insert(notes).values({ id: 1, body: 'elsewhere' });
    expect(await read(1)).toEqual(first);
    expect(hits()).toBe(before + 2);

    // A write to a table it reads is seen at once.
    await db.insert(members).values({ id: 3, teamId: 1, name: 'Cleo' });
    expect((await read(1)).map((r) => r.member)).toEqual(['Ana', 'Ben', 'Cleo']);
    await db.update(teams).set({ name: 'Line one' }).where(eq(teams.id, 1));
    expect((await read(1))[0].team).toBe('Line one');
  });

  it('keeps answers per parameters and hands out copies', async () => {
    expect((await read(2)).map((r) => r.member)).toEqual([null]);
    const one = await read(1);
    (one[0].meta as { shift: string }).shift = 'changed by a caller';
    one[0].team = 'changed';
    const again = await read(1);
    expect(again[0]).toMatchObject({ team: 'Line one', meta: { shift: 'early' } });
  });

  it('copies rows, dates and JSON values, in array and object rows alike', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    const answer = { rows: [[1, 'a', when, { tags: ['x'] }, null]], fields: [{ name: 'id', dataTypeID: 23 }], affectedRows: 0 };
    const copy = copyResults(answer as never) as unknown as typeof answer;
    expect(copy).toEqual(answer);
    (copy.rows[0][2] as Date).setFullYear(2000);
    (copy.rows[0][3] as { tags: string[] }).tags.push('y');
    copy.rows[0][1] = 'b';
    expect(answer.rows[0]).toEqual([1, 'a', new Date('2026-01-02T03:04:05Z'), { tags: ['x'] }, null]);
    const objects = { rows: [{ at: when, meta: { n: 1 } }], fields: [], affectedRows: 0 };
    const objectCopy = copyResults(objects as never) as unknown as typeof objects;
    objectCopy.rows[0].meta.n = 2;
    expect(objects.rows[0].meta.n).toBe(1);
    expect(objectCopy.rows[0].at).not.toBe(when);
  });

  it('sees deletes, cascades, transactions and scripts', async () => {
    await read(1);
    // A delete on another table may cascade into this one: every answer is read again.
    await db.delete(notes).where(eq(notes.id, 1));
    let before = cache.stats().misses;
    await read(1);
    expect(cache.stats().misses).toBe(before + 1);

    await db.delete(teams).where(eq(teams.id, 2)); // cascades into members_t
    expect(await read(2)).toEqual([]);

    await db.transaction(async (tx) => {
      await tx.insert(members).values({ id: 4, teamId: 1, name: 'Dev' });
    });
    expect((await read(1)).map((r) => r.member)).toEqual(['Ana', 'Ben', 'Cleo', 'Dev']);

    await db.$client.exec(`update members_t set name = 'Ana M.' where id = 1; select 1;`);
    before = hits();
    expect((await read(1))[0].member).toBe('Ana M.');
    expect(hits()).toBe(before);
  });

  it('never remembers reads that were not allowed', async () => {
    const misses = cache.stats().misses;
    const before = hits();
    for (let i = 0; i < 3; i++) await db.select().from(teams).where(eq(teams.id, 1));
    expect(hits()).toBe(before);
    expect(cache.stats().misses).toBe(misses);
  });
});
