import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { PageHeading } from '@/components/shell/home-parts';
import { requirePageSession } from '@/lib/auth/guards';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { isFeatureOn } from '@/lib/orgs/settings';
import { listViewer } from '@/lib/sop-ui/page-guard';
import { listWorkspaces } from '@/lib/workspaces/lists';
import { SopList } from '@/components/sop/sop-list';
import styles from './library.module.css';
import { SearchView } from './search-view';

export type SearchParams = Promise<{ keyword?: string | string[]; tab?: string | string[] }>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function readSearchParams(searchParams: SearchParams) {
  const raw = await searchParams;
  return { keyword: first(raw.keyword)?.trim().slice(0, 200) ?? '', tab: first(raw.tab) === 'smart-instructions' ? 'smart-instructions' : 'workflows' } as const;
}

/**
 * Explorer search (spec 01 §2, both /explorer-search and /explorer-search-main): the keyword
 * comes from the header search (?keyword=); tabs for workflows and smart instructions.
 */
export async function ExplorerSearch({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const session = await requirePageSession();
  const t = await getTranslations('library');
  const home = await getTranslations('home');
  const sops = isFeatureOn(session.org.settings, 'enableMultiModalSOP');
  const read = await readSearchParams(searchParams);
  const { keyword } = read;
  // Without smart instructions in the organisation there is only the workflows tab.
  const tab = sops ? read.tab : 'workflows';
  const tabHref = (name: string) => `${path}?${new URLSearchParams({ ...(keyword ? { keyword } : {}), tab: name })}`;
  const { items: workspaces } = await listWorkspaces(session, { type: 'view', keyword: '' });
  return (
    <>
      <PageHeading title={keyword ? home('searchResultsFor', { keyword }) : home('searchTitle')} intro={keyword ? undefined : t('searchIntro')} />
      <nav aria-label={t('searchTabs')} className={styles.tabs}>
        <ul className={styles.tabList}>
          {(sops ? (['workflows', 'smart-instructions'] as const) : (['workflows'] as const)).map((name) => (
            <li key={name}>
              <Link href={tabHref(name)} className={styles.tab} aria-current={tab === name ? 'page' : undefined}>
                {name === 'workflows' ? home('searchWorkflows') : home('searchSmartInstructions')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'workflows' ? (
        <ClientMessages namespaces={[...CLIENT_NAMESPACES.library, 'playerPopup']}>
          <SearchView key={keyword} keyword={keyword} workspaces={workspaces.map((w) => ({ id: w.id, name: w.name }))} />
        </ClientMessages>
      ) : (
        <ClientMessages namespaces={CLIENT_NAMESPACES.sop}>
          <SopList
            key={keyword}
            source={keyword ? { kind: 'search', keyword } : { kind: 'all', published: true }}
            emptyText={keyword ? t('smartInstructionsNone') : t('smartInstructionsEmpty')}
            label={home('searchSmartInstructions')}
            viewer={listViewer(session)}
            hrefBase="/explorer-search/mm-sop"
          />
        </ClientMessages>
      )}
    </>
  );
}
