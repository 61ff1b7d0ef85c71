import { route } from '@/lib/http/route';
import { retryExportProcess } from '@/lib/scorm/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// PUT /api/v1/rustici-export-processes/{id}/retry – build a failed export again
export const PUT = route({}, async ({ params, session }) => Response.json({ item: await retryExportProcess(session, params.id) }));
