'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import admin from '@/components/admin/admin.module.css';
import { DeleteDialog } from '@/components/admin/business/delete-dialog';
import { NameDialog } from '@/components/admin/business/name-dialog';
import { useDialogState } from '@/components/admin/business/use-dialog-state';
import kit from '@/components/admin/business/kit.module.css';
import { Button } from '@/components/ui/button';
import { teamNameSchema, type TeamItem } from '@/lib/teams/schema';
import { MembersDialog } from './members-dialog';
import { useTeamActions, useTeamList } from './use-teams';

const MAX = 90;

/** /admin/teams: the organisation's teams, their members, and the dialogs that change them. */
export function TeamsView({ initial }: { initial: TeamItem[] }) {
  const t = useTranslations('adminTeams');
  const tc = useTranslations('common');
  const format = useFormatter();
  const createId = useId();
  const { data = [], isFetching } = useTeamList(initial);
  const actions = useTeamActions();
  const dialog = useDialogState<'create' | 'rename' | 'delete' | 'members', TeamItem | null>();
  const { item, show } = dialog;
  const [status, setStatus] = useState('');
  // The members dialog shows the live count, not the one from when it was opened.
  const current = item ? (data.find((d) => d.id === item.id) ?? item) : null;

  const columns = useMemo<ColumnDef<TeamItem, unknown>[]>(
    () => [
      { accessorKey: 'name', header: t('columnName') },
      { accessorKey: 'membersCount', header: t('columnMembers'), cell: ({ row }) => <span className={kit.numeric}>{row.original.membersCount}</span> },
      {
        accessorKey: 'createdAt',
        header: t('columnCreated'),
        cell: ({ row }) => format.dateTime(new Date(row.original.createdAt), { dateStyle: 'medium' }),
      },
      {
        id: 'actions',
        header: t('columnActions'),
        enableSorting: false,
        cell: ({ row }) => {
          const team = row.original;
          if (!team.canEdit) return null;
          return (
            <div className={kit.rowActions}>
              <Button variant="secondary" aria-label={t('membersLabel', { name: team.name })} onClick={() => show('members', team)}>
                {t('members')}
              </Button>
              <Button variant="secondary" aria-label={t('renameLabel', { name: team.name })} onClick={() => show('rename', team)}>
                {t('rename')}
              </Button>
              <Button variant="secondary" aria-label={t('deleteLabel', { name: team.name })} onClick={() => show('delete', team)}>
                {t('delete')}
              </Button>
            </div>
          );
        },
      },
    ],
    [t, format, show],
  );

  const close = (open: boolean) => !open && dialog.close();
  const nameProps = {
    namespace: 'adminTeams' as const,
    label: t('nameLabel'),
    cancelLabel: tc('cancel'),
    counter: (length: number) => t('counter', { count: length, max: MAX }),
    schema: teamNameSchema,
    onOpenChange: close,
  };

  return (
    <div>
      <h1 className={admin.heading}>{t('title')}</h1>
      <p className={admin.intro}>{t('intro')}</p>
      <p role="status" className={kit.status}>
        {status}
      </p>
      <DataTable
        label={t('tableLabel')}
        data={data}
        columns={columns}
        loading={isFetching && data.length === 0}
        empty={t('empty')}
        toolbar={
          <Button id={createId} onClick={() => show('create', null)}>
            {t('create')}
          </Button>
        }
      />
      <NameDialog
        key={`create-${dialog.session}`}
        {...nameProps}
        open={dialog.isOpen('create')}
        title={t('createTitle')}
        submitLabel={t('createSubmit')}
        onSubmit={async (name) => {
          const { item: made } = await actions.create(name);
          dialog.close();
          setStatus(t('created', { name: made.name }));
        }}
      />
      <NameDialog
        key={`rename-${dialog.session}`}
        {...nameProps}
        open={dialog.isOpen('rename')}
        title={t('renameTitle', { name: item?.name ?? '' })}
        submitLabel={tc('save')}
        initialName={item?.name ?? ''}
        onSubmit={async (name) => {
          const { item: renamed } = await actions.rename(item!.id, name);
          dialog.close();
          setStatus(t('renamed', { name: renamed.name }));
        }}
      />
      <DeleteDialog
        key={`delete-${dialog.session}`}
        namespace="adminTeams"
        open={dialog.isOpen('delete')}
        onOpenChange={close}
        title={t('deleteTitle', { name: item?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={tc('cancel')}
        focusAfter={() => document.getElementById(createId)}
        onConfirm={async () => {
          await actions.remove(item!.id);
          setStatus(t('deleted', { name: item!.name }));
        }}
      >
        {t('deleteBody', { count: current?.membersCount ?? 0 })}
      </DeleteDialog>
      <MembersDialog key={`members-${dialog.session}`} team={current} open={dialog.isOpen('members')} onOpenChange={close} />
    </div>
  );
}
