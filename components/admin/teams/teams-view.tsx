'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from '@/lib/i18n/client';
import { useCallback, useMemo } from 'react';
import { NamedListView } from '@/components/admin/kit/named-list-view';
import kit from '@/components/admin/kit/kit.module.css';
import { Button } from '@/components/ui/button';
import { teamNameSchema, type TeamItem } from '@/lib/teams/schema';
import { MembersDialog } from './members-dialog';
import { useTeamActions, useTeamList } from './use-teams';

/** /admin/teams: the organisation's teams, their members, and the dialogs that change them. */
export function TeamsView({ initial }: { initial: TeamItem[] }) {
  const t = useTranslations('adminTeams');
  const { data = [], isFetching } = useTeamList(initial);
  const actions = useTeamActions();
  // The dialogs show the live count, not the one from when they were opened.
  const live = useCallback((item: TeamItem | null) => (item ? (data.find((d) => d.id === item.id) ?? item) : null), [data]);

  const columns = useMemo<ColumnDef<TeamItem, unknown>[]>(
    () => [{ accessorKey: 'membersCount', header: t('columnMembers'), cell: ({ row }) => <span className={kit.numeric}>{row.original.membersCount}</span> }],
    [t],
  );
  const rowButtons = useCallback(
    (team: TeamItem, show: (kind: string, item: TeamItem) => void) => (
      <Button variant="secondary" aria-label={t('membersLabel', { name: team.name })} onClick={() => show('members', team)}>
        {t('members')}
      </Button>
    ),
    [t],
  );

  return (
    <NamedListView
      namespace="adminTeams"
      items={data}
      loading={isFetching && data.length === 0}
      schema={teamNameSchema}
      actions={actions}
      columns={columns}
      rowButtons={rowButtons}
      deleteBody={(item) => t('deleteBody', { count: live(item)?.membersCount ?? 0 })}
    >
      {(dialog) => (
        <MembersDialog key={`members-${dialog.session}`} team={live(dialog.item)} open={dialog.isOpen('members')} onOpenChange={(open) => !open && dialog.close()} />
      )}
    </NamedListView>
  );
}
