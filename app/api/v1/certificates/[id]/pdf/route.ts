import { route } from '@/lib/http/route';
import { certificatePdfFor } from '@/lib/skills/certificates';

export const dynamic = 'force-dynamic';

// GET /api/v1/certificates/{id}/pdf – download the certificate as a PDF in the holder's language
export const GET = route({}, async ({ params, session }) => {
  const { bytes, fileName } = await certificatePdfFor(session, String(params.id));
  return new Response(Buffer.from(bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'private, no-store' },
  });
});
