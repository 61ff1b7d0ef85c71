import { z } from 'zod';
import { text } from '@/lib/http/text';

/** Spec §9: admin tables page by 20, 50 or 100 (default 20). */
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

const optionalText = text()
  .trim()
  .max(200, 'auditLog.invalidFilter')
  .optional()
  .transform((v) => v || undefined);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date ('2026-11-21', the whole day in UTC) or an ISO date-time (the browser's local day bounds). */
const bound = (edge: 'start' | 'end') =>
  optionalText.transform((value, ctx) => {
    if (!value) return undefined;
    const iso = DATE_ONLY.test(value) ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z` : value;
    const date = new Date(iso);
    if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'auditLog.invalidDate' });
      return z.NEVER;
    }
    return date;
  });

/** GET /api/v1/admin/audit-log query: paging, filters and a date range. */
export const auditQuerySchema = z
  .object({
    page: z.coerce.number().int('auditLog.invalidPage').min(1, 'auditLog.invalidPage').max(1_000_000, 'auditLog.invalidPage').default(1),
    size: z.coerce
      .number()
      .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), 'auditLog.invalidPageSize')
      .default(20),
    action: optionalText,
    entityType: optionalText,
    actorId: optionalText.pipe(z.uuid('auditLog.invalidActor').optional()),
    q: optionalText,
    from: bound('start'),
    to: bound('end'),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'auditLog.invalidRange' });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export type AuditItemDto = {
  id: string;
  createdAt: string;
  actorId: string | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string | null;
  entityName: string | null;
  before: unknown;
  after: unknown;
};

export type AuditFacets = { actions: string[]; entityTypes: string[]; actors: { id: string; name: string }[] };
