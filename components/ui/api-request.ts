import { IP_BLOCKED_CODE, notifyIpBlocked } from '@/components/access/ip-blocked';

export type Issue = { path: string; message: string };

/** The error JSON of every API route (lib/http/respond.ts, from the server's one AppError). */
export type ErrorReply = { error?: { code?: string; message?: string; issues?: Issue[]; details?: Record<string, unknown> } } | null | undefined;

/** What a request that never reached an answer reads as when the caller names nothing else. */
export const DEFAULT_NETWORK_KEY = 'alert.unexpectedError';

/**
 * The one client-side API error: a refused or failed call. `messageKey` is a message id to
 * translate; status 0 means the server was not reached (`code` 'network', or 'timeout').
 * `issues` are per-field rule keys (422), `details` what the refusal reports (a 409's field…).
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
    this.name = 'ApiRequestError';
  }

  /** The error of an API answer (status and parsed JSON body, null when it had none). */
  static fromReply(status: number, body: unknown): ApiRequestError {
    const error = (body as ErrorReply)?.error;
    return new ApiRequestError(status, error?.code ?? 'internal', error?.message ?? 'errors.internal', error?.issues ?? [], error?.details ?? {});
  }

  /** A request that got no answer (offline, dropped connection); `messageKey` is the caller's wording for it. */
  static network(messageKey: string = DEFAULT_NETWORK_KEY, code: 'network' | 'timeout' = 'network'): ApiRequestError {
    return new ApiRequestError(0, code, messageKey);
  }

  /** No answer came: worth a retry, and the form keeps its input. */
  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** The caller's address is outside the organisation's allow-list (spec §8: 403 with code 5). */
  get ipBlocked(): boolean {
    return this.status === 403 && this.details.code === IP_BLOCKED_CODE;
  }

  /** The rule key for one field, from a 422 issue or a 409 naming the field. */
  fieldMessage(field: string): string | null {
    const issue = this.issues.find((i) => i.path === field);
    if (issue) return issue.message;
    return this.details.field === field ? this.messageKey : null;
  }
}

/** Any failure of a call as an ApiRequestError (something other than an API error reads as "not reached"). */
export const asApiError = (error: unknown): ApiRequestError => (error instanceof ApiRequestError ? error : ApiRequestError.network());

/** A request the caller cancelled (its AbortSignal): passed on as the DOMException, never as an API error. */
export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; FormData, Blob, URLSearchParams or a string go as they are. */
  body?: unknown;
  /** Added to the URL's query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (a leave flush; keep its body under 64 KiB). */
  keepalive?: boolean;
  cache?: RequestCache;
};

let bearer: string | null = null;

/**
 * The learning-content host player's credential (lib/learning-host): inside an LMS's cross-site
 * frame the browser may keep no cookie, so its calls to this site carry the session as a bearer
 * header instead. Only the host player sets it; the app's own routes ignore such a session.
 */
export function setApiBearer(token: string | null) {
  bearer = token;
}

const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === 'string' || body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer;

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined) params.set(key, String(value));
  const text = params.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/**
 * The one way components call our API when they need the answer itself (a stream, a status of a
 * non-JSON route): resolves with the ok Response, or throws an ApiRequestError carrying the
 * server's code, message key, issues and details (status 0 with `networkKey` when no answer came).
 * An IP-blocked reply also tells the shell's IP check. A cancelled request rejects with its AbortError.
 */
export async function apiResponse(url: string, options: RequestOptions = {}, networkKey: string = DEFAULT_NETWORK_KEY): Promise<Response> {
  const { method = 'GET', body, query, headers, signal, keepalive, cache } = options;
  const json = body !== undefined && !isRawBody(body);
  const sent = bearer && url.startsWith('/') ? { authorization: `Bearer ${bearer}`, ...headers } : headers;
  let res: Response;
  try {
    res = await fetch(withQuery(url, query), {
      method,
      headers: json ? { 'content-type': 'application/json', ...sent } : sent,
      body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as BodyInit),
      signal,
      keepalive,
      cache,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw ApiRequestError.network(networkKey);
  }
  if (res.ok) return res;
  const error = ApiRequestError.fromReply(res.status, await res.json().catch(() => null));
  if (error.ipBlocked) notifyIpBlocked();
  throw error;
}

/**
 * fetch + JSON for the browser's API calls: resolves with the answer's JSON (null for an empty
 * answer), or throws an ApiRequestError as apiResponse does. `networkKey` is what an unreachable
 * server reads as on the calling screen.
 */
export async function apiRequest<T>(url: string, options: RequestOptions = {}, networkKey: string = DEFAULT_NETWORK_KEY): Promise<T> {
  const res = await apiResponse(url, options, networkKey);
  return (await res.json().catch(() => null)) as T;
}
