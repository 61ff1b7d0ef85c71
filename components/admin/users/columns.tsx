'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { useMemo } from 'react';
import type { AdminUserDto } from '@/lib/users/admin/schema';
import { RowActions, type UserAction } from './row-actions';
import styles from './users.module.css';

const MAX_CHIPS = 2;

export function StatusBadge({ status }: { status: AdminUserDto['displayStatus'] }) {
  const t = useTranslations('adminUsers.status');
  return <span className={`${styles.badge} ${styles[`status-${status}`]}`}>{t(status)}</span>;
}

/** The users table's columns; sortable ones carry the server's sort keys as ids. */
export function useUserColumns(onAction: (action: UserAction, user: AdminUserDto) => void): ColumnDef<AdminUserDto, unknown>[] {
  const t = useTranslations('adminUsers');
  const format = useFormatter();
  return useMemo<ColumnDef<AdminUserDto, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cell: ({ row }) => <span className={styles.name}>{row.original.displayName}</span>,
      },
      {
        id: 'email',
        header: t('columns.identity'),
        cell: ({ row }) =>
          row.original.email ? (
            // A narrow column breaks an address only before its domain, never mid-word.
            <span>
              {row.original.email.split('@')[0]}
              <wbr />@{row.original.email.split('@').slice(1).join('@')}
            </span>
          ) : (
            <span>
              {row.original.employeeId} <span className={styles.muted}>({row.original.shared ? t('sharedAccount') : t('employeeId')})</span>
            </span>
          ),
      },
      {
        id: 'role',
        header: t('columns.role'),
        enableSorting: false,
        cell: ({ row }) => {
          const role = row.original.workspaceRole ?? row.original.role;
          return role ? t(`roles.${role}`) : t('roles.none');
        },
      },
      {
        id: 'workspaces',
        header: t('columns.workspaces'),
        enableSorting: false,
        cell: ({ row }) => {
          const list = row.original.workspaces;
          if (!list.length) return <span className={styles.muted}>—</span>;
          return (
            <span className={styles.chips}>
              {list.slice(0, MAX_CHIPS).map((w) => (
                <span key={w.id} className={styles.chip} title={t(`roles.${w.role}`)}>
                  {w.name}
                </span>
              ))}
              {list.length > MAX_CHIPS ? <span className={styles.muted}>{t('moreWorkspaces', { count: list.length - MAX_CHIPS })}</span> : null}
            </span>
          );
        },
      },
      {
        id: 'status',
        header: t('columns.status'),
        enableSorting: false,
        cell: ({ row }) => {
          const { displayStatus, invitationExpiresAt } = row.original;
          const showExpiry = invitationExpiresAt && (displayStatus === 'invited' || displayStatus === 'invitation-expired');
          return (
            <>
              <StatusBadge status={displayStatus} />
              {showExpiry ? (
                <span className={`${styles.muted} ${styles.block}`}>
                  {t(displayStatus === 'invited' ? 'expires' : 'expired', { date: format.dateTime(new Date(invitationExpiresAt), { dateStyle: 'short' }) })}
                </span>
              ) : null}
            </>
          );
        },
      },
      {
        id: 'lastInteraction',
        header: t('columns.lastActive'),
        cell: ({ row }) =>
          row.original.lastInteraction ? (
            <time className={styles.nowrap} dateTime={row.original.lastInteraction}>{format.dateTime(new Date(row.original.lastInteraction), { dateStyle: 'short' })}</time>
          ) : (
            <span className={styles.muted}>{t('never')}</span>
          ),
      },
      {
        id: 'actions',
        // The positioned wrapper keeps the hidden label inside the table's scroll box (else it widens the page).
        header: () => (
          <span className={styles.srWrap}>
            <span className="visually-hidden">{t('columns.actions')}</span>
          </span>
        ),
        enableSorting: false,
        cell: ({ row }) => <RowActions user={row.original} onAction={onAction} />,
      },
    ],
    [t, format, onAction],
  );
}
