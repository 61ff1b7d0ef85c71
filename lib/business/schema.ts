import { z } from 'zod';
import { fullNameSchema } from '@/lib/auth/rules';
import { queryFlag } from '@/lib/teams/schema';
import { text } from '@/lib/http/text';

/** Business-unit names follow the name rule (spec §5): required, at most 90, no forbidden characters. */
export const businessNameSchema = text().trim().pipe(fullNameSchema);

export const businessInputSchema = z.object({ name: businessNameSchema });
export type BusinessInput = z.infer<typeof businessInputSchema>;

export const businessQuerySchema = z.object({
  all: queryFlag,
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  keyword: text().trim().max(200).default(''),
  orderBy: z.enum(['name', 'createdAt']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type BusinessQuery = z.infer<typeof businessQuerySchema>;

/** A business unit (spec §3 Business). `canEdit`: the caller may rename and delete it. */
export type BusinessItem = { id: string; name: string; createdAt: string; canEdit: boolean };
