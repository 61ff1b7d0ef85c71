import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, entryHash, genesisHash, verifyChain, type ChainEntry } from '@/lib/sop/executions/chain';

const header = { executionId: 'e1', sopId: 's1', sopVersion: 3, userId: 'u1', organizationId: 'o1' };

function chain(secret: string, entries: ChainEntry[]) {
  let prev = genesisHash(secret, header);
  const genesis = prev;
  const rows = entries.map((e) => {
    const hash = entryHash(prev, e);
    const row = { ...e, prevHash: prev, hash };
    prev = hash;
    return row;
  });
  return { genesis, head: prev, rows };
}

const entries: ChainEntry[] = [
  { seq: 0, kind: 'start', itemId: '', payload: { title: 'Press' }, at: '2026-11-28T04:00:00.000Z', userId: 'u1' },
  { seq: 1, kind: 'checklist', itemId: 'i1', payload: { checklistItemId: 'c1', checked: true }, at: '2026-11-28T04:01:00.000Z', userId: 'u1' },
  { seq: 2, kind: 'confirm', itemId: '', payload: { name: 'Vic' }, at: '2026-11-28T04:02:00.000Z', userId: 'u1' },
];

describe('execution hash chain', () => {
  it('writes JSON with keys sorted at every level, so key order never changes a hash', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}');
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  it('hashes sha256(prev hash + canonical JSON of the entry)', () => {
    const e = entries[1];
    const expected = createHash('sha256').update('prev' + canonicalJson({ seq: 1, kind: 'checklist', itemId: 'i1', payload: e.payload, at: e.at, userId: 'u1' })).digest('hex');
    expect(entryHash('prev', e)).toBe(expected);
  });

  it('verifies an intact chain and refuses a changed, removed or reordered entry, another key or a moved head', () => {
    const { genesis, head, rows } = chain('secret', entries);
    expect(verifyChain(genesis, head, rows)).toBe(true);
    expect(verifyChain(genesis, head, rows.map((r, i) => (i === 1 ? { ...r, payload: { checklistItemId: 'c1', checked: false } } : r)))).toBe(false);
    expect(verifyChain(genesis, head, rows.slice(0, 2))).toBe(false);
    expect(verifyChain(genesis, rows[1].hash, rows.slice(0, 2))).toBe(true);
    expect(verifyChain(genesis, head, [rows[0], rows[2], rows[1]])).toBe(false);
    expect(verifyChain(genesisHash('other', header), head, rows)).toBe(false);
    const forged = chain('guess', entries);
    expect(verifyChain(genesis, forged.head, forged.rows)).toBe(false);
  });
});
