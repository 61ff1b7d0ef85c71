'use client';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/components/ui/api-request';
import type { AiSummaryDto } from '@/lib/ai-summary/schema';
import { aiSummaryApi } from './ai-summary-api';

const POLL_MS = 1500;
const running = (s: AiSummaryDto | null) => s?.status === 'pending' || s?.status === 'processing';

/**
 * The builder's AI summary: loaded once, polled while its job runs, and every change the
 * server answers replaces it. `off` when the organisation has the feature switched off.
 */
export function useAiSummary(workflowId: string) {
  const [summary, setSummary] = useState<AiSummaryDto | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [off, setOff] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const fail = useCallback((error: unknown) => {
    if (error instanceof ApiRequestError && error.messageKey === 'ai.featureOff') setOff(true);
    setErrorKey(error instanceof ApiRequestError ? (error.issues[0]?.message ?? error.messageKey) : 'alert.unexpectedError');
  }, []);

  const refresh = useCallback(
    () =>
      aiSummaryApi.load(workflowId).then((s) => {
        setSummary(s);
        setLoaded(true);
      }, fail),
    [workflowId, fail],
  );

  useEffect(() => void refresh(), [refresh]);
  const isRunning = running(summary);
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setTimeout(() => void refresh(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [isRunning, summary, refresh]);

  /** Runs one call; its answer (a summary, or null after a delete) replaces the state. */
  const act = useCallback(
    async (call: () => Promise<AiSummaryDto | null>) => {
      setBusy(true);
      setErrorKey(null);
      try {
        setSummary(await call());
        return true;
      } catch (error) {
        fail(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fail],
  );

  return { summary, loaded, off, busy, errorKey, isRunning, act, refresh };
}
