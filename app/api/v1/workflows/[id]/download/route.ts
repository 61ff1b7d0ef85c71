import { route } from '@/lib/http/route';
import { originalVideoDownload, redirectTo } from '@/lib/workflows/download-links';

export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/download – the original video as a download (authors; allowDownloads on, disableDownloads off)
export const GET = route({ access: 'editor' }, async ({ params, session }) => redirectTo(await originalVideoDownload({ session, workflowId: params.id })));
