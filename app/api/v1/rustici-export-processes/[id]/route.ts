import { route } from '@/lib/http/route';
import { getExportProcess } from '@/lib/scorm/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/rustici-export-processes/{id} – one export: status, progress and, when finished, an expiring download link
export const GET = route({}, async ({ params, session }) => Response.json({ item: await getExportProcess(session, params.id) }));
