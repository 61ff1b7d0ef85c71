import { analyticsScope } from '@/lib/analytics/access';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES } from '@/lib/analytics/reports/schema';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/configurations/ag-grid – the report grid's settings (page sizes); our grid needs no licence key
export const GET = route({}, async ({ session }) => {
  analyticsScope(session);
  return Response.json({ item: { pageSizes: GRID_PAGE_SIZES, defaultPageSize: GRID_DEFAULT_PAGE_SIZE, licenseKey: null } });
});
