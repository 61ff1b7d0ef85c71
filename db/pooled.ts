type Env = Record<string, string | undefined>;

export type PostgresTarget = { url: string; pooled: boolean };

/**
 * Whether DATABASE_URL goes through a transaction-mode pooler (PgBouncer, Supabase's or Neon's
 * pooled endpoint, what serverless platforms recommend): DATABASE_POOLED=true, or `pgbouncer=true`
 * in the URL (Prisma's spelling, which providers print). The `pgbouncer` parameter is removed:
 * postgres.js would send it to the server as a startup parameter, which PgBouncer refuses.
 */
export function postgresTarget(url: string, env: Env = process.env): PostgresTarget {
  const flagged = env.DATABASE_POOLED?.trim().toLowerCase() === 'true';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, pooled: flagged };
  }
  const inUrl = parsed.searchParams.get('pgbouncer')?.toLowerCase() === 'true';
  if (!parsed.searchParams.has('pgbouncer')) return { url, pooled: flagged };
  parsed.searchParams.delete('pgbouncer');
  return { url: parsed.toString(), pooled: flagged || inUrl };
}
