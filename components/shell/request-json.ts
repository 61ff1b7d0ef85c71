import { isIpBlockedReply, notifyIpBlocked } from '@/components/access/use-ip-check';

/** An API error as the client sees it: `messageKey` is the message id to translate. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

type Options = { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown };

/** fetch + JSON for the shell's hooks; an IP-blocked reply also tells the IP check. */
export async function requestJson<T>(url: string, { method = 'GET', body }: Options = {}): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!res.ok) {
    if (isIpBlockedReply(res.status, data as never)) notifyIpBlocked();
    throw new ApiError(res.status, data?.error?.code ?? 'internal', data?.error?.message ?? 'errors.internal');
  }
  return data as T;
}
