import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_MAX_AGE_MS, readDraft, sameJson, writeDraft } from '@/components/editor/draft-store';

/** The Web Storage API as browsers implement it, over a Map (the unit project runs in Node). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
const window = { localStorage: new MemoryStorage() };
Object.assign(globalThis, { window });

beforeEach(() => window.localStorage.clear());

describe('editor drafts kept in the browser', () => {
  it('keeps a draft across page loads and clears it after a save', () => {
    const draft = { revision: 3, value: { sentences: [{ sentence: 'Hello' }] }, savedAt: Date.now() };
    expect(writeDraft('transcription:t1', draft)).toBe(true);
    expect(readDraft('transcription:t1')).toEqual(draft);
    expect(readDraft('transcription:t2')).toBeNull();
    clearDraft('transcription:t1');
    expect(readDraft('transcription:t1')).toBeNull();
  });

  it('forgets drafts older than a week and drafts it cannot read', () => {
    const now = Date.now();
    writeDraft('old', { revision: 0, value: 'x', savedAt: now - DRAFT_MAX_AGE_MS - 1 });
    expect(readDraft('old', now)).toBeNull();
    window.localStorage.setItem('openhow.draft.broken', '{not json');
    expect(readDraft('broken')).toBeNull();
    expect(window.localStorage.getItem('openhow.draft.broken')).toBeNull();
  });

  it('compares documents by value', () => {
    expect(sameJson({ a: [1, 'b'] }, { a: [1, 'b'] })).toBe(true);
    expect(sameJson({ a: [1, 'b'] }, { a: [1, 'c'] })).toBe(false);
  });
});
