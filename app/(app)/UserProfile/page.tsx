import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { ProfileView } from '@/components/profile/profile-view';
import { requirePageSession } from '@/lib/auth/guards';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getMyProfile } from '@/lib/users/get-profile';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title') };
}

// /UserProfile – the signed-in user's own profile and settings
export default async function UserProfilePage() {
  const session = await requirePageSession();
  const profile = await getMyProfile(session);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.profile}>
      <ProfileView initial={profile} />
    </ClientMessages>
  );
}
