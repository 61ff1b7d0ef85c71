import { describe, expect, it } from 'vitest';
import { newPasswordSchema, passwordProblems, passwordSchema } from '@/lib/auth/rules';

describe('password rules (invite and reset)', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Good-Passw0rd')).toEqual([]);
    expect(passwordSchema.safeParse('Good-Passw0rd').success).toBe(true);
  });

  it('needs 10 to 25 characters', () => {
    const of = (n: number) => `Aa1!${'x'.repeat(n - 4)}`;
    expect(passwordProblems(of(9))).toEqual(['rules.passwordLength']);
    expect(passwordProblems(of(10))).toEqual([]);
    expect(passwordProblems(of(25))).toEqual([]);
    expect(passwordProblems(of(26))).toEqual(['rules.passwordLength']);
  });

  it.each([
    ['a digit', 'No-digits-here', 'rules.passwordDigit'],
    ['a lowercase letter', 'NO-LOWER-CASE-1', 'rules.passwordLower'],
    ['an uppercase letter', 'no-upper-case-1', 'rules.passwordUpper'],
    ['a special character', 'NoSpecialChar1', 'rules.passwordSpecial'],
  ])('needs %s', (_, password, key) => {
    expect(passwordProblems(password)).toEqual([key]);
  });

  it('refuses spaces anywhere, and a space does not count as the special character', () => {
    expect(passwordProblems('Has space-1A')).toEqual(['rules.noSpace']);
    expect(passwordProblems(' Leading-1Aa')).toEqual(['rules.noSpace']);
    expect(passwordProblems('Tab\there-1A')).toEqual(['rules.noSpace']);
    expect(passwordProblems('No special 1A')).toEqual(['rules.passwordSpecial', 'rules.noSpace']);
  });

  it('lists every unmet rule of an empty password in display order', () => {
    expect(passwordProblems('')).toEqual([
      'rules.passwordLength',
      'rules.passwordDigit',
      'rules.passwordLower',
      'rules.passwordUpper',
      'rules.passwordSpecial',
    ]);
  });

  it('needs the confirmation to match', () => {
    const mismatch = newPasswordSchema.safeParse({ password: 'Good-Passw0rd', confirm: 'Good-Passw0rD' });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues).toEqual([expect.objectContaining({ path: ['confirm'], message: 'rules.passwordMatch' })]);
    expect(newPasswordSchema.safeParse({ password: 'Good-Passw0rd', confirm: '' }).error?.issues[0].message).toBe('rules.required');
    expect(newPasswordSchema.safeParse({ password: 'Good-Passw0rd', confirm: 'Good-Passw0rd' }).success).toBe(true);
  });
});
