import { apiRequest, type RequestOptions } from '@/components/ui/api-request';

/** The message key of an unreachable server; each screen words it in its own namespace. */
export const NETWORK_ERROR = 'networkError';

/** fetch + JSON for the admin screens. */
export const adminRequest = <T>(url: string, options: RequestOptions = {}) => apiRequest<T>(url, options, NETWORK_ERROR);
