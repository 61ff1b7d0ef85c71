'use client';
import type { ColumnDef, Row } from '@tanstack/react-table';
import { useTranslations } from '@/lib/i18n/client';
import { createContext, useContext, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import type { WorkspaceMember } from '@/lib/workspaces/admin-types';
import type { WorkspaceRole } from '@/lib/workspaces/schema';
import styles from '@/components/workspaces/workspaces.module.css';
import { RoleCell } from './role-cell';

type RowState = {
  selfId: string;
  grantable: WorkspaceRole[];
  savingUserId: string | null;
  onSaveRole: (member: WorkspaceMember, role: WorkspaceRole) => void;
  onRemove: (member: WorkspaceMember) => void;
};
/** Changing state reaches the cells through context, so the columns (and a half-chosen role) survive re-renders. */
export const MemberRowContext = createContext<RowState>({ selfId: '', grantable: [], savingUserId: null, onSaveRole: () => {}, onRemove: () => {} });

const nameOf = (m: WorkspaceMember) => m.displayName || m.email;

function PersonCell({ row: { original: m } }: { row: Row<WorkspaceMember> }) {
  const t = useTranslations('adminWorkspaces');
  const { selfId } = useContext(MemberRowContext);
  return (
    <span>
      {nameOf(m)}
      {m.id === selfId ? ` ${t('you')}` : ''}
      <span className={styles.hint}> {[m.displayName ? m.email : null, m.employeeId].filter(Boolean).join(' · ')}</span>
      {m.disabled ? <span className={styles.badge}>{t('disabled')}</span> : null}
    </span>
  );
}

function MemberRoleCell({ row: { original: m } }: { row: Row<WorkspaceMember> }) {
  const t = useTranslations('adminWorkspaces');
  const { grantable, savingUserId, onSaveRole } = useContext(MemberRowContext);
  if (m.canChangeRole) return <RoleCell key={m.id} member={m} grantable={grantable} busy={savingUserId === m.id} onSave={(role) => onSaveRole(m, role)} />;
  return (
    <span>
      {t(`roles.${m.role}`)}
      {m.isOrgAdmin ? <span className={styles.hint}> — {t('orgAdminEverywhere')}</span> : null}
    </span>
  );
}

function RemoveCell({ row: { original: m } }: { row: Row<WorkspaceMember> }) {
  const t = useTranslations('adminWorkspaces');
  const { onRemove } = useContext(MemberRowContext);
  if (!m.canRemove) return null;
  return (
    <Button id={`member-remove-${m.id}`} type="button" variant="secondary" className={styles.small} onClick={() => onRemove(m)} aria-label={t('removeLabel', { name: nameOf(m) })}>
      {t('remove')}
    </Button>
  );
}

export function useMemberColumns(): ColumnDef<WorkspaceMember, unknown>[] {
  const t = useTranslations('adminWorkspaces');
  return useMemo(
    () => [
      { id: 'name', header: t('colMember'), enableSorting: false, cell: PersonCell },
      { id: 'role', header: t('colMemberRole'), enableSorting: false, cell: MemberRoleCell },
      { id: 'actions', header: t('colActions'), enableSorting: false, cell: RemoveCell },
    ],
    [t],
  );
}
