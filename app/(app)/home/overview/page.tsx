import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { ClientMessagesView, clientMessagesFrame } from '@/components/providers/client-messages';
import { EmptySection, HomeTabsView, PageHeading, WorkspaceCards } from '@/components/shell/home-parts';
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
  // Everything the page shows is read here, so that the parts below are plain components that stay
  // inline in the RSC payload (each async one is an outlined chunk more per request; issue 15).
  const [t, tw, messages, workspaces, overview] = await Promise.all([
    getTranslations('home'),
    getTranslations('workspaces'),
    clientMessagesFrame(CLIENT_NAMESPACES.library),
    listMyShellWorkspaces(session),
    getLocale().then((locale) => homeOverview(session, locale)),
  ]);
  const name = session.user.displayName.trim() || nameFromEmail(session.user.email);
  return (
    <>
      <PageHeading title={t('welcome', { name })} intro={t('welcomeOrg', { org: session.org.name })} />
      <HomeTabsView tabs={homeTabs(session.org)} current="overview" t={t} />
      <ClientMessagesView frame={messages}>
        <OverviewSections
          overview={{
            continueWatching: overview.continueWatching.map(cardView),
            // Only people who may author see the row (someone who lost the role keeps it while it has cards).
            continueEditing: session.access.editor || overview.continueEditing.length > 0 ? overview.continueEditing.map(cardView) : undefined,
            recentlyPublished: overview.recentlyPublished.map(cardView),
            favorites: overview.favorites.map(cardView),
          }}
        />
      </ClientMessagesView>
      <section aria-labelledby="my-workspaces">
        <h2 id="my-workspaces">{t('myWorkspaces')}</h2>
        {workspaces.length > 0 ? <WorkspaceCards items={workspaces} privateLabel={tw('private')} /> : <EmptySection id="my-workspaces-empty" text={t('myWorkspacesEmpty')} />}
      </section>
    </>
  );
}
