import { getLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import type { SessionContext } from '@/lib/auth/session';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { PAGE_SIZES } from '@/lib/workflows/constants';
import { listDiscover, listFavorites, listOwnedByMe, listWorkspaceWorkflows } from '@/lib/workflows/library';
import { cardView, type PagingQuery } from '@/lib/workflows/library-schema';
import { LibraryList } from './library-list';
import type { ListSource } from './use-library';

type Props = { session: SessionContext; source: ListSource; emptyText: string; label: string };

function firstPage(session: SessionContext, source: ListSource, paging: PagingQuery) {
  switch (source.kind) {
    case 'workspace':
      return listWorkspaceWorkflows(session, source.workspaceId, paging);
    case 'favorites':
      return listFavorites(session, paging);
    case 'owned':
      return listOwnedByMe(session, paging);
    default:
      return listDiscover(session, paging);
  }
}

/** A library list page: the first page rendered on the server, the rest paged in the browser. */
export async function LibraryPage({ session, source, emptyText, label }: Props) {
  const locale = await getLocale();
  const params = { page: 1, size: PAGE_SIZES[0], sort: 'newest' as const, locale };
  const first = await firstPage(session, source, params);
  const page = { ...first, items: first.items.map(cardView) };
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.library}>
      <LibraryList source={source} initialParams={params} initialPage={page} emptyText={emptyText} label={label} />
    </ClientMessages>
  );
}
