import { RETRY_AFTER_SECONDS } from '@/lib/http/unavailable';
import { isDatabaseReady } from '@/lib/ops/health';
import { deploymentAware } from '@/lib/http/deployment';

// GET /api/health – liveness and database readiness for load balancers
export const GET = deploymentAware(async () => {
  const ok = await isDatabaseReady();
  if (ok) return Response.json({ ok });
  return Response.json({ ok }, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
});
