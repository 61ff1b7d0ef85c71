import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCachedPlans } from '@/db/pglite-plans';

// The embedded database's plan cache must answer exactly as the uncached path does.
describe('PGlite plan cache', () => {
  const raw = new PGlite();
  const db = drizzle({ client: withCachedPlans(raw) });
  const uncached = drizzle({ client: raw });

  beforeAll(async () => {
    await raw.exec(`create table notes (id int primary key, body text not null, meta jsonb, at timestamptz, done boolean not null default false)`);
  });
  afterAll(() => raw.close());

  const byId = (id: number) => db.execute(sql`select id, body, meta, at, done from notes where id = ${id}`);

  it('prepares a repeated statement and keeps returning the same rows and types', async () => {
    await db.execute(sql`insert into notes (id, body, meta, at) values (${1}, ${'first'}, ${JSON.stringify({ a: 1 })}, ${new Date('2026-01-02T03:04:05Z')})`);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await byId(1)).rows);
    const plain = (await uncached.execute(sql`select id, body, meta, at, done from notes where id = ${1}`)).rows;
    for (const rows of answers) expect(rows).toEqual(plain);
    expect(plain[0]).toMatchObject({ id: 1, body: 'first', meta: { a: 1 }, done: false });
    expect(new Date(String(plain[0].at)).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const statements = await raw.query<{ name: string }>(`select name from pg_prepared_statements`);
    expect(statements.rows.length).toBeGreaterThan(0);
  });

  it('passes quotes, backslashes and SQL in values as data, never as SQL', async () => {
    const nasty = [`it's`, `a\\b`, `'); drop table notes; --`, `$1 $$ "x"`, `é 中文 🎉`];
    for (const [i, body] of nasty.entries()) {
      // Each insert statement text is the same, so from the second on it runs prepared.
      await db.execute(sql`insert into notes (id, body) values (${100 + i}, ${body})`);
    }
    for (const [i, body] of nasty.entries()) {
      const { rows } = await db.execute(sql`select body from notes where id = ${100 + i} and body = ${body}`);
      expect(rows).toEqual([{ body }]);
    }
    const { rows } = await db.execute(sql`select count(*)::int as n from notes`);
    expect(rows).toEqual([{ n: 1 + nasty.length }]);
  });

  it('reports affected rows of prepared updates and deletes, and nulls and booleans round-trip', async () => {
    const flip = (id: number, done: boolean) => db.execute(sql`update notes set done = ${done}, meta = ${null} where id = ${id}`);
    const counts = [];
    for (const id of [100, 101, 999]) counts.push((await flip(id, true)).affectedRows);
    expect(counts).toEqual([1, 1, 0]);
    const { rows } = await db.execute(sql`select done, meta from notes where id = ${101}`);
    expect(rows).toEqual([{ done: true, meta: null }]);
  });

  it('surfaces database errors of prepared statements like unprepared ones', async () => {
    const insert = (id: number) => db.execute(sql`insert into notes (id, body) values (${id}, ${'dup'})`);
    // A failed query throws a DatabaseError carrying the SQLSTATE (db/query-errors.ts): 23505 is a unique violation.
    const failure = (id: number) => insert(id).then(() => null, (e: Error & { code?: string }) => e.code);
    await insert(500);
    expect(await failure(500)).toBe('23505');
    expect(await failure(500)).toBe('23505');
    expect(await failure(501)).toBeNull();
  });

  it('runs statements it cannot prepare, and arrays, by the ordinary path', async () => {
    const { rows } = await db.execute(sql`select ${'x'} as v`);
    expect(rows).toEqual([{ v: 'x' }]);
    for (let i = 0; i < 3; i++) {
      const r = await raw.query(`select id from notes where id = any($1::int[]) order by id`, [[1, 100]]);
      expect(r.rows).toEqual([{ id: 1 }, { id: 100 }]);
    }
  });
});
