'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/components/ui/api-request';
import { apiCall } from '@/components/workspaces/api-client';
import { useMessage } from '@/components/workspaces/use-message';
import { useRefreshWorkspaces } from '@/components/workspaces/use-refresh';
import { useReturnFocus } from '@/components/workspaces/use-return-focus';
import type { AdminGroupPage } from '@/lib/workspaces/admin-types';
import styles from '@/components/workspaces/workspaces.module.css';
import { checkGroupDelete, GroupDeleteDialog, type GroupBlocker } from './group-delete-dialog';
import { GroupFormDialog } from './group-form-dialog';
import { MoveInDialog } from './move-in-dialog';

type Props = { page: AdminGroupPage; defaultLocale: string; headingId: string };
type Open = 'edit' | 'move' | { blocker: GroupBlocker } | null;

/** The group page's own actions: edit, make default, move a workspace in, delete. */
export function GroupDetailActions({ page, defaultLocale, headingId }: Props) {
  const t = useTranslations('adminGroups');
  const message = useMessage();
  const router = useRouter();
  const { refresh, refreshing } = useRefreshWorkspaces();
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'default' | 'delete' | null>(null);
  const focus = useReturnFocus(headingId);
  const { group } = page;
  const after = (text: string) => {
    setOpen(null);
    setStatus(text);
    refresh();
  };
  const run = async (kind: 'default' | 'delete') => {
    focus.remember();
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'delete') return setOpen({ blocker: await checkGroupDelete(group.id) });
      await apiCall(`/api/v1/workspaces-groups/${group.id}`, { method: 'PATCH', body: { isDefault: true } });
      after(t('madeDefault', { name: group.name }));
      focus.restore();
    } catch (e) {
      setError(message(e instanceof ApiRequestError ? e.messageKey : null));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div className={styles.rowActions}>
        <Button type="button" variant="secondary" onClick={() => setOpen('edit')}>
          {t('edit')}
        </Button>
        {group.isDefault ? null : (
          <Button type="button" variant="secondary" busy={busy === 'default'} onClick={() => void run('default')}>
            {t('makeDefault')}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={() => setOpen('move')}>
          {t('moveIn')}
        </Button>
        <Button type="button" variant="secondary" busy={busy === 'delete'} onClick={() => void run('delete')}>
          {t('delete')}
        </Button>
      </div>
      <p role="status" className={styles.status} aria-busy={refreshing || undefined}>
        {status}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {open === 'edit' ? (
        <GroupFormDialog group={group} defaultLocale={defaultLocale} onClose={() => setOpen(null)} onSaved={(item) => after(t('saved', { name: item.name }))} />
      ) : null}
      {open === 'move' ? <MoveInDialog group={group} others={page.others} onClose={() => setOpen(null)} onMoved={(name) => after(t('movedIn', { name }))} /> : null}
      {typeof open === 'object' && open ? (
        <GroupDeleteDialog
          group={group}
          initialBlocker={open.blocker}
          onClose={() => {
            setOpen(null);
            focus.restore();
          }}
          onDeleted={() => router.replace('/admin/workspace-groups')}
        />
      ) : null}
    </>
  );
}
