import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { followPublicChanges, publicCaches } from '@/lib/player/public-cache-store';

// PostgreSQL only (vitest.config.mts includes this file when TEST_DATABASE_URL is set): another
// server process's change reaches this one through NOTIFY on openhow_public_cache
// (lib/player/public-cache-broadcast.ts). tests/e2e/cluster.spec.ts checks the same between two
// running instances.

/** A cached public page entry that counts its loads: a second load means the entry was dropped. */
function cachedEntry() {
  const workflowId = randomUUID();
  let loads = 0;
  const read = () =>
    publicCaches.pages.get(`${workflowId}|en`, async () => {
      loads++;
      return null;
    });
  return { workflowId, read, loads: () => loads };
}

/** What another process sends when its author changes a workflow (or an organisation its settings). */
async function noticeFromElsewhere(change: { workflowId: string } | { all: true }, origin = 'another-process') {
  const message = JSON.stringify({ ...change, origin });
  await (await getDb()).execute(sql`select pg_notify('openhow_public_cache', ${message})`);
}

/** Announces until the entry has been loaded again (the listening connection may still be starting). */
async function expectDroppedAfter(entry: ReturnType<typeof cachedEntry>, announce: () => Promise<void>) {
  const before = entry.loads();
  await expect
    .poll(
      async () => {
        await announce();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await entry.read();
        return entry.loads();
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBeGreaterThan(before);
}

describe('public caches across server processes', () => {
  it("drops a workflow's entries when another process announces a change to it, and only that workflow's", async () => {
    followPublicChanges();
    const [changed, untouched] = [cachedEntry(), cachedEntry()];
    await changed.read();
    await untouched.read();
    await expectDroppedAfter(changed, () => noticeFromElsewhere({ workflowId: changed.workflowId }));
    await untouched.read();
    expect(untouched.loads()).toBe(1);
  });

  it('drops everything when another process changes an organisation, and ignores malformed notices', async () => {
    followPublicChanges();
    const entry = cachedEntry();
    await entry.read();
    await noticeFromElsewhere({ workflowId: 42 } as unknown as { workflowId: string });
    await (await getDb()).execute(sql`select pg_notify('openhow_public_cache', 'not json')`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await entry.read();
    expect(entry.loads()).toBe(1);
    await expectDroppedAfter(entry, () => noticeFromElsewhere({ all: true }));
  });
});
