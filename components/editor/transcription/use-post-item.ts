'use client';
import { useState } from 'react';
import { apiRequest, ApiRequestError } from '@/components/ui/api-request';
import type { TranscriptionDto } from '@/lib/editor/transcription/schema';

/**
 * Busy and error state of one dialog's POST answering `{ item: TranscriptionDto }`; `explain`
 * turns a refusal into the text to show (the network failure has its own message key).
 */
export function usePostItem(explain: (error: ApiRequestError | null) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const post = async (url: string, body: unknown, onDone: (item: TranscriptionDto) => void) => {
    setBusy(true);
    setError(null);
    try {
      const { item } = await apiRequest<{ item: TranscriptionDto }>(url, { method: 'POST', body }, 'transcriptionEditor.errors.network');
      onDone(item);
    } catch (e) {
      setError(explain(e instanceof ApiRequestError && e.status !== 0 ? e : null));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, post };
}
