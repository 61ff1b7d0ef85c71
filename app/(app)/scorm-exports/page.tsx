import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ClientMessages } from '@/components/providers/client-messages';
import { ScormExportsPage } from '@/components/scorm/scorm-exports-page';
import { requirePageSession } from '@/lib/auth/guards';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getTranslations } from '@/lib/i18n/server';
import { loadScormExportsPage } from '@/lib/scorm/page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('scorm'))('title') };
}

type Props = { searchParams: Promise<{ workspace?: string; workflow?: string }> };

// /scorm-exports – SCORM 1.2 / 2004 / cmi5 exports: a new export and the export history (admins and authors; enableSCORM and downloads on)
export default async function ScormExportsRoute({ searchParams }: Props) {
  const session = await requirePageSession();
  const page = await loadScormExportsPage(session);
  if (!page) redirect('/home/overview');
  const { workspace, workflow } = await searchParams;
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.scormExports}>
      <ScormExportsPage workspaces={page.workspaces} thinAllowed={page.thinAllowed} initialWorkspace={workspace ?? null} initialWorkflow={workflow ?? null} />
    </ClientMessages>
  );
}
