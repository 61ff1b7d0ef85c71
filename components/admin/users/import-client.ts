import { ApiRequestError, apiResponse } from '@/components/ui/api-request';
import type { ImportProgress, ImportReport } from '@/lib/users/admin/schema';
import { USERS_NETWORK_KEY } from './api';

type Line = ImportProgress | ({ type: 'report' } & ImportReport) | { type: 'error'; error: { message: string } };

/** Uploads a CSV and follows the server's progress lines (NDJSON) until the report arrives. */
export async function runImport(file: Blob, onProgress: (p: ImportProgress) => void): Promise<ImportReport> {
  const form = new FormData();
  form.set('file', file, 'users.csv');
  const res = await apiResponse('/api/v1/users/import', { method: 'POST', body: form, headers: { accept: 'application/x-ndjson' } }, USERS_NETWORK_KEY);
  if (!res.body) throw ApiRequestError.network(USERS_NETWORK_KEY);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const text of lines) {
      if (!text.trim()) continue;
      const line = JSON.parse(text) as Line;
      if (line.type === 'progress') onProgress(line);
      else if (line.type === 'error') throw new ApiRequestError(500, 'internal', line.error.message);
      else return { items: line.items, total: line.total, summary: line.summary };
    }
  }
  // The connection ended before the report: some users may exist; the list shows which.
  throw ApiRequestError.network('adminUsers.import.interrupted');
}
