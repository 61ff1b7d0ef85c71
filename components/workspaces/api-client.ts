import { apiRequest, ApiRequestError, type RequestOptions } from '@/components/ui/api-request';

export type { Issue } from '@/components/ui/api-request';

/** A refused or failed call (components/ui/api-request); status 0: not reached, the form keeps its input. */
export const ApiCallError = ApiRequestError;
export type ApiCallError = ApiRequestError;

/** fetch + JSON for the workspace screens, keeping the server's message key, issues and details. */
export const apiCall = <T>(url: string, options: RequestOptions = {}) => apiRequest<T>(url, options, 'adminWorkspaces.networkError');

/** Field errors of a refused form: zod issues by path, or a conflict naming its field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiCallError)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.issues) if (issue.path && !out[issue.path]) out[issue.path] = issue.message;
  const field = error.details.field;
  if (typeof field === 'string' && !out[field]) out[field] = error.messageKey;
  return out;
}
