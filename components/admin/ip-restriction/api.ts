import type { RestrictedIpDto } from '@/lib/orgs/schema';

export const RESTRICTED_IP_PATH = '/api/v1/organization-settings/my/customized-permissions/restricted-ip';

export type Issue = { path: string; message: string };

/** A refused or failed save. Status 0 means the server was not reached (offer a retry). */
export class SaveError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly issues: Issue[] = [],
    readonly details: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

type ErrorBody = { error?: { message?: string; issues?: Issue[]; details?: Record<string, unknown> } } | null;

export type SaveRestrictedIpBody = { enableRestrictedIP: boolean; allowedRules: string[]; confirmSelfLockout: boolean };

export async function saveRestrictedIp(body: SaveRestrictedIpBody): Promise<RestrictedIpDto> {
  let res: Response;
  try {
    res = await fetch(RESTRICTED_IP_PATH, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new SaveError(0, 'adminIp.networkError');
  }
  const data = (await res.json().catch(() => null)) as (ErrorBody & { item?: RestrictedIpDto }) | null;
  if (!res.ok || !data?.item) {
    const error = data?.error;
    throw new SaveError(res.status, error?.message ?? 'alert.unexpectedError', error?.issues ?? [], error?.details ?? {});
  }
  return data.item;
}
