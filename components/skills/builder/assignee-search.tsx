'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest, asApiError } from '@/components/ui/api-request';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import styles from '../skills.module.css';

export type Candidate = { id: string; name: string; detail: string };
export type AssigneeKind = 'user' | 'team';

const DEBOUNCE_MS = 300;

// The organisation's user search and team list (the admin and team screens' calls).
async function search(kind: AssigneeKind, keyword: string): Promise<Candidate[]> {
  if (kind === 'user') {
    const reply = await apiRequest<{ items: { hits: { id: string; displayName: string; email: string | null; employeeId: string | null }[] } }>(
      '/api/v1/users',
      { query: { query: keyword, hitsPerPage: 20, page: 0 } },
      'skillsUi.network',
    );
    return reply.items.hits.map((u) => ({ id: u.id, name: u.displayName || u.email || u.employeeId || u.id, detail: u.email ?? u.employeeId ?? '' }));
  }
  const reply = await apiRequest<{ items: { id: string; name: string; membersCount: number }[] }>('/api/v1/teams', { query: { keyword, size: 20 } }, 'skillsUi.network');
  return reply.items.map((team) => ({ id: team.id, name: team.name, detail: String(team.membersCount) }));
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
