'use client';
import {
  useMutation,
  useQuery,
  type DefaultError,
  type DefinedUseQueryResult,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * The server renders a client component once and throws its query cache away: a query the
 * render seeds with `initialData` has nothing to fetch, cache or observe there, and a mutation
 * can only run from an event handler, which never fires on the server. TanStack Query still
 * builds a cache entry and an observer for each of them — a noticeable share of every signed-in
 * page's render. These hooks skip that on the server and are TanStack's own hooks in the browser;
 * the module-level choice keeps each environment's hook order fixed.
 */
const onServer = typeof window === 'undefined';

type SeededOptions<T> = UseQueryOptions<T, DefaultError, T, QueryKey>;

function seededAnswer<T>(options: SeededOptions<T>): UseQueryResult<T> {
  const data = typeof options.initialData === 'function' ? (options.initialData as () => T | undefined)() : options.initialData;
  const has = data !== undefined;
  return {
    data,
    error: null,
    status: has ? 'success' : 'pending',
    fetchStatus: 'idle',
    isSuccess: has,
    isPending: !has,
    isLoading: false,
    isFetching: false,
    isError: false,
    isPlaceholderData: false,
    refetch: () => Promise.reject(new Error('not on the server')),
  } as unknown as UseQueryResult<T>;
}

function idleMutation<TData, TVariables>(): UseMutationResult<TData, DefaultError, TVariables> {
  const notHere = () => {
    throw new Error('mutations run in the browser');
  };
  return {
    data: undefined,
    error: null,
    variables: undefined,
    status: 'idle',
    isIdle: true,
    isPending: false,
    isSuccess: false,
    isError: false,
    mutate: notHere,
    mutateAsync: notHere,
    reset: () => undefined,
  } as unknown as UseMutationResult<TData, DefaultError, TVariables>;
}

type SeededQuery = {
  <T>(options: SeededOptions<T> & { initialData: T | (() => T) }): DefinedUseQueryResult<T>;
  <T>(options: SeededOptions<T>): UseQueryResult<T>;
};

/** useQuery for a query whose first answer comes with the page (`initialData`). */
export const useSeededQuery: SeededQuery = onServer ? (seededAnswer as SeededQuery) : (useQuery as SeededQuery);

/** useMutation, without TanStack's observer during the server's render. */
export const useBrowserMutation: <TData = unknown, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
) => UseMutationResult<TData, DefaultError, TVariables> = onServer ? idleMutation : useMutation;
