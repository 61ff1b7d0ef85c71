import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '@/lib/http/respond';
import { createUploadSchema } from '@/lib/uploads/schema';
import { createOrg, createUser, sessionCookie } from '../helpers/factories';
import { api } from './uploads-helpers';

// Control characters in text input answer 422 with a rule key, never a database error, and
// what reaches the log never carries query parameters, session ids, tokens or cancel keys.
afterEach(() => vi.restoreAllMocks());

const logged = () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => spy.mock.calls.map((args) => args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a) ?? String(a))).join(' ')).join('\n');
};

describe('hostile text', () => {
  it('refuses a NUL, other control characters and lone surrogates in an upload file name', async () => {
    const org = await createOrg();
    const { cookie } = await sessionCookie(await createUser(org.id, 'publisher'));
    const log = logged();
    for (const fileName of ['clip\u0000.mp4', 'clip\u0007.mp4', 'clip\u001b[31m.mp4', 'clip\u007f.mp4', 'clip\nname.mp4', 'clip\ud800.mp4']) {
      const res = await api.create(cookie, { fileName, contentType: 'video/mp4', size: 1000, purpose: 'workflow-video' });
      expect(res.status, JSON.stringify(fileName)).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'invalid_input', issues: [{ path: 'fileName', message: 'rules.controlCharacters' }] });
    }
    expect(log()).toBe('');
    const fine = createUploadSchema.safeParse({ fileName: 'Schicht 2 – Übergabe 😀.mp4', contentType: 'video/mp4', size: 1000, purpose: 'workflow-video' });
    expect(fine.success).toBe(true);
  });

  it('logs a failed query without its parameters, and an error without the objects it carries', () => {
    const sessionId = '5f0c7d0e-6a1b-4c2d-9e8f-0a1b2c3d4e5f';
    const log = logged();
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const res = errorResponse(new DrizzleQueryError('select * from auth_sessions where id = $1 and token = $2', [sessionId, 'eyJhbGciOiJIUzI1NiJ9.e30.sig'], cause));
    expect(res.status).toBe(500);
    const pgError = Object.assign(new Error('Connection terminated unexpectedly'), { client: { processID: 4242, secretKey: 987654321 } });
    errorResponse(pgError);
    const text = log();
    expect(text).toContain('Failed query: select * from auth_sessions');
    expect(text).toContain('invalid byte sequence');
    expect(text).toContain('Connection terminated unexpectedly');
    for (const secret of [sessionId, 'eyJhbGciOiJIUzI1NiJ9', '987654321', 'secretKey']) expect(text).not.toContain(secret);
  });
});
