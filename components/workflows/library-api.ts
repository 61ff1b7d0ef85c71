import { apiRequest, ApiRequestError, type RequestOptions } from '@/components/ui/api-request';

/** A refused or failed call (components/ui/api-request); `messageKey` is the key to show. */
export const LibraryApiError = ApiRequestError;
export type LibraryApiError = ApiRequestError;

/** fetch + JSON for the library screens, keeping the server's message key for the user. */
export const libraryRequest = <T>(url: string, options: RequestOptions = {}) => apiRequest<T>(url, options, 'library.networkError');

export const workflowUrl = (id: string, rest = '') => `/api/v1/workflows/${encodeURIComponent(id)}${rest}`;
