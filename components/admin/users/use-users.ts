'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UserSearchReply } from '@/lib/users/admin/schema';
import { usersApi, type SearchParams } from './api';

export const userKeys = {
  all: ['admin-users'] as const,
  search: (p: SearchParams) => ['admin-users', 'search', p] as const,
};

/** The server-side user search; the first page comes with the page render, later ones keep the old rows while loading. */
export function useUserSearch(params: SearchParams, initial: { params: SearchParams; reply: UserSearchReply }) {
  const same = (a: SearchParams, b: SearchParams) => (Object.keys({ ...a, ...b }) as (keyof SearchParams)[]).every((k) => a[k] === b[k]);
  const isInitial = same(params, initial.params);
  return useQuery({
    queryKey: userKeys.search(params),
    queryFn: () => usersApi.search(params),
    initialData: isInitial ? initial.reply : undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Any change to a user refreshes every list page. */
export function useUserMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }) });
}

/** The value, once it has stopped changing for `ms` (spec §9: search debounce 300 ms). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
