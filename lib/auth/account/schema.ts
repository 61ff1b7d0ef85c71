import { z } from 'zod';
import { TOKEN_TYPES } from '@/lib/auth/tokens';
import { acceptInviteSchema, changePasswordSchema, resetRequestSchema, setPasswordSchema } from '@/lib/auth/rules';
import { text } from '@/lib/http/text';

/** Request contracts of the account endpoints; the field rules themselves live in lib/auth/rules.ts. */
export const forgotPasswordSchema = resetRequestSchema.extend({ languageCode: text().trim().max(16).optional() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const linkStatusQuerySchema = z.object({ token: text().min(10).max(200), type: z.enum(TOKEN_TYPES) });

export { acceptInviteSchema, changePasswordSchema, setPasswordSchema };
