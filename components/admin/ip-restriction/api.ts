import { sendSettings } from '@/components/admin/settings/api';

export type { Issue } from '@/components/ui/api-request';
import type { RestrictedIpDto } from '@/lib/orgs/schema';

export const RESTRICTED_IP_PATH = '/api/v1/organization-settings/my/customized-permissions/restricted-ip';

export type SaveRestrictedIpBody = { enableRestrictedIP: boolean; allowedRules: string[]; confirmSelfLockout: boolean };

export const saveRestrictedIp = (body: SaveRestrictedIpBody) => sendSettings<RestrictedIpDto>(RESTRICTED_IP_PATH, 'PUT', body);
