import { redirect } from 'next/navigation';
import { ClientMessages } from '@/components/providers/client-messages';
import { hasAccess } from '@/lib/access/access';
import { requirePageSession } from '@/lib/auth/guards';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { assistantLink } from '@/lib/shell/nav';
import { MavenPage } from './maven-page';

/**
 * The loader of /maven and /smart-assist (spec 01 §6 menu rules): a signed-in session (the route
 * rules send a Maven route home when neither assistant is on); Smart Assist takes precedence, so
 * each route shows the assistant the organisation has and the other one forwards to it.
 */
export async function AssistantRoute({ kind }: { kind: 'maven' | 'smartAssist' }) {
  const session = await requirePageSession();
  const link = assistantLink(session.org.settings);
  if (!link) redirect('/home/overview');
  if (link.kind !== kind) redirect(link.href);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.maven}>
      <MavenPage kind={kind} knowledgeMap={hasAccess(session.access, 'editor')} />
    </ClientMessages>
  );
}
