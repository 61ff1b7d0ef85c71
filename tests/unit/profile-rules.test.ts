import { describe, expect, it } from 'vitest';
import { employeeIdEmail, sharedAccountEmail } from '@/lib/auth/identity';
import { sniffImageType } from '@/lib/users/image-type';
import { canChangeName, canSeeWorkspace, canChangePassword, splitDisplayName, visibleIdentity } from '@/lib/users/rules';
import { updateProfileSchema } from '@/lib/users/schema';

const person = { passwordless: false, shared: false, ssoLoginOnly: false, hasPassword: true };

describe('profile rules', () => {
  it('lets users rename themselves only where the organisation allows it', () => {
    expect(canChangeName({ allowNameChange: true })).toBe(true);
    expect(canChangeName({ allowNameChange: false })).toBe(false);
  });

  it('offers a password change only to people who sign in with their own password', () => {
    expect(canChangePassword(person)).toBe(true);
    expect(canChangePassword({ ...person, passwordless: true })).toBe(false);
    expect(canChangePassword({ ...person, shared: true })).toBe(false);
    expect(canChangePassword({ ...person, ssoLoginOnly: true })).toBe(false);
    expect(canChangePassword({ ...person, hasPassword: false })).toBe(false);
  });

  it('hides synthetic technical emails and shows the employee ID instead', () => {
    expect(visibleIdentity({ email: 'ann@example.com', employeeId: null })).toEqual({ email: 'ann@example.com', employeeId: null });
    expect(visibleIdentity({ email: employeeIdEmail('acme', 'E42'), employeeId: 'E42' })).toEqual({ email: null, employeeId: 'E42' });
    expect(visibleIdentity({ email: employeeIdEmail('acme', 'E42'), employeeId: null })).toEqual({ email: null, employeeId: 'e42' });
    expect(visibleIdentity({ email: sharedAccountEmail('acme', 'line1'), employeeId: null })).toEqual({ email: null, employeeId: 'line1' });
  });

  it('splits a display name into first and last name', () => {
    expect(splitDisplayName(' Ana  María López ')).toEqual({ firstName: 'Ana', lastName: 'María López' });
    expect(splitDisplayName('Cher')).toEqual({ firstName: 'Cher', lastName: null });
  });

  it('accepts the 12 UI locales and their aliases, nothing else', () => {
    expect(updateProfileSchema.parse({ locale: 'es-es' })).toEqual({ locale: 'es-mx' });
    expect(updateProfileSchema.parse({ locale: 'ko-kr' })).toEqual({ locale: 'ko-kr' });
    expect(updateProfileSchema.safeParse({ locale: 'xx-yy' }).success).toBe(false);
    expect(updateProfileSchema.safeParse({}).success).toBe(false);
  });

  it('shows private workspaces only to their members and org admins', () => {
    const priv = { id: 'w1', private: true };
    expect(canSeeWorkspace({ role: 'viewer', roles: {} }, { id: 'w2', private: false })).toBe(true);
    expect(canSeeWorkspace({ role: 'admin-group', roles: {} }, priv)).toBe(false);
    expect(canSeeWorkspace({ role: 'viewer', roles: { w1: 'viewer' } }, priv)).toBe(true);
    expect(canSeeWorkspace({ role: 'admin-organization', roles: {} }, priv)).toBe(true);
  });
});

describe('avatar image sniffing', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

  it('recognises PNG, JPEG, GIF and WebP by their signatures', () => {
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF87a', [1]))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('rejects everything else, including look-alikes', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
