'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { ApiRequestError } from '@/components/ui/api-request';
import { apiCall } from '@/components/workspaces/api-client';
import { useMessage } from '@/components/workspaces/use-message';
import type { ManagedWorkspace, WorkspaceDependents } from '@/lib/workspaces/admin-types';

/**
 * Asks the server what deleting a workspace would take: a delete without `confirm` answers
 * 409 'adminWorkspaces.confirmDelete' with the counts and changes nothing.
 */
export async function checkWorkspaceDelete(id: string): Promise<WorkspaceDependents> {
  try {
    await apiCall(`/api/v1/workspaces/${id}`, { method: 'DELETE' });
  } catch (e) {
    if (e instanceof ApiRequestError && e.messageKey === 'adminWorkspaces.confirmDelete') {
      return { members: Number(e.details.members ?? 0), likes: Number(e.details.likes ?? 0) };
    }
    throw e;
  }
  throw new ApiRequestError(500, 'internal', 'alert.unexpectedError');
}

type Props = { workspace: ManagedWorkspace; dependents: WorkspaceDependents; onClose: () => void; onDeleted: (name: string) => void };

/** Says what goes with the workspace and deletes it only on the confirmed second request. */
export function DeleteWorkspaceDialog({ workspace, dependents, onClose, onDeleted }: Props) {
  const t = useTranslations('adminWorkspaces');
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiCall(`/api/v1/workspaces/${workspace.id}?confirm=true`, { method: 'DELETE' });
      onDeleted(workspace.name);
    } catch (e) {
      setError(message(e instanceof ApiRequestError ? e.messageKey : null));
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}
      title={t('deleteTitle', { name: workspace.name })}
      confirmLabel={t('deleteConfirm')}
      cancelLabel={t('cancel')}
      onConfirm={confirm}
      busy={busy}
    >
      <p>{t('deleteDependents', { members: dependents.members, likes: dependents.likes })}</p>
      <p>{t('deleteWorkflowsNote')}</p>
      <p>{t('deleteIrreversible')}</p>
      {error ? <Alert>{error}</Alert> : null}
    </ConfirmDialog>
  );
}
