/** Spec §8: a blocked address is refused with code 5 by every API, not only by the IP check. */
export const IP_BLOCKED_CODE = 5;
export const IP_BLOCKED_EVENT = 'openhow:ip-blocked';

type ErrorBody = { error?: { details?: { code?: unknown } } } | null | undefined;

/** True for an API reply that means "your address is outside the allow-list" (403 with code 5). */
export const isIpBlockedReply = (status: number, body: ErrorBody) =>
  status === 403 && body?.error?.details?.code === IP_BLOCKED_CODE;

/**
 * Called by the API helper (components/ui/api-request.ts) on every IP-blocked reply: each mounted
 * useIpCheck switches to NOT_ALLOWED, so the menu hides and the alert shows.
 */
export function notifyIpBlocked() {
  window.dispatchEvent(new Event(IP_BLOCKED_EVENT));
}
