import { isIpBlockedReply, notifyIpBlocked } from '@/components/access/use-ip-check';

export type Issue = { path: string; message: string };

/**
 * A refused or failed admin call. `messageKey` is a message id to translate; status 0 means the
 * server was not reached. `issues` are per-field rule keys, `details` what a 409 reports.
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly issues: Issue[] = [],
    readonly details: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }

  /** The rule key for one field, from a 422 issue or a 409 naming the field. */
  fieldMessage(field: string): string | null {
    const issue = this.issues.find((i) => i.path === field);
    if (issue) return issue.message;
    return this.details.field === field ? this.messageKey : null;
  }
}

/** The message key of an unreachable server; each screen words it in its own namespace. */
export const NETWORK_ERROR = 'networkError';

type Options = { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown };
type ErrorBody = { error?: { code?: string; message?: string; issues?: Issue[]; details?: Record<string, unknown> } } | null;

/** fetch + JSON for the admin screens; an IP-blocked reply also tells the shell's IP check. */
export async function adminRequest<T>(url: string, { method = 'GET', body }: Options = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AdminApiError(0, 'network', NETWORK_ERROR);
  }
  const data = (await res.json().catch(() => null)) as ErrorBody;
  if (!res.ok) {
    if (isIpBlockedReply(res.status, data as never)) notifyIpBlocked();
    const error = data?.error;
    throw new AdminApiError(res.status, error?.code ?? 'internal', error?.message ?? 'errors.internal', error?.issues ?? [], error?.details ?? {});
  }
  return data as T;
}
