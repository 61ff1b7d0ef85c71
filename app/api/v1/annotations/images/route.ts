import { route } from '@/lib/http/route';
import { uploadAnnotationImage } from '@/lib/annotations/upload-image';

export const dynamic = 'force-dynamic';

// POST /api/v1/annotations/images?workflowId= – upload an image for an image annotation (multipart field `file`, ≤ 5 MB; authors)
export const POST = route({}, async ({ req, session }) => {
  const workflowId = new URL(req.url).searchParams.get('workflowId');
  const item = await uploadAnnotationImage({ session, workflowId, req });
  return Response.json({ item }, { status: 201 });
});
