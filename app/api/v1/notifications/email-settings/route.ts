import { readJson, route } from '@/lib/http/route';
import { getEmailSettings, updateEmailSettings } from '@/lib/notifications/email-settings';
import { emailSettingsSchema } from '@/lib/notifications/share-schema';

// GET /api/v1/notifications/email-settings – per notification type, whether the caller gets it by email
export const GET = route({}, async ({ session }) => Response.json(await getEmailSettings(session)));

// PUT /api/v1/notifications/email-settings {emailOff} – the types the caller does not want by email
export const PUT = route({}, async ({ req, session }) => {
  const input = emailSettingsSchema.parse(await readJson(req));
  return Response.json(await updateEmailSettings(session, input));
});
