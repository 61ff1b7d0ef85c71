import type { ImportProgress, ImportReport } from '@/lib/users/admin/schema';
import { AdminApiError } from './api';

export class ImportError extends AdminApiError {
  constructor(
    status: number,
    messageKey: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(status, messageKey);
  }
}

type Line = ImportProgress | ({ type: 'report' } & ImportReport) | { type: 'error'; error: { message: string } };

/** Uploads a CSV and follows the server's progress lines (NDJSON) until the report arrives. */
export async function runImport(file: Blob, onProgress: (p: ImportProgress) => void): Promise<ImportReport> {
  const form = new FormData();
  form.set('file', file, 'users.csv');
  let res: Response;
  try {
    res = await fetch('/api/v1/users/import', { method: 'POST', body: form, headers: { accept: 'application/x-ndjson' } });
  } catch {
    throw new ImportError(0, 'adminUsers.offline');
  }
  if (!res.ok || !res.body) {
    const data = (await res.json().catch(() => null)) as { error?: { message?: string; details?: Record<string, unknown> } } | null;
    throw new ImportError(res.status, data?.error?.message ?? 'alert.unexpectedError', data?.error?.details);
  }
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
      else if (line.type === 'error') throw new ImportError(500, line.error.message);
      else return { items: line.items, total: line.total, summary: line.summary };
    }
  }
  // The connection ended before the report: some users may exist; the list shows which.
  throw new ImportError(0, 'adminUsers.import.interrupted');
}
