import { readJson, route } from '@/lib/http/route';
import { LOCALE_COOKIE } from '@/lib/i18n/config';
import { getMyProfile } from '@/lib/users/get-profile';
import { updateProfileSchema } from '@/lib/users/schema';
import { updateMyProfile } from '@/lib/users/update-profile';

export const dynamic = 'force-dynamic';

// GET /api/v1/profile/me – the signed-in user's profile
export const GET = route({}, async ({ session }) => {
  const item = await getMyProfile(session);
  return Response.json({ item }, { headers: { 'Cache-Control': 'no-store' } });
});

// PATCH /api/v1/profile/me – change one's display name (when allowed) and/or UI language
export const PATCH = route({}, async ({ req, session }) => {
  const input = updateProfileSchema.parse(await readJson(req));
  const item = await updateMyProfile({ session, input });
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  // The cookie keeps the language on the sign-in page after logout, as the language menu does.
  if (input.locale) headers.append('Set-Cookie', `${LOCALE_COOKIE}=${input.locale}; Path=/; Max-Age=31536000; SameSite=Lax`);
  return Response.json({ item }, { headers });
});
