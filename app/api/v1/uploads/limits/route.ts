import { route } from '@/lib/http/route';
import { VIDEO_TYPES } from '@/lib/uploads/constants';
import { maxUploadBytes, maxVideoSeconds } from '@/lib/uploads/limits';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/uploads/limits – this server's upload limits, so the browser can check a file before sending it (editors)
export const GET = route({ access: 'editor' }, async () => {
  const item = { maxBytes: maxUploadBytes(), maxVideoSeconds: maxVideoSeconds(), extensions: Object.keys(VIDEO_TYPES) };
  return Response.json({ item });
});
