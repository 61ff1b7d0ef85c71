import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { PublicProfileView } from '@/components/profile/public-profile-view';
import { requirePageSession } from '@/lib/auth/guards';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getPublicProfile } from '@/lib/users/public-profile';
import { isUuid } from '@/lib/users/schema';

type Props = { params: Promise<{ uid: string }> };

// Metadata and page share one lookup per request.
const load = cache(async (uid: string) => {
  const session = await requirePageSession();
  // Only ids can be profiles; every other single-segment path is not a page here.
  if (!isUuid(uid)) notFound();
  const profile = await getPublicProfile({ session, uid });
  if (!profile) notFound();
  return { profile, isSelf: profile.id === session.user.id };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { profile } = await load((await params).uid);
  return { title: profile.displayName };
}

// /{uid} (route UserProfileMain) – a colleague's profile, same organisation only
export default async function UserProfileMainPage({ params }: Props) {
  const { profile, isSelf } = await load((await params).uid);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.profile}>
      <PublicProfileView profile={profile} isSelf={isSelf} />
    </ClientMessages>
  );
}
