import { z } from 'zod';
import { text } from '@/lib/http/text';

/**
 * Input rules shared by the login and account forms (client) and the handlers (server).
 * Messages are message keys (see messages/<locale>.json), never display text.
 */
export const EMAIL_PATTERN = /^[^\s@"(),:;<>[\]\\]+@[^\s@"(),:;<>[\]\\]+\.[^\s@"(),:;<>[\]\\]{2,}$/;

export const isEmailShape = (value: string) => EMAIL_PATTERN.test(value.trim());

/** Spec §4: an input containing '@' is an email, anything else an employee ID. */
export const accountKind = (login: string): 'email' | 'employee-id' => (login.includes('@') ? 'email' : 'employee-id');

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 25;

/** Each failed password rule, in display order; empty when the password is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) problems.push('rules.passwordLength');
  if (!/\d/.test(password)) problems.push('rules.passwordDigit');
  if (!/[a-z]/.test(password)) problems.push('rules.passwordLower');
  if (!/[A-Z]/.test(password)) problems.push('rules.passwordUpper');
  if (!/[^A-Za-z0-9\s]/.test(password)) problems.push('rules.passwordSpecial');
  if (/\s/.test(password)) problems.push('rules.noSpace');
  return problems;
}

export const passwordSchema = z.string().superRefine((value, ctx) => {
  for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
});

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string().min(1, 'rules.required') })
  .refine((v) => v.password === v.confirm, { message: 'rules.passwordMatch', path: ['confirm'] });

/** Spec §5: the name check rejects [ ] ; < > \ / ? = : " , and the strict one also ( ) &. */
export const NAME_FORBIDDEN = /[[\];<>\\/?=:",]/;
export const ID_FORBIDDEN = /[[\];<>\\/?=:",()&]/;

export const fullNameSchema = text()
  .max(90, 'rules.max90')
  .refine((v) => v.trim().length > 0, 'rules.required')
  .refine((v) => !NAME_FORBIDDEN.test(v), 'rules.invalidName');

export const loginSchema = z.object({
  login: text()
    .transform((v) => v.trim())
    .pipe(text().min(1, 'rules.required').refine((v) => !/\s/.test(v), 'rules.noSpace')),
  password: z.string().min(1, 'rules.required').max(200),
  clientKey: text().trim().max(64).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const resetRequestSchema = z.object({
  email: text()
    .transform((v) => v.trim().toLowerCase())
    .pipe(
      text()
        .min(1, 'rules.required')
        .refine((v) => !/\s/.test(v), 'rules.noSpace')
        .refine(isEmailShape, 'rules.invalidEmail'),
    ),
});

export const setPasswordSchema = z.object({ token: z.string().min(10).max(200), password: passwordSchema });
export const acceptInviteSchema = setPasswordSchema.extend({ name: fullNameSchema });
export const changePasswordSchema = z.object({ currentPassword: z.string().min(1, 'rules.required'), newPassword: passwordSchema });
