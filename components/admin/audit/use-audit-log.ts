'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/components/ui/api-request';
import type { AuditItemDto } from '@/lib/audit/schema';

export type AuditFilters = { action: string; entityType: string; actorId: string; from: string; to: string };
export const NO_FILTERS: AuditFilters = { action: '', entityType: '', actorId: '', from: '', to: '' };

type Params = AuditFilters & { q: string; page: number; size: number };

/** Date inputs give local days; the server gets the instants where those days start and end. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

const fetchAuditLog = ({ action, entityType, actorId, from, to, q, page, size }: Params) =>
  apiRequest<{ items: AuditItemDto[]; total: number }>(
    '/api/v1/admin/audit-log',
    {
      query: {
        page,
        size,
        action: action || null,
        entityType: entityType || null,
        actorId: actorId || null,
        q: q.trim() || null,
        from: from ? dayStart(from) : null,
        to: to ? dayEnd(to) : null,
      },
    },
    'auditLog.networkError',
  );

/** One page of the audit log; the previous page stays on screen while the next loads. */
export function useAuditLog(params: Params) {
  return useQuery({ queryKey: ['audit-log', params], queryFn: () => fetchAuditLog(params), placeholderData: keepPreviousData, retry: false });
}
