import '@/lib/http/zod-jitless';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// lib/http/zod-jitless.ts sets zod's global settings without importing zod; this fails if zod stops
// reading them from where that module writes them.
describe('zod jitless without importing zod', () => {
  it('is seen by z.config() and by parsers', () => {
    expect(z.config().jitless).toBe(true);
    const original = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        compiled++;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toBe(0);
  });
});
