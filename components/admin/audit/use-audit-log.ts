'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditItemDto } from '@/lib/audit/schema';

export type AuditFilters = { action: string; entityType: string; actorId: string; from: string; to: string };
export const NO_FILTERS: AuditFilters = { action: '', entityType: '', actorId: '', from: '', to: '' };

type Params = AuditFilters & { q: string; page: number; size: number };

export class AuditLoadError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

/** Date inputs give local days; the server gets the instants where those days start and end. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

function queryString({ action, entityType, actorId, from, to, q, page, size }: Params) {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  if (action) params.set('action', action);
  if (entityType) params.set('entityType', entityType);
  if (actorId) params.set('actorId', actorId);
  if (q.trim()) params.set('q', q.trim());
  if (from) params.set('from', dayStart(from));
  if (to) params.set('to', dayEnd(to));
  return params.toString();
}

async function fetchAuditLog(params: Params): Promise<{ items: AuditItemDto[]; total: number }> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/admin/audit-log?${queryString(params)}`);
  } catch {
    throw new AuditLoadError('auditLog.networkError');
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new AuditLoadError(data?.error?.issues?.[0]?.message ?? data?.error?.message ?? 'alert.unexpectedError');
  return data;
}

/** One page of the audit log; the previous page stays on screen while the next loads. */
export function useAuditLog(params: Params) {
  return useQuery({ queryKey: ['audit-log', params], queryFn: () => fetchAuditLog(params), placeholderData: keepPreviousData, retry: false });
}
