import { apiRequest } from '@/components/ui/api-request';
import type { OrgSettings } from '@/lib/orgs/settings';

export type { Issue } from '@/components/ui/api-request';

export const SETTINGS_BASE = '/api/v1/organization-settings/my';

/**
 * Sends JSON (or a FormData upload) to a settings route and returns its `item`; a refusal or an
 * unreachable server throws an ApiRequestError (components/ui/api-request).
 */
export async function sendSettings<T>(path: string, method: 'PUT' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  const data = await apiRequest<{ item: T }>(path, { method, body }, 'adminSettings.networkError');
  return data.item;
}

/** PUT to one settings group; every group route answers with the whole settings. */
export const putSettings = (group: string, body: unknown) => sendSettings<OrgSettings>(`${SETTINGS_BASE}/${group}`, 'PUT', body);
