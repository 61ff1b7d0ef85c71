import { hasAccess } from '@/lib/access/access';
import { AppError } from '@/lib/http/errors';
import { readJson, route } from '@/lib/http/route';
import { createUpload } from '@/lib/uploads/create';
import { uploadOwner } from '@/lib/uploads/owner';
import { createUploadSchema } from '@/lib/uploads/schema';
import { OPERATOR_UPLOAD_PURPOSES } from '@/lib/uploads/sop-purposes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// POST /api/v1/uploads {fileName, contentType, size, purpose} – start a resumable multipart upload:
// authors (the editor flag) for every purpose, any player for what a smart instruction asks them for.
export const POST = route({ access: 'player' }, async ({ req, session }) => {
  const input = createUploadSchema.parse(await readJson(req));
  if (!hasAccess(session.access, 'editor') && !OPERATOR_UPLOAD_PURPOSES.includes(input.purpose)) throw new AppError('forbidden');
  const item = await createUpload(uploadOwner(session), input);
  return Response.json({ item }, { status: 201 });
});
