import { describe, expect, it } from 'vitest';
import { checkClientKey, checkLoginId, checkPassword, checkResetEmail, isBlockedKey } from '@/components/auth/login/form-rules';
import { loginErrorMessage } from '@/components/auth/login/login-api';

describe('email-or-ID field (spec §5)', () => {
  it('trims the input and accepts an email-shaped login as an email', () => {
    expect(checkLoginId('  jane.doe@example.com ')).toEqual({ value: 'jane.doe@example.com', error: null, kind: 'email' });
  });

  it('treats input without @ as an employee ID, including shared-device accounts', () => {
    expect(checkLoginId('E1001')).toEqual({ value: 'E1001', error: null, kind: 'employee-id' });
    expect(checkLoginId('line1.shared')).toMatchObject({ error: null, kind: 'employee-id' });
  });

  it('requires a value; blanks count as empty', () => {
    expect(checkLoginId('').error).toBe('rules.required');
    expect(checkLoginId('   ').error).toBe('rules.required');
  });

  it('refuses spaces inside the value', () => {
    expect(checkLoginId('jane doe@example.com').error).toBe('rules.noSpace');
    expect(checkLoginId('E 1001').error).toBe('rules.noSpace');
  });

  it('requires an input containing @ to be email-shaped', () => {
    for (const bad of ['jane@', '@example.com', 'jane@example', 'jane@@example.com', 'jane@example.c']) {
      expect(checkLoginId(bad), bad).toMatchObject({ error: 'rules.invalidEmail', kind: null });
    }
  });

  it('blocks the space key in these inputs', () => {
    expect(isBlockedKey(' ')).toBe(true);
    expect(isBlockedKey('a')).toBe(false);
    expect(isBlockedKey('Enter')).toBe(false);
  });
});

describe('other login fields', () => {
  it('requires a password but does not apply the strength rules when logging in', () => {
    expect(checkPassword('').error).toBe('rules.required');
    expect(checkPassword('x').error).toBeNull();
  });

  it('requires the reset email, without whitespace, email-shaped', () => {
    expect(checkResetEmail('').error).toBe('rules.required');
    expect(checkResetEmail('a b@example.com').error).toBe('rules.noSpace');
    expect(checkResetEmail('not-an-email').error).toBe('rules.invalidEmail');
    expect(checkResetEmail(' Jane@Example.com ')).toEqual({ value: 'Jane@Example.com', error: null });
  });

  it('requires the organisation key for employee IDs, without spaces', () => {
    expect(checkClientKey(' ').error).toBe('rules.required');
    expect(checkClientKey('de mo').error).toBe('rules.noSpace');
    expect(checkClientKey(' demo ')).toEqual({ value: 'demo', error: null });
  });
});

describe('login error messages (spec §8)', () => {
  it('shows the server message keys it knows and "unexpected error" for anything else', () => {
    expect(loginErrorMessage('auth.invalidLoginCredentials')).toBe('auth.invalidLoginCredentials');
    expect(loginErrorMessage('auth.useSsoLogin')).toBe('auth.useSsoLogin');
    expect(loginErrorMessage('errors.rate_limited')).toBe('errors.rate_limited');
    expect(loginErrorMessage('CredentialsSignin')).toBe('alert.unexpectedError');
    expect(loginErrorMessage(undefined)).toBe('alert.unexpectedError');
  });
});
