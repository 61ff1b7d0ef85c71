import { chatOk } from '@/lib/chat/respond';
import { presetQuestions } from '@/lib/chat/service';
import { route } from '@/lib/http/route';

// GET /api/v2/chats/preset-questions – the organisation's preset questions (Maven settings)
export const GET = route({}, async ({ session }) => chatOk({ items: presetQuestions(session) }));
