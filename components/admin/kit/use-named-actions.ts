'use client';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminRequest } from './admin-api';

type Reply<T> = { item: T };

/**
 * Create, rename and delete (confirmed) for a resource of named things at `base`, each refreshing
 * every query under `key` once the server has answered; `after` does the same for other changes.
 */
export function useNamedActions<T>(base: string, key: QueryKey) {
  const client = useQueryClient();
  const after = async <R>(promise: Promise<R>) => {
    const result = await promise;
    await client.invalidateQueries({ queryKey: key });
    return result;
  };
  return {
    after,
    create: (name: string) => after(adminRequest<Reply<T>>(base, { method: 'POST', body: { name } })),
    rename: (id: string, name: string) => after(adminRequest<Reply<T>>(`${base}/${id}`, { method: 'PATCH', body: { name } })),
    remove: (id: string) => after(adminRequest<Reply<T>>(`${base}/${id}?confirm=true`, { method: 'DELETE' })),
  };
}
