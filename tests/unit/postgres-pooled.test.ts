import { describe, expect, it } from 'vitest';
import { postgresTarget } from '@/db/pooled';

const DIRECT = 'postgres://app:secret@db.example.com:5432/openhow?sslmode=require';

describe('postgresTarget (transaction-mode pooler)', () => {
  it('takes a plain connection string as it is: a direct connection', () => {
    expect(postgresTarget(DIRECT, {})).toEqual({ url: DIRECT, pooled: false });
  });

  it('is pooled with DATABASE_POOLED=true, the URL unchanged', () => {
    expect(postgresTarget(DIRECT, { DATABASE_POOLED: 'true' })).toEqual({ url: DIRECT, pooled: true });
    expect(postgresTarget(DIRECT, { DATABASE_POOLED: 'false' }).pooled).toBe(false);
  });

  it('is pooled with pgbouncer=true in the URL, and drops that parameter (PgBouncer refuses it at startup)', () => {
    const target = postgresTarget('postgres://app:secret@pool.example.com:6543/openhow?pgbouncer=true&sslmode=require', {});
    expect(target.pooled).toBe(true);
    expect(new URL(target.url).searchParams.has('pgbouncer')).toBe(false);
    expect(new URL(target.url).searchParams.get('sslmode')).toBe('require');
  });

  it('drops pgbouncer=false too, without pooling', () => {
    expect(postgresTarget('postgres://app@h/db?pgbouncer=false', {})).toEqual({ url: 'postgres://app@h/db', pooled: false });
  });
});
