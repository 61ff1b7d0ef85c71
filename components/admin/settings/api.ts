import type { OrgSettings } from '@/lib/orgs/settings';

export const SETTINGS_BASE = '/api/v1/organization-settings/my';

export type Issue = { path: string; message: string };

/** A refused or failed request. Status 0 means the server was not reached (offer a retry). */
export class SettingsError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly issues: Issue[] = [],
    readonly details: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

type Reply<T> = { item?: T; error?: { message?: string; issues?: Issue[]; details?: Record<string, unknown> } } | null;

/** Sends JSON (or a FormData upload) to a settings route and returns its `item`. */
export async function sendSettings<T>(path: string, method: 'PUT' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  let res: Response;
  const isForm = body instanceof FormData;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new SettingsError(0, 'adminSettings.networkError');
  }
  const data = (await res.json().catch(() => null)) as Reply<T>;
  if (!res.ok || data?.item === undefined) {
    const error = data?.error;
    throw new SettingsError(res.status, error?.message ?? 'alert.unexpectedError', error?.issues ?? [], error?.details ?? {});
  }
  return data.item as T;
}

/** PUT to one settings group; every group route answers with the whole settings. */
export const putSettings = (group: string, body: unknown) => sendSettings<OrgSettings>(`${SETTINGS_BASE}/${group}`, 'PUT', body);
