import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '@/db/schema';
import { db } from '../helpers/factories';

// Issue 15, "logs without secrets or query parameters": Drizzle's error says "Failed query: …
// params: …" and Next prints a page's render error whole (util.inspect, own properties and causes
// included). What leaves our database client must carry no parameter value, in its message, its
// properties or its causes, and the server log gets what failed without the values.
const printed: string[] = [];

function captureServerOutput() {
  printed.length = 0;
  for (const method of ['error', 'warn', 'log'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 10, showHidden: true }))).join(' '));
    });
  }
}

afterEach(() => vi.restoreAllMocks());

describe('a failing query', () => {
  it('throws an error without its parameters, keeps its SQLSTATE, and logs the failure without them', async () => {
    const secret = `session-${randomBytes(12).toString('hex')}`;
    captureServerOutput();
    const error = await (await db())
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, secret))
      .then(() => null, (e: unknown) => e);
    expect(error).toMatchObject({ name: 'DatabaseError', message: 'database query failed', code: '22P02' });
    // What Next's render-error log prints of a thrown value.
    const asNextPrintsIt = inspect(error, { depth: 10, showHidden: true });
    expect(asNextPrintsIt).not.toContain(secret);
    expect(asNextPrintsIt).not.toContain('params');
    expect(printed.join('\n')).toContain('(22P02)');
    expect(printed.join('\n')).not.toContain(secret);
  });
});
