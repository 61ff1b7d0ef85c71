import { isIpBlockedReply, notifyIpBlocked } from '@/components/access/use-ip-check';

export type Issue = { path: string; message: string };

/** A refused or failed call; status 0 means the server was not reached (the form keeps its input). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly issues: Issue[] = [],
    readonly details: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

type Options = { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown };
type ErrorBody = { error?: { code?: string; message?: string; issues?: Issue[]; details?: Record<string, unknown> } } | null;

/** fetch + JSON for the workspace screens, keeping the server's message key, issues and details. */
export async function apiCall<T>(url: string, { method = 'GET', body }: Options = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiCallError(0, 'network', 'adminWorkspaces.networkError');
  }
  const data = (await res.json().catch(() => null)) as ErrorBody;
  if (!res.ok) {
    if (isIpBlockedReply(res.status, data as never)) notifyIpBlocked();
    const e = data?.error;
    throw new ApiCallError(res.status, e?.code ?? 'internal', e?.message ?? 'errors.internal', e?.issues ?? [], e?.details ?? {});
  }
  return data as T;
}

/** Field errors of a refused form: zod issues by path, or a conflict naming its field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiCallError)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.issues) if (issue.path && !out[issue.path]) out[issue.path] = issue.message;
  const field = error.details.field;
  if (typeof field === 'string' && !out[field]) out[field] = error.messageKey;
  return out;
}
