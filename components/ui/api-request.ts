import { isIpBlockedReply, notifyIpBlocked } from '@/components/access/use-ip-check';

export type Issue = { path: string; message: string };

/**
 * A refused or failed API call. `messageKey` is a message id to translate; status 0 means the
 * server was not reached. `issues` are per-field rule keys (422), `details` what a 409 reports.
 */
export class ApiRequestError extends Error {
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

export type RequestOptions = { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown };
type ErrorBody = { error?: { code?: string; message?: string; issues?: Issue[]; details?: Record<string, unknown> } } | null;

/**
 * fetch + JSON for the browser's API calls, keeping the server's message key, issues and details.
 * `networkKey` is what an unreachable server reads as on the calling screen. An IP-blocked reply
 * also tells the shell's IP check.
 */
export async function apiRequest<T>(url: string, { method = 'GET', body }: RequestOptions, networkKey: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, 'network', networkKey);
  }
  const data = (await res.json().catch(() => null)) as ErrorBody;
  if (!res.ok) {
    if (isIpBlockedReply(res.status, data as never)) notifyIpBlocked();
    const error = data?.error;
    throw new ApiRequestError(res.status, error?.code ?? 'internal', error?.message ?? 'errors.internal', error?.issues ?? [], error?.details ?? {});
  }
  return data as T;
}
