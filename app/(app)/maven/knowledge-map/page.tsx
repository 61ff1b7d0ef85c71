import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/providers/client-messages';
import { KnowledgeMapView } from '@/components/semantic/knowledge-map-view';
import { hasAccess } from '@/lib/access/access';
import { requirePageSession } from '@/lib/auth/guards';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('maven'))('knowledgeMap.title') };
}

// /maven/knowledge-map – workflows and asked questions placed by meaning (authors: org admin, workspace admin, publisher; others 404)
export default async function KnowledgeMapRoute() {
  const session = await requirePageSession();
  if (!hasAccess(session.access, 'editor')) notFound();
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.maven}>
      <KnowledgeMapView />
    </ClientMessages>
  );
}
