import { accountKind, isEmailShape, loginSchema, resetRequestSchema } from '@/lib/auth/rules';

/**
 * The login form's field rules (spec §5), built on the shared zod rules so the browser and the
 * server agree. Each check returns the trimmed value and a message key, or null when valid.
 */
export type FieldCheck = { value: string; error: string | null };
export type LoginIdCheck = FieldCheck & { kind: 'email' | 'employee-id' | null };

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'rules.required');

/** Email or employee ID: trimmed, required, no spaces; with an '@' it must be email-shaped. */
export function checkLoginId(raw: string): LoginIdCheck {
  const value = raw.trim();
  const error = firstIssue(loginSchema.shape.login.safeParse(raw));
  if (error) return { value, error, kind: null };
  const kind = accountKind(value);
  if (kind === 'email' && !isEmailShape(value)) return { value, error: 'rules.invalidEmail', kind: null };
  return { value, error: null, kind };
}

/** Reset email: required, no whitespace, email-shaped. */
export function checkResetEmail(raw: string): FieldCheck {
  return { value: raw.trim(), error: firstIssue(resetRequestSchema.shape.email.safeParse(raw)) };
}

/** Password: required only (the strength rules apply when a password is set, not when it is typed to log in). */
export const checkPassword = (raw: string): FieldCheck => ({ value: raw, error: raw.length > 0 ? null : 'rules.required' });

/** Organisation (client) key for employee-ID logins: required, no spaces. */
export function checkClientKey(raw: string): FieldCheck {
  const value = raw.trim();
  if (!value) return { value, error: 'rules.required' };
  return { value, error: /\s/.test(value) ? 'rules.noSpace' : null };
}

/** Spec §5: the space key is blocked in the email-or-ID and reset-email inputs. */
export const isBlockedKey = (key: string) => key === ' ';
