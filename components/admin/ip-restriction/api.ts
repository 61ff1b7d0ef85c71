import { sendSettings, SettingsError } from '@/components/admin/settings/api';

export type { Issue } from '@/components/admin/settings/api';
import type { RestrictedIpDto } from '@/lib/orgs/schema';

export const RESTRICTED_IP_PATH = '/api/v1/organization-settings/my/customized-permissions/restricted-ip';

/** A refused or failed save. Status 0 means the server was not reached (offer a retry). */
export { SettingsError as SaveError };

export type SaveRestrictedIpBody = { enableRestrictedIP: boolean; allowedRules: string[]; confirmSelfLockout: boolean };

export const saveRestrictedIp = (body: SaveRestrictedIpBody) => sendSettings<RestrictedIpDto>(RESTRICTED_IP_PATH, 'PUT', body);
