import { createHash, createHmac } from 'node:crypto';

/**
 * The tamper-evident record of an execution (README, "Smart instructions: execution records").
 * Each entry's hash is sha256(prevHash + canonical JSON of {seq, kind, itemId, payload, at, userId});
 * the first entry's prevHash is the execution's genesis, an HMAC of its header under the server's
 * record secret, so rows rewritten without the secret cannot be chained again.
 */
export type ChainEntry = { seq: number; kind: string; itemId: string; payload: unknown; at: string; userId: string };
export type ExecutionHeader = { executionId: string; sopId: string; sopVersion: number; userId: string; organizationId: string };

/** JSON with object keys sorted at every level, so the same value always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const entryHash = (prevHash: string, e: ChainEntry) =>
  createHash('sha256')
    .update(prevHash + canonicalJson({ seq: e.seq, kind: e.kind, itemId: e.itemId, payload: e.payload, at: e.at, userId: e.userId }))
    .digest('hex');

export const genesisHash = (secret: string, header: ExecutionHeader) => createHmac('sha256', secret).update(canonicalJson(header)).digest('hex');

/** Whether the stored entries (in seq order) still chain from the genesis to the stored head hash. */
export function verifyChain(genesis: string, headHash: string, entries: Array<ChainEntry & { prevHash: string; hash: string }>): boolean {
  let prev = genesis;
  for (const [i, e] of entries.entries()) {
    if (e.seq !== i || e.prevHash !== prev || entryHash(prev, e) !== e.hash) return false;
    prev = e.hash;
  }
  return prev === headHash;
}
