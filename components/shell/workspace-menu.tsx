'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { filterByName, sortWorkspaces } from '@/lib/workspaces/sort';
import type { WorkspaceGroupItem } from '@/lib/workspaces/schema';
import { Icon } from './icons';
import styles from './side-menu.module.css';
import { useToggleWorkspaceLike, useViewWorkspaceGroups } from './use-workspaces';
import { WorkspaceList } from './workspace-list';

type Section = 'my' | 'all';

function AccordionSection(props: { id: string; title: string; expanded: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <section>
      <h2 className={styles.accordionHeading}>
        <button type="button" aria-expanded={props.expanded} aria-controls={props.id} onClick={props.onToggle} className={styles.accordionButton}>
          <span className={styles.chevron} data-open={props.expanded || undefined}>
            <Icon name="chevron" size={14} />
          </span>
          {props.title}
        </button>
      </h2>
      {/* A folded section's list is not rendered at all: an organisation may have hundreds of workspaces. */}
      <div id={props.id} hidden={!props.expanded}>
        {props.expanded ? props.children : null}
      </div>
    </section>
  );
}

/**
 * "My workspaces" (assigned or favourited) and "All workspaces" (by group), one expanded at a
 * time, both narrowed by the search field (spec §2).
 */
export function WorkspaceMenu({ initialGroups }: { initialGroups: WorkspaceGroupItem[] }) {
  const t = useTranslations('workspaces');
  const ids = useId();
  const { data } = useViewWorkspaceGroups(initialGroups);
  const like = useToggleWorkspaceLike();
  const [keyword, setKeyword] = useState('');
  // The same order as every other list (lib/workspaces/sort.ts): the admin's priority, then the name rule.
  const mine = useMemo(
    () => sortWorkspaces(data.items.flatMap((g) => g.workspaces ?? []).filter((w) => w.isAssigned || w.isLike)),
    [data.items],
  );
  const [open, setOpen] = useState<Section | null>(() => (mine.length > 0 ? 'my' : 'all'));
  const toggle = (section: Section) => setOpen((current) => (current === section ? null : section));
  const myShown = filterByName(mine, keyword);
  const groupsShown = data.items
    .map((g) => ({ ...g, workspaces: filterByName(g.workspaces ?? [], keyword) }))
    .filter((g) => g.workspaces.length > 0);
  const empty = (fallback: string) => <p className={styles.menuEmpty}>{keyword.trim() ? t('noMatch', { keyword: keyword.trim() }) : fallback}</p>;

  return (
    <div className={styles.workspaces}>
      <label htmlFor={`${ids}-search`} className="visually-hidden">
        {t('search')}
      </label>
      <input
        id={`${ids}-search`}
        type="search"
        className={styles.wsSearch}
        placeholder={t('searchPlaceholder')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        autoComplete="off"
      />
      <AccordionSection id={`${ids}-my`} title={t('my')} expanded={open === 'my'} onToggle={() => toggle('my')}>
        {myShown.length ? <WorkspaceList items={myShown} toggle={like} /> : empty(t('myEmpty'))}
      </AccordionSection>
      <AccordionSection id={`${ids}-all`} title={t('all')} expanded={open === 'all'} onToggle={() => toggle('all')}>
        {groupsShown.length
          ? groupsShown.map((g) => (
              <div key={g.id} role="group" aria-labelledby={`${ids}-g-${g.id}`} className={styles.wsGroup}>
                <p id={`${ids}-g-${g.id}`} className={styles.wsGroupName} title={g.name}>
                  {g.name}
                </p>
                <WorkspaceList items={g.workspaces} toggle={like} />
              </div>
            ))
          : empty(t('allEmpty'))}
      </AccordionSection>
    </div>
  );
}
