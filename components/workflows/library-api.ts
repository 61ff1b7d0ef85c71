import { isIpBlockedReply, notifyIpBlocked } from '@/components/access/use-ip-check';

/** A refused or failed call; `messageKey` is the translation key to show (status 0: no connection). */
export class LibraryApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

type Options = { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown };

/** fetch + JSON for the library screens, keeping the server's message key for the user. */
export async function libraryRequest<T>(url: string, { method = 'GET', body }: Options = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new LibraryApiError(0, 'network', 'library.networkError');
  }
  const data = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!res.ok) {
    if (isIpBlockedReply(res.status, data as never)) notifyIpBlocked();
    throw new LibraryApiError(res.status, data?.error?.code ?? 'internal', data?.error?.message ?? 'errors.internal');
  }
  return data as T;
}

export const workflowUrl = (id: string, rest = '') => `/api/v1/workflows/${encodeURIComponent(id)}${rest}`;
