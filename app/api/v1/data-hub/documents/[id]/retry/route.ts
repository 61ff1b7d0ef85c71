import { retryDataHubDocument } from '@/lib/data-hub/documents';
import { route } from '@/lib/http/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// POST /api/v1/data-hub/documents/{id}/retry – index a failed document again
export const POST = route({}, async ({ params, session }) => Response.json({ item: await retryDataHubDocument(session, params.id) }));
