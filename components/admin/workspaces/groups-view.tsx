'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/components/ui/api-request';
import { apiCall } from '@/components/workspaces/api-client';
import { useMessage } from '@/components/workspaces/use-message';
import { useRefreshWorkspaces } from '@/components/workspaces/use-refresh';
import { useReturnFocus } from '@/components/workspaces/use-return-focus';
import type { AdminWorkspaceGroup } from '@/lib/workspaces/admin-types';
import styles from '@/components/workspaces/workspaces.module.css';
import { actionId, GroupRowContext, useGroupColumns, type GroupAction } from './group-columns';
import { checkGroupDelete, GroupDeleteDialog, type GroupBlocker } from './group-delete-dialog';
import { GroupFormDialog } from './group-form-dialog';

type Props = { groups: AdminWorkspaceGroup[]; defaultLocale: string; headingId: string };
type Open = { kind: 'create' } | { kind: 'edit'; group: AdminWorkspaceGroup } | { kind: 'delete'; group: AdminWorkspaceGroup; blocker: GroupBlocker } | null;

/** /admin/workspace-groups: the groups in menu order, with create, edit, reorder, default and delete. */
export function GroupsView({ groups, defaultLocale, headingId }: Props) {
  const t = useTranslations('adminGroups');
  const message = useMessage();
  const { refresh, refreshing } = useRefreshWorkspaces();
  const [open, setOpen] = useState<Open>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [followFocus, setFollowFocus] = useState<string[] | null>(null);
  const focus = useReturnFocus(headingId);
  const columns = useGroupColumns();

  // After a reorder the group sits in another row: focus follows it once the new order is shown.
  useEffect(() => {
    if (!followFocus || refreshing) return;
    const target = followFocus.map((id) => document.getElementById(id)).find(Boolean);
    target?.focus();
    setFollowFocus(null); // eslint-disable-line react-hooks/set-state-in-effect
  }, [groups, followFocus, refreshing]);

  const patch = async (action: 'up' | 'down' | 'default', group: AdminWorkspaceGroup) => {
    setPending(actionId(action, group.id));
    setError(null);
    try {
      await apiCall(`/api/v1/workspaces-groups/${group.id}`, { method: 'PATCH', body: action === 'default' ? { isDefault: true } : { move: action } });
      setStatus(action === 'default' ? t('madeDefault', { name: group.name }) : t('moved', { name: group.name }));
      const other = action === 'up' ? 'down' : 'up';
      setFollowFocus(action === 'default' ? [actionId('edit', group.id)] : [actionId(action, group.id), actionId(other, group.id), actionId('edit', group.id)]);
      refresh();
    } catch (e) {
      setError(message(e instanceof ApiRequestError ? e.messageKey : null));
    } finally {
      setPending(null);
    }
  };
  const startDelete = async (group: AdminWorkspaceGroup) => {
    setPending(actionId('delete', group.id));
    setError(null);
    try {
      setOpen({ kind: 'delete', group, blocker: await checkGroupDelete(group.id) });
    } catch (e) {
      setError(message(e instanceof ApiRequestError ? e.messageKey : null));
    } finally {
      setPending(null);
    }
  };
  const onAction = (action: GroupAction, group: AdminWorkspaceGroup) => {
    focus.remember();
    if (action === 'edit') setOpen({ kind: action, group });
    else if (action === 'delete') void startDelete(group);
    else void patch(action, group);
  };
  const close = () => {
    setOpen(null);
    focus.restore();
  };
  const done = (text: string, deleted: boolean) => {
    setStatus(text);
    setOpen(null);
    // Form dialogs give focus back themselves; a deleted group's row goes, so the heading takes it.
    if (deleted) focus.toFallback();
    refresh();
  };

  return (
    <>
      <p role="status" className={styles.status} aria-busy={refreshing || undefined}>
        {status}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <GroupRowContext.Provider value={{ pending, onAction }}>
        <DataTable
          label={t('tableLabel')}
          data={groups}
          columns={columns}
          toolbar={
            <Button type="button" onClick={() => setOpen({ kind: 'create' })}>
              {t('create')}
            </Button>
          }
          empty={t('empty')}
        />
      </GroupRowContext.Provider>
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <GroupFormDialog
          group={open.kind === 'edit' ? open.group : undefined}
          defaultLocale={defaultLocale}
          onClose={() => setOpen(null)}
          onSaved={(item) => done(open.kind === 'edit' ? t('saved', { name: item.name }) : t('created', { name: item.name }), false)}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <GroupDeleteDialog group={open.group} initialBlocker={open.blocker} onClose={close} onDeleted={(name) => done(t('deleted', { name }), true)} />
      ) : null}
    </>
  );
}
