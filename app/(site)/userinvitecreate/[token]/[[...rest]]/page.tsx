import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { InvitePage } from '@/components/account/invite-page';

type Props = { params: Promise<{ token: string; rest?: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.invite');
  return { title: t('title'), robots: { index: false } };
}

// /userinvitecreate/{token}/{name?}/{lang?} – accept an invitation: name and password
export default async function UserInviteCreatePage({ params }: Props) {
  const { token, rest } = await params;
  return <InvitePage variant="invite" token={token} rest={rest} />;
}
