import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A get-or-build cache of statements, one per database and key: building a hot read's SQL with the
 * query builder costs about as much as running it (BENCHMARKS.md, issue 15), so each is built once
 * and run with its parameters. `build` learns how many statements this database already holds
 * (some use it to keep statement names distinct). Keys are the statement's shape, never a caller's id.
 */
export function builtOncePer<K, T>() {
  const byDb = new WeakMap<Db, Map<K, T>>();
  return (db: Db, key: K, build: (built: number) => T): T => {
    let byKey = byDb.get(db);
    if (!byKey) byDb.set(db, (byKey = new Map<K, T>()));
    let statement = byKey.get(key);
    if (statement === undefined) byKey.set(key, (statement = build(byKey.size)));
    return statement;
  };
}

/** builtOncePer for a statement of one shape: `build` runs once per database. */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const get = builtOncePer<null, T>();
  return (db) => get(db, null, () => build(db));
}

const dialect = new PgDialect();

/**
 * A raw statement prepared under `name`, run with `execute(values)` for its placeholders; the rows
 * come as the driver answers them (no field mapping, which for 500 rows cost ~0.5–1 ms in Node).
 * drizzle has no public API for a prepared `sql` template, so its session's is used here, once.
 */
export const preparedSql = (db: Db, query: SQL, name: string) => db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
