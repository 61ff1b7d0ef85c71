'use client';

export type ApiFailure = {
  ok: false;
  status: number;
  code: string;
  message: string;
  issues: { path: string; message: string }[];
  details: Record<string, unknown>;
};
export type ApiResult<T> = { ok: true; item: T } | ApiFailure;

/** POSTs JSON to our API and returns the item or the error, never throwing (offline → status 0). */
export async function postJson<T>(url: string, body: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json().catch(() => ({}));
    if (res.ok) return { ok: true, item: json.item as T };
    const error = json.error ?? {};
    return {
      ok: false,
      status: res.status,
      code: error.code ?? 'internal',
      message: error.message ?? 'alert.unexpectedError',
      issues: error.issues ?? [],
      details: error.details ?? {},
    };
  } catch {
    return { ok: false, status: 0, code: 'network', message: 'alert.unexpectedError', issues: [], details: {} };
  }
}
