import { DrizzleQueryError } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/http/errors';
import { errorResponse } from '@/lib/http/respond';
import { isDatabaseUnavailable } from '@/lib/http/unavailable';

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: code });
const sqlError = (code: string) => new postgres.PostgresError({ message: `sqlstate ${code}`, code } as never);
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED'])(
    'recognises the connection failure %s, also inside a Drizzle query error',
    (code) => {
      expect(isDatabaseUnavailable(socketError(code))).toBe(true);
      expect(isDatabaseUnavailable(wrapped(socketError(code)))).toBe(true);
    },
  );

  it.each(['57P01', '57P03', '53300', '57014', '08006', '08001'])('recognises the SQLSTATE %s', (code) => {
    expect(isDatabaseUnavailable(sqlError(code))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(sqlError(code)))).toBe(true);
  });

  it('recognises a refused connection among parallel connect attempts', () => {
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED')], 'connect failed'))).toBe(true);
  });

  it.each(['23505', '42P01', '22P02', '40001', 'ENOENT'])('leaves other errors (%s) alone', (code) => {
    expect(isDatabaseUnavailable(sqlError(code))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(sqlError(code)))).toBe(false);
  });

  it('leaves non-errors and errors without a code alone', () => {
    for (const value of [undefined, null, 'ECONNREFUSED', 57014, new Error('ECONNREFUSED'), { code: 42 }]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
  });
});

describe('errorResponse for an unavailable database', () => {
  it('answers 503 with Retry-After and the plain error body, without internals', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = errorResponse(wrapped(socketError('ECONNREFUSED')));
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({ error: { code: 'unavailable', message: 'errors.unavailable' } });
    vi.restoreAllMocks();
  });

  it('gives a thrown AppError("unavailable") the same Retry-After', () => {
    const response = errorResponse(new AppError('unavailable'));
    expect([response.status, response.headers.get('Retry-After')]).toEqual([503, '5']);
  });

  it('still answers an unknown database error with 500', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(errorResponse(wrapped(sqlError('42P01'))).status).toBe(500);
    vi.restoreAllMocks();
  });
});
