import { getLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import type { SessionContext } from '@/lib/auth/session';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { PAGE_SIZES } from '@/lib/workflows/constants';
import { listDiscover, listFavorites, listOwnedByMe, listSeenWorkspaceWorkflows, listWorkspaceWorkflows } from '@/lib/workflows/library';
import { cardView, type PagingQuery } from '@/lib/workflows/library-schema';
import type { ManagedWorkspace } from '@/lib/workspaces/admin-types';
import { LibraryList } from './library-list';
import type { ListSource } from './use-library';

/** `seenWorkspace`: the workspace of a workspace source, as the page loaded it for this caller (visibility checked). */
type Props = { session: SessionContext; source: ListSource; seenWorkspace?: ManagedWorkspace; emptyText: string; label: string };

function firstPage(session: SessionContext, source: ListSource, paging: PagingQuery, seenWorkspace?: ManagedWorkspace) {
  switch (source.kind) {
    case 'workspace':
      return seenWorkspace?.id === source.workspaceId
        ? listSeenWorkspaceWorkflows(session, seenWorkspace, paging)
        : listWorkspaceWorkflows(session, source.workspaceId, paging);
    case 'favorites':
      return listFavorites(session, paging);
    case 'owned':
      return listOwnedByMe(session, paging);
    default:
      return listDiscover(session, paging);
  }
}

/** A library list page: the first page rendered on the server, the rest paged in the browser. */
export async function LibraryPage({ session, source, seenWorkspace, emptyText, label }: Props) {
  const locale = await getLocale();
  const params = { page: 1, size: PAGE_SIZES[0], sort: 'newest' as const, locale };
  const first = await firstPage(session, source, params, seenWorkspace);
  const page = { ...first, items: first.items.map(cardView) };
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.library}>
      <LibraryList source={source} initialParams={params} initialPage={page} emptyText={emptyText} label={label} />
    </ClientMessages>
  );
}
