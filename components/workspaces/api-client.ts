import { apiRequest, ApiRequestError, type RequestOptions } from '@/components/ui/api-request';

/** fetch + JSON for the workspace screens, keeping the server's message key, issues and details. */
export const apiCall = <T>(url: string, options: RequestOptions = {}) => apiRequest<T>(url, options, 'adminWorkspaces.networkError');

/** Field errors of a refused form: zod issues by path, or a conflict naming its field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.issues) if (issue.path && !out[issue.path]) out[issue.path] = issue.message;
  const field = error.details.field;
  if (typeof field === 'string' && !out[field]) out[field] = error.messageKey;
  return out;
}
