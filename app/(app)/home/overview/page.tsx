import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { EmptySection, HomeTabs, PageHeading, WorkspaceCards } from '@/components/shell/home-parts';
import { OverviewSections } from '@/components/workflows/overview-sections';
import { requirePageSession } from '@/lib/auth/guards';
import { nameFromEmail } from '@/lib/auth/identity';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { homeTabs } from '@/lib/shell/home-tabs';
import { listMyShellWorkspaces } from '@/lib/shell/reads';
import { homeOverview } from '@/lib/workflows/library';
import { cardView } from '@/lib/workflows/library-schema';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('overview') };
}

export default async function HomeOverviewPage() {
  const session = await requirePageSession();
  const t = await getTranslations('home');
  const [workspaces, overview] = await Promise.all([listMyShellWorkspaces(session), homeOverview(session, await getLocale())]);
  const name = session.user.displayName.trim() || nameFromEmail(session.user.email);
  return (
    <>
      <PageHeading title={t('welcome', { name })} intro={t('welcomeOrg', { org: session.org.name })} />
      <HomeTabs tabs={homeTabs(session.org)} current="overview" />
      <ClientMessages namespaces={CLIENT_NAMESPACES.library}>
        <OverviewSections
          overview={{
            continueWatching: overview.continueWatching.map(cardView),
            // Only people who may author see the row (someone who lost the role keeps it while it has cards).
            continueEditing: session.access.editor || overview.continueEditing.length > 0 ? overview.continueEditing.map(cardView) : undefined,
            recentlyPublished: overview.recentlyPublished.map(cardView),
            favorites: overview.favorites.map(cardView),
          }}
        />
      </ClientMessages>
      <section aria-labelledby="my-workspaces">
        <h2 id="my-workspaces">{t('myWorkspaces')}</h2>
        {workspaces.length > 0 ? <WorkspaceCards items={workspaces} /> : <EmptySection id="my-workspaces-empty" text={t('myWorkspacesEmpty')} />}
      </section>
    </>
  );
}
