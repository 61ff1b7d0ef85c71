import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DataHubPage } from '@/components/data-hub/data-hub-page';
import { ClientMessages } from '@/components/providers/client-messages';
import { requirePageSession } from '@/lib/auth/guards';
import { loadDataHubPage } from '@/lib/data-hub/page';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dataHub'))('title') };
}

// /data-hub – documents of a workspace's knowledge for the assistant (org admins, workspace admins, publishers; feature on)
export default async function DataHubRoute() {
  const session = await requirePageSession();
  const page = await loadDataHubPage(session);
  if (!page) redirect('/home/overview');
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.dataHub}>
      <DataHubPage workspaces={page.workspaces} />
    </ClientMessages>
  );
}
