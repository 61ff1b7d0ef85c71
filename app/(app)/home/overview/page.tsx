import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptySection, HomeTabs, PageHeading, WorkspaceCards } from '@/components/shell/home-parts';
import { requirePageSession } from '@/lib/auth/guards';
import { nameFromEmail } from '@/lib/auth/identity';
import { homeTabs } from '@/lib/shell/home-tabs';
import { listMyWorkspaces } from '@/lib/workspaces/lists';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('overview') };
}

export default async function HomeOverviewPage() {
  const session = await requirePageSession();
  const t = await getTranslations('home');
  const workspaces = await listMyWorkspaces(session);
  const name = session.user.displayName.trim() || nameFromEmail(session.user.email);
  return (
    <>
      <PageHeading title={t('welcome', { name })} intro={t('welcomeOrg', { org: session.org.name })} />
      <HomeTabs tabs={homeTabs(session.access)} current="overview" />
      <EmptySection id="continue-watching" title={t('continueWatching')} text={t('continueWatchingEmpty')} />
      <EmptySection id="recently-published" title={t('recentlyPublished')} text={t('recentlyPublishedEmpty')} />
      <EmptySection id="favourites" title={t('favorites')} text={t('favoritesEmpty')} />
      <section aria-labelledby="my-workspaces">
        <h2 id="my-workspaces">{t('myWorkspaces')}</h2>
        {workspaces.length > 0 ? <WorkspaceCards items={workspaces} /> : <EmptySection id="my-workspaces-empty" text={t('myWorkspacesEmpty')} />}
      </section>
    </>
  );
}
