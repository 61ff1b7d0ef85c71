'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest, asApiError } from '@/components/ui/api-request';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { ShareSearchResult } from '@/lib/notifications/share-schema';
import styles from '../skills.module.css';

export type Candidate = { id: string; name: string; detail: string };
export type AssigneeKind = 'user' | 'team';

const DEBOUNCE_MS = 300;

// The share-recipient search (people 10 a page without shared accounts, and teams): open to every
// skills manager, where the admin user search and the team list need admin or team rights.
async function search(kind: AssigneeKind, keyword: string): Promise<Candidate[]> {
  const reply = await apiRequest<ShareSearchResult>('/api/v1/notifications/share/recipients', { query: { keyword, page: 1 } }, 'skillsUi.network');
  if (kind === 'user') return reply.users.map((u) => ({ id: u.id, name: u.displayName || u.email || u.id, detail: u.email }));
  return reply.teams.map((team) => ({ id: team.id, name: team.name, detail: String(team.membersCount) }));
}

/** Search users or teams and tick the ones to assign. */
export function AssigneeSearch({ kind, selected, onToggle }: { kind: AssigneeKind; selected: Map<string, Candidate>; onToggle: (c: Candidate) => void }) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(keyword.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const results = useQuery({ queryKey: ['skills', 'assignees', kind, query], queryFn: () => search(kind, query) });
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t(`users.pick.${kind}`)}</legend>
      <TextField label={t(`users.search.${kind}`)} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      {results.isError ? <p className={styles.muted}>{message(asApiError(results.error).messageKey)}</p> : null}
      <ul className={styles.items} style={{ width: '100%' }}>
        {(results.data ?? []).map((c) => (
          <li key={c.id}>
            <label className={styles.row}>
              <input type="checkbox" checked={selected.has(c.id)} onChange={() => onToggle(c)} />
              {c.name}
              <span className={styles.muted}>{kind === 'team' ? t('users.members', { count: Number(c.detail) }) : c.detail}</span>
            </label>
          </li>
        ))}
      </ul>
      {results.data && results.data.length === 0 ? <p className={styles.muted}>{t('users.noMatches')}</p> : null}
    </fieldset>
  );
}
