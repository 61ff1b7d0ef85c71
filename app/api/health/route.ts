import { isDatabaseReady } from '@/lib/ops/health';

// GET /api/health – liveness and database readiness for load balancers
export async function GET() {
  const ok = await isDatabaseReady();
  return Response.json({ ok }, { status: ok ? 200 : 503 });
}
