import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { InvitePage } from '@/components/account/invite-page';

type Props = { params: Promise<{ token: string; rest?: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.freeTrial');
  return { title: t('title'), robots: { index: false } };
}

// /startfreetrial/{token}/{name?}/{lang?} – set up the admin account of a new free trial
export default async function StartFreeTrialPage({ params }: Props) {
  const { token, rest } = await params;
  return <InvitePage variant="free-trial" token={token} rest={rest} />;
}
