'use client';
import type { SortingState } from '@tanstack/react-table';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { useCallback, useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import admin from '@/components/admin/admin.module.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { AdminUserDto, SearchSort } from '@/lib/users/admin/schema';
import { usersApi, type SearchParams } from './api';
import { useUserColumns } from './columns';
import { UserDialogs } from './user-dialogs';
import { useMessage } from './fields';
import type { UserAction } from './row-actions';
import type { DialogState, UsersPageProps } from './types';
import { useDebounced, useUserMutation, useUserSearch } from './use-users';
import styles from './users.module.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/users: the organisation's people (or shared-device accounts), searched and paged on the server. */
export function UsersView(props: UsersPageProps) {
  const t = useTranslations('adminUsers');
  const message = useMessage();
  const router = useRouter();
  const pathname = usePathname();
  const [kind, setKind] = useState<SearchParams['kind']>('people');
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 300);
  const [state, setState] = useState<'all' | 'active' | 'disabled'>('all');
  const [workspaceId, setWorkspaceId] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [paging, setPaging] = useState({ key: '', pageIndex: 0, pageSize: 20 });
  const [dialog, setDialog] = useState<DialogState>(props.openInvite && props.addTypes.includes('group-user') ? { kind: 'invite' } : null);
  const [notice, setNotice] = useState<Notice>(null);

  // Any new filter or sort starts again at the first page.
  const filterKey = JSON.stringify([kind, query, state, workspaceId, sorting]);
  const pageIndex = paging.key === filterKey ? paging.pageIndex : 0;
  const sort = sorting[0];
  const params: SearchParams = {
    query,
    kind,
    page: pageIndex,
    hitsPerPage: paging.pageSize,
    sort: (sort?.id as SearchSort) ?? 'name',
    order: sort?.desc ? 'desc' : 'asc',
    disabled: state === 'all' ? undefined : state === 'disabled',
    workspaceId: workspaceId || undefined,
  };
  const search = useUserSearch(params, props.initial);
  const reply = search.data;

  const { mutate: quickAction } = useUserMutation(async ({ action, user }: { action: UserAction; user: AdminUserDto }) =>
    action === 'invite' ? usersApi.resendInvite(user.id) : usersApi.update(user.id, { disabled: false }),
  );
  const onAction = useCallback(
    (action: UserAction, user: AdminUserDto) => {
      setNotice(null);
      if (action !== 'invite' && action !== 'enable') {
        setDialog({ kind: action, user });
        return;
      }
      quickAction(
        { action, user },
        {
          onSuccess: () => setNotice({ tone: 'success', text: t(action === 'invite' ? 'notice.invited' : 'notice.enabled', { name: user.displayName }) }),
          onError: (error) => setNotice({ tone: 'error', text: message(error.message) }),
        },
      );
    },
    [quickAction, t, message],
  );
  const columns = useUserColumns(onAction);

  const closeDialog = () => {
    setDialog(null);
    // The header's invite link opened the dialog; closing it should not reopen it on reload.
    if (props.openInvite) router.replace(pathname);
  };

  return (
    <>
      <div className={styles.headerRow}>
        <div>
          <h1 className={admin.heading}>{t('title')}</h1>
          <p className={admin.intro}>{t('intro')}</p>
        </div>
        <div className={styles.actions}>
          {props.addTypes.length ? <Button onClick={() => setDialog({ kind: 'add' })}>{t('addUser')}</Button> : null}
          {props.addTypes.includes('group-user') ? (
            <Button variant="secondary" onClick={() => setDialog({ kind: 'invite' })}>
              {t('invite.open')}
            </Button>
          ) : null}
          {props.addTypes.length ? (
            <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
              {t('import.open')}
            </Button>
          ) : null}
        </div>
      </div>

      <div role="group" aria-label={t('kinds.label')} className={styles.tabs}>
        {(['people', 'shared'] as const).map((k) => (
          <button key={k} type="button" aria-pressed={kind === k} className={styles.tab} onClick={() => setKind(k)}>
            {t(`kinds.${k}`)}
          </button>
        ))}
      </div>

      <div aria-live="polite" className={styles.live}>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {search.error ? <Alert tone="error">{message(search.error.message)}</Alert> : null}
      </div>

      <DataTable
        label={t(`kinds.${kind}`)}
        data={reply?.items.hits ?? []}
        columns={columns}
        loading={search.isFetching}
        search={{ value: text, onChange: setText, placeholder: t('searchPlaceholder') }}
        manual={{
          total: reply?.total ?? 0,
          pagination: { pageIndex, pageSize: paging.pageSize },
          onPaginationChange: (p) => setPaging({ key: filterKey, pageIndex: p.pageIndex, pageSize: p.pageSize }),
          sorting,
          onSortingChange: setSorting,
        }}
        toolbar={
          <>
            <label className="visually-hidden" htmlFor="users-state">
              {t('filters.state')}
            </label>
            <select id="users-state" className={styles.filter} value={state} onChange={(e) => setState(e.target.value as typeof state)}>
              <option value="all">{t('filters.allStates')}</option>
              <option value="active">{t('filters.enabled')}</option>
              <option value="disabled">{t('filters.disabled')}</option>
            </select>
            <label className="visually-hidden" htmlFor="users-workspace">
              {t('filters.workspace')}
            </label>
            <select id="users-workspace" className={styles.filter} value={workspaceId} onChange={(e) => setWorkspaceId(e.target.value)}>
              <option value="">{t('filters.allWorkspaces')}</option>
              {props.workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </>
        }
        empty={query ? t('emptySearch', { query }) : t('empty')}
      />

      <UserDialogs state={dialog} onClose={closeDialog} page={props} onDone={(text) => setNotice({ tone: 'success', text })} />
    </>
  );
}
