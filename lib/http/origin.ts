import { configuredBaseUrl } from '@/lib/http/base-url';

/**
 * CSRF defence for state-changing API calls: a browser always sends Origin on cross-site
 * writes, so a write whose Origin is present and differs from the host is refused.
 * Non-browser clients (no Origin header) are allowed; they carry no ambient cookies of ours.
 */
export function isSameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return true;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  const allowed = new Set<string>();
  if (host) allowed.add(host);
  const site = configuredBaseUrl();
  if (site) allowed.add(new URL(site).host);
  try {
    return allowed.has(new URL(origin).host);
  } catch {
    return false;
  }
}
