'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { businessKeys } from '@/lib/business/query-keys';
import type { BusinessItem } from '@/lib/business/schema';
import { adminRequest } from './admin-api';

const BASE = '/api/v1/business';
type Reply = { item: BusinessItem };

/** Every business unit of the organisation (a short list: sorted, searched and paged in the table). */
export function useBusinessUnits(initial: BusinessItem[]) {
  return useQuery({
    queryKey: businessKeys.list(),
    queryFn: async () => (await adminRequest<{ items: BusinessItem[] }>(`${BASE}?all=true`)).items,
    initialData: initial,
  });
}

/** The changes; each refreshes the list once the server has answered. */
export function useBusinessActions() {
  const client = useQueryClient();
  const after = async <T>(promise: Promise<T>) => {
    const result = await promise;
    await client.invalidateQueries({ queryKey: businessKeys.all });
    return result;
  };
  return {
    create: (name: string) => after(adminRequest<Reply>(BASE, { method: 'POST', body: { name } })),
    rename: (id: string, name: string) => after(adminRequest<Reply>(`${BASE}/${id}`, { method: 'PATCH', body: { name } })),
    remove: (id: string) => after(adminRequest<Reply>(`${BASE}/${id}?confirm=true`, { method: 'DELETE' })),
  };
}
