'use client';
import { useQuery } from '@tanstack/react-query';
import { businessKeys } from '@/lib/business/query-keys';
import type { BusinessItem } from '@/lib/business/schema';
import { adminRequest } from '@/components/admin/kit/admin-api';
import { useNamedActions } from '@/components/admin/kit/use-named-actions';

const BASE = '/api/v1/business';

/** Every business unit of the organisation (a short list: sorted, searched and paged in the table). */
export function useBusinessUnits(initial: BusinessItem[]) {
  return useQuery({
    queryKey: businessKeys.list(),
    queryFn: async () => (await adminRequest<{ items: BusinessItem[] }>(`${BASE}?all=true`)).items,
    initialData: initial,
  });
}

/** The changes; each refreshes the list once the server has answered. */
export const useBusinessActions = () => useNamedActions<BusinessItem>(BASE, businessKeys.all);
