'use client';
import { useCallback, useEffect, useState } from 'react';

export type IpCheckStatus = 'TODO' | 'CHECKING' | 'PASSED' | 'NOT_ALLOWED' | 'CONNECT_FAILED';

/** Spec §8: a blocked address is refused with code 5 by every API, not only by the IP check. */
export const IP_BLOCKED_CODE = 5;
const IP_BLOCKED_EVENT = 'openhow:ip-blocked';

type ErrorBody = { error?: { details?: { code?: unknown } } } | null | undefined;

/** True for an API reply that means "your address is outside the allow-list" (403 with code 5). */
export const isIpBlockedReply = (status: number, body: ErrorBody) =>
  status === 403 && body?.error?.details?.code === IP_BLOCKED_CODE;

/**
 * Call from any API client that receives an IP-blocked reply (e.g. react-query's onError):
 * every mounted useIpCheck switches to NOT_ALLOWED, so the menu hides and the alert shows.
 */
export function notifyIpBlocked() {
  window.dispatchEvent(new Event(IP_BLOCKED_EVENT));
}

type Result = { attempt: number; status: IpCheckStatus; clientIP: string | null };
type CheckReply = ErrorBody & { item?: { allowed?: boolean; clientIP?: string } };

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
    fetch('/api/v1/permission/check-ip-access', { method: 'POST' })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as CheckReply | null;
        if (isIpBlockedReply(res.status, body)) return settle('NOT_ALLOWED');
        if (!res.ok || !body?.item) return settle('CONNECT_FAILED');
        settle(body.item.allowed ? 'PASSED' : 'NOT_ALLOWED', body.item.clientIP ?? null);
      }, () => settle('CONNECT_FAILED'))
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
