'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { aiSummaryApi } from '@/components/ai-summary/ai-summary-api';
import { ApiRequestError } from '@/components/ui/api-request';
import { isKeyTermsJobRunning, type KeyTermsJobDto } from '@/lib/builder/key-terms-dto';

const POLL_MS = 1000;
const keyOf = (workflowId: string) => ['keyTerms', workflowId] as const;
const runOf = (job: KeyTermsJobDto) => `${job.id}:${job.revision}`;

/**
 * The workflow's key-term job (POST /workflow/keypoints, GET /workflows/{id}/keypoints): loaded
 * once, polled while it runs (as the builder's quiz generation), restarted by `start` (also the
 * retry after a failure). `onCompleted` is called once for a run this page saw running, when it
 * completes — not for a run that had finished before the page opened.
 */
export function useKeyTermsJob(workflowId: string, onCompleted: (job: KeyTermsJobDto) => void) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: keyOf(workflowId),
    queryFn: () => aiSummaryApi.keyTerms(workflowId),
    refetchInterval: (q) => (isKeyTermsJobRunning(q.state.data?.status) ? POLL_MS : false),
  });
  const job = query.data ?? null;
  const watched = useRef<string | null>(null);
  useEffect(() => {
    if (!job) return;
    if (isKeyTermsJobRunning(job.status)) {
      watched.current = runOf(job);
    } else if (watched.current === runOf(job)) {
      watched.current = null;
      if (job.status === 'completed') onCompleted(job);
    }
  }, [job, onCompleted]);

  const [starting, setStarting] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const start = async () => {
    setStarting(true);
    setErrorKey(null);
    try {
      const started = await aiSummaryApi.suggestTerms(workflowId);
      client.setQueryData(keyOf(workflowId), started);
    } catch (error) {
      setErrorKey(error instanceof ApiRequestError ? error.messageKey : 'aiSummary.networkError');
    } finally {
      setStarting(false);
    }
  };
  return { job, starting, errorKey, isRunning: isKeyTermsJobRunning(job?.status), start };
}
