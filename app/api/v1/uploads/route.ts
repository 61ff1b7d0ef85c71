import { readJson, route } from '@/lib/http/route';
import { createUpload } from '@/lib/uploads/create';
import { uploadOwner } from '@/lib/uploads/owner';
import { createUploadSchema } from '@/lib/uploads/schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// POST /api/v1/uploads {fileName, contentType, size, purpose} – start a resumable multipart upload (editors)
export const POST = route({ access: 'editor' }, async ({ req, session }) => {
  const input = createUploadSchema.parse(await readJson(req));
  const item = await createUpload(uploadOwner(session), input);
  return Response.json({ item }, { status: 201 });
});
