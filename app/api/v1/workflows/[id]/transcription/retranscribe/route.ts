import { route } from '@/lib/http/route';
import { requestRetranscription } from '@/lib/editor/transcription/retranscribe';

// POST /api/v1/workflows/{id}/transcription/retranscribe – queues a new transcription by the configured provider
export const POST = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await requestRetranscription(session, params.id) }, { status: 202 });
});
