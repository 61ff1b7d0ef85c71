'use client';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { apiRequest } from '@/components/ui/api-request';
import { useTranslations } from '@/lib/i18n/client';
import type { TeamItem, TeamMember } from '@/lib/teams/schema';
import styles from '../skills.module.css';

const MEMBERS_PAGE = 100;

// Every member of a team, page by page (the members call pages at 100).
async function teamMemberIds(teamId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const reply = await apiRequest<{ items: TeamMember[]; total: number }>(`/api/v1/teams/${encodeURIComponent(teamId)}/members`, { query: { page, size: MEMBERS_PAGE } }, 'skillsUi.network');
    reply.items.forEach((m) => ids.add(m.id));
    if (reply.items.length < MEMBERS_PAGE || ids.size >= reply.total) return ids;
  }
}

/** The matrix's team filter: a team select; the chosen team's member ids (null: everyone). */
export function useTeamFilter(teamId: string) {
  return useQuery({ queryKey: ['skills', 'team-members', teamId], queryFn: () => teamMemberIds(teamId), enabled: !!teamId }).data ?? null;
}

export function TeamFilter({ value, onChange }: { value: string; onChange: (teamId: string) => void }) {
  const t = useTranslations('skillsUi');
  const id = useId();
  const teams = useQuery({ queryKey: ['skills', 'teams-all'], queryFn: () => apiRequest<{ items: TeamItem[] }>('/api/v1/teams', { query: { all: 'true' } }, 'skillsUi.network') });
  // Without the teams list (no team access) there is nothing to filter by.
  if (teams.isError || (teams.data && teams.data.items.length === 0)) return null;
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{t('matrix.team')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('matrix.allTeams')}</option>
        {teams.data?.items.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </div>
  );
}
