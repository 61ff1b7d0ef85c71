'use client';
import type { PaginationState } from '@tanstack/react-table';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiRequestError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import type { WorkspaceMember } from '@/lib/workspaces/admin-types';
import type { WorkspaceRole } from '@/lib/workspaces/schema';
import { MemberRowContext, useMemberColumns } from './member-columns';
import { roleSelectId } from './role-cell';
import { useDebounced, useMemberPage, type useMemberChanges } from './use-members';

type Props = {
  workspaceId: string;
  workspaceName: string;
  selfId: string;
  changes: ReturnType<typeof useMemberChanges>;
  onStatus: (text: string) => void;
  /** Where focus goes when a removed member's row (and its button) is gone. */
  focusFallbackId: string;
};

const nameOf = (m: WorkspaceMember) => m.displayName || m.email;
const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The members, paged and searched on the server, with a role menu and remove where the actor may. */
export function MembersTable({ workspaceId, workspaceName, selfId, changes, onStatus, focusFallbackId }: Props) {
  const t = useTranslations('adminWorkspaces');
  const message = useMessage();
  const columns = useMemberColumns();
  const [keyword, setKeyword] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const debounced = useDebounced(keyword.trim());
  const page = useMemberPage(workspaceId, pagination.pageIndex, pagination.pageSize, debounced);

  const onSaveRole = (m: WorkspaceMember, role: WorkspaceRole) =>
    changes.changeRole.mutate(
      { userId: m.id, role },
      {
        onSuccess: ({ item }) => {
          onStatus(t('roleChanged', { name: nameOf(item), role: t(`roles.${item.role}`) }));
          // The Save button goes away with the change; the role menu keeps the focus.
          focusLater(roleSelectId(m.id));
        },
      },
    );
  const remove = (m: WorkspaceMember) =>
    changes.remove.mutate(m.id, {
      onSuccess: () => {
        onStatus(t('removed', { name: nameOf(m) }));
        setRemoving(null);
        focusLater(focusFallbackId);
      },
    });

  const savingUserId = changes.changeRole.isPending ? (changes.changeRole.variables?.userId ?? null) : null;
  const mutationError = changes.changeRole.error ?? changes.remove.error;
  return (
    <section aria-labelledby={`${focusFallbackId}-list`}>
      <h3 id={`${focusFallbackId}-list`}>{t('membersList')}</h3>
      {page.isError ? <Alert>{message(page.error instanceof ApiRequestError ? page.error.messageKey : null)}</Alert> : null}
      {mutationError ? <Alert>{message(mutationError instanceof ApiRequestError ? mutationError.messageKey : null)}</Alert> : null}
      <MemberRowContext.Provider value={{ selfId, grantable: page.data?.grantableRoles ?? [], savingUserId, onSaveRole, onRemove: setRemoving }}>
        <DataTable
          label={t('membersTitle', { name: workspaceName })}
          data={page.data?.items ?? []}
          columns={columns}
          loading={page.isFetching}
          manual={{ total: page.data?.total ?? 0, pagination, onPaginationChange: setPagination, sorting: [], onSortingChange: () => {} }}
          search={{ value: keyword, onChange: setKeyword, placeholder: t('membersSearch') }}
          empty={debounced ? t('membersNoMatch') : t('membersEmpty')}
        />
      </MemberRowContext.Provider>
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (open || changes.remove.isPending) return;
            setRemoving(null);
            focusLater(`member-remove-${removing.id}`);
          }}
          title={t('removeTitle', { name: nameOf(removing), workspace: workspaceName })}
          confirmLabel={t('remove')}
          cancelLabel={t('cancel')}
          busy={changes.remove.isPending}
          onConfirm={() => remove(removing)}
        >
          <p>{t('removeBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
