import { apiRequest, type RequestOptions } from '@/components/ui/api-request';

/** fetch + JSON for the library screens, keeping the server's message key for the user. */
export const libraryRequest = <T>(url: string, options: RequestOptions = {}) => apiRequest<T>(url, options, 'library.networkError');

export const workflowUrl = (id: string, rest = '') => `/api/v1/workflows/${encodeURIComponent(id)}${rest}`;
