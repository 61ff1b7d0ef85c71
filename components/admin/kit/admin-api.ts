import { apiRequest, ApiRequestError, type RequestOptions } from '@/components/ui/api-request';

export type { Issue } from '@/components/ui/api-request';

/** A refused or failed admin call (components/ui/api-request): message key, issues, 409 details. */
export const AdminApiError = ApiRequestError;
export type AdminApiError = ApiRequestError;

/** The message key of an unreachable server; each screen words it in its own namespace. */
export const NETWORK_ERROR = 'networkError';

/** fetch + JSON for the admin screens. */
export const adminRequest = <T>(url: string, options: RequestOptions = {}) => apiRequest<T>(url, options, NETWORK_ERROR);
