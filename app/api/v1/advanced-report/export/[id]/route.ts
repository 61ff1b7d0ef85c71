import { getExport } from '@/lib/analytics/export/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/advanced-report/export/{id} – the caller's export: status, progress and, once finished, a short-lived download link
export const GET = route({}, async ({ params, session }) => Response.json({ item: await getExport(session, params.id) }));
