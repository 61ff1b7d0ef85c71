'use client';
import { useState } from 'react';
import { useMessage } from '@/components/workspaces/use-message';
import { ApiRequestError } from '@/components/ui/api-request';

/** Busy and error state of one dialog's call; the error is the server's translated message. */
export function useRun() {
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>, onDone: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      onDone();
    } catch (e) {
      setError(message(e instanceof ApiRequestError ? e.messageKey : null));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
