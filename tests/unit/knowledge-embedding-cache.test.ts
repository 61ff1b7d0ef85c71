import { describe, expect, it } from 'vitest';
import { EmbeddingCache } from '@/lib/knowledge/embedding-cache';

describe('the embedding cache', () => {
  it('keeps within its byte budget, dropping the least recently used vectors first', () => {
    const cache = new EmbeddingCache(10_000);
    const vector = (x: number) => new Float32Array(384).fill(x);
    for (let i = 0; i < 20; i++) {
      cache.set(`k${i}`, vector(i));
      expect(cache.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(20);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k19')?.[0]).toBe(19);
    // A read makes an entry the most recent: the next insertions evict others first.
    const survivor = `k${20 - cache.size}`;
    expect(cache.get(survivor)).toBeDefined();
    cache.set('k20', vector(20));
    expect(cache.get(survivor)?.[0]).toBe(Number(survivor.slice(1)));
    expect(cache.get(`k${21 - cache.size}`)).toBeUndefined();
  });

  it('does not keep a vector larger than the whole budget, and counts a replaced entry once', () => {
    const cache = new EmbeddingCache(1_000);
    cache.set('big', new Float32Array(1_000));
    expect(cache.size).toBe(0);
    cache.set('a', new Float32Array(10));
    const once = cache.bytes;
    cache.set('a', new Float32Array(10));
    expect(cache.bytes).toBe(once);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
