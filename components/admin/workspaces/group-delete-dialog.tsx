'use client';
import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import dialog from '@/components/ui/dialog.module.css';
import { ApiRequestError } from '@/components/ui/api-request';
import { apiCall } from '@/components/workspaces/api-client';
import { useMessage } from '@/components/workspaces/use-message';
import type { AdminWorkspaceGroup, WorkspaceGroupDetail } from '@/lib/workspaces/admin-types';

export type GroupBlocker = { key: 'adminGroups.isDefault' | 'adminGroups.notEmpty'; count: number } | null;

/** What stands in the way of deleting a group now, read fresh (the page may be a moment old). */
export async function checkGroupDelete(id: string): Promise<GroupBlocker> {
  const { item } = await apiCall<{ item: WorkspaceGroupDetail }>(`/api/v1/workspaces-groups/${id}`);
  if (item.isDefault) return { key: 'adminGroups.isDefault', count: item.workspaces.length };
  return item.workspaces.length > 0 ? { key: 'adminGroups.notEmpty', count: item.workspaces.length } : null;
}

type Props = { group: Pick<AdminWorkspaceGroup, 'id' | 'name'>; initialBlocker: GroupBlocker; onClose: () => void; onDeleted: (name: string) => void };

/**
 * Deleting a group: an empty, non-default group asks for confirmation; otherwise the dialog
 * explains what stands in the way (the default role, or the workspaces it still holds) and
 * links to where that is fixed. The server applies the same rules if the page was stale.
 */
export function GroupDeleteDialog({ group, initialBlocker, onClose, onDeleted }: Props) {
  const t = useTranslations('adminGroups');
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const [blocker, setBlocker] = useState<GroupBlocker>(initialBlocker);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiCall(`/api/v1/workspaces-groups/${group.id}`, { method: 'DELETE' });
      onDeleted(group.name);
    } catch (e) {
      if (e instanceof ApiRequestError && (e.messageKey === 'adminGroups.notEmpty' || e.messageKey === 'adminGroups.isDefault')) {
        setBlocker({ key: e.messageKey, count: Number(e.details.workspaces ?? 0) });
      } else setError(message(e instanceof ApiRequestError ? e.messageKey : null));
      setBusy(false);
    }
  };

  if (blocker) {
    return (
      <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialog.overlay} />
          <Dialog.Content className={dialog.content}>
            <Dialog.Title className={dialog.title}>{t('cannotDeleteTitle', { name: group.name })}</Dialog.Title>
            <Dialog.Description className={dialog.body}>{message(blocker.key, { count: blocker.count })}</Dialog.Description>
            <div className={dialog.actions}>
              {blocker.key === 'adminGroups.notEmpty' ? <Link href={`/admin/workspace-group/${group.id}`}>{t('openGroup', { name: group.name })}</Link> : null}
              <Dialog.Close asChild>
                <Button type="button">{t('close')}</Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}
      title={t('deleteTitle', { name: group.name })}
      confirmLabel={t('deleteConfirm')}
      cancelLabel={t('cancel')}
      onConfirm={confirm}
      busy={busy}
    >
      <p>{t('deleteBody')}</p>
      {error ? <Alert>{error}</Alert> : null}
    </ConfirmDialog>
  );
}
