import { describe, expect, it } from 'vitest';
import { toLiteral } from '@/db/pglite-plans';

describe('parameter literals of the embedded plan cache', () => {
  it('quotes strings by doubling single quotes and leaves backslashes alone', () => {
    expect(toLiteral(`it's`)).toBe(`'it''s'`);
    expect(toLiteral(`a\\b`)).toBe(`'a\\b'`);
    expect(toLiteral(`'); drop table x; --`)).toBe(`'''); drop table x; --'`);
  });

  it('writes numbers, booleans, dates, nulls and objects as literals the server coerces', () => {
    expect(toLiteral(42)).toBe(`'42'`);
    expect(toLiteral(10n)).toBe(`'10'`);
    expect(toLiteral(true)).toBe(`'true'`);
    expect(toLiteral(null)).toBe('NULL');
    expect(toLiteral(undefined)).toBe('NULL');
    expect(toLiteral(new Date('2026-01-02T03:04:05Z'))).toBe(`'2026-01-02T03:04:05.000Z'`);
    expect(toLiteral({ a: "o'k" })).toBe(`'{"a":"o''k"}'`);
  });

  it('refuses values without a safe literal, which then take the ordinary path', () => {
    expect(toLiteral(Number.NaN)).toBeUndefined();
    expect(toLiteral(Infinity)).toBeUndefined();
    expect(toLiteral(new Date('nope'))).toBeUndefined();
    expect(toLiteral('a\0b')).toBeUndefined();
    expect(toLiteral([1, 2])).toBeUndefined();
    expect(toLiteral(new Uint8Array([1]))).toBeUndefined();
  });
});
