'use client';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError, apiRequest } from '@/components/ui/api-request';
import { IP_BLOCKED_EVENT } from './ip-blocked';

export type IpCheckStatus = 'TODO' | 'CHECKING' | 'PASSED' | 'NOT_ALLOWED' | 'CONNECT_FAILED';

type Result = { attempt: number; status: IpCheckStatus; clientIP: string | null };
type CheckReply = { item?: { allowed?: boolean; clientIP?: string } } | null;

/**
 * Spec §4 IP check: TODO → CHECKING → PASSED | NOT_ALLOWED | CONNECT_FAILED. A server or network
 * failure is CONNECT_FAILED (the retry card); an unexpected exception resets to TODO.
 */
export function useIpCheck(enabled = true): { status: IpCheckStatus; clientIP: string | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [blockedElsewhere, setBlockedElsewhere] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const settle = (status: IpCheckStatus, clientIP: string | null = null) => live && setResult({ attempt, status, clientIP });
    apiRequest<CheckReply>('/api/v1/permission/check-ip-access', { method: 'POST' })
      .then(
        (body) => (body?.item ? settle(body.item.allowed ? 'PASSED' : 'NOT_ALLOWED', body.item.clientIP ?? null) : settle('CONNECT_FAILED')),
        (error) => {
          if (!(error instanceof ApiRequestError)) throw error;
          settle(error.ipBlocked ? 'NOT_ALLOWED' : 'CONNECT_FAILED');
        },
      )
      .catch(() => settle('TODO'));
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  useEffect(() => {
    const onBlocked = () => setBlockedElsewhere(true);
    window.addEventListener(IP_BLOCKED_EVENT, onBlocked);
    return () => window.removeEventListener(IP_BLOCKED_EVENT, onBlocked);
  }, []);
  const retry = useCallback(() => {
    setBlockedElsewhere(false);
    setAttempt((n) => n + 1);
  }, []);
  const current = result?.attempt === attempt ? result : null;
  let status: IpCheckStatus = 'TODO';
  if (enabled) status = blockedElsewhere ? 'NOT_ALLOWED' : (current?.status ?? 'CHECKING');
  return { status, clientIP: current?.clientIP ?? null, retry };
}
