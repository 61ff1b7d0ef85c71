'use client';
import { useDebounced } from '@/components/admin/teams/use-debounced';
import { Combobox, useCombobox } from '@/components/ui/combobox';
import { useTranslations } from '@/lib/i18n/client';
import type { ShareRecipient } from '@/lib/notifications/share-schema';
import styles from './share.module.css';
import { useShareSearch } from './use-share';

export const recipientLabel = (r: ShareRecipient) => (r.kind === 'team' ? r.name : r.displayName || r.email);

type Props = {
  chosen: ShareRecipient[];
  onPick: (recipient: ShareRecipient) => void;
  /** The dialog must not close on Escape while the list is open: Escape closes the list first. */
  onExpandedChange: (expanded: boolean) => void;
};
type Option = ShareRecipient | 'more';

/**
 * The people-and-teams search: type to search by name or email; Arrow keys move through teams,
 * people and "show more people", Enter picks, Escape closes the list (components/ui/combobox).
 */
export function SharePicker({ chosen, onPick, onExpandedChange }: Props) {
  const t = useTranslations('share');
  const state = useCombobox(onExpandedChange);
  const keyword = useDebounced(state.text.trim());
  const search = useShareSearch(keyword, state.expanded);
  const taken = new Set(chosen.map((c) => `${c.kind}:${c.id}`));
  const pages = search.data?.pages ?? [];
  const teams = (pages[0]?.teams ?? []).filter((r) => !taken.has(`team:${r.id}`));
  const people = pages.flatMap((p) => p.users).filter((r) => !taken.has(`user:${r.id}`));
  const options: Option[] = [...teams, ...people, ...(search.hasNextPage ? (['more'] as const) : [])];
  const settled = !search.isFetching && keyword === state.text.trim();
  const status = !state.expanded ? '' : !settled ? t('searching') : options.length === 0 ? t('noMatches') : '';

  return (
    <Combobox<Option>
      state={state}
      label={t('searchLabel')}
      placeholder={t('searchPlaceholder')}
      options={options}
      optionKey={(o) => (o === 'more' ? 'more' : `${o.kind}:${o.id}`)}
      onChoose={(o) => (o === 'more' ? void search.fetchNextPage() : onPick(o))}
      status={status}
      classes={{ root: styles.picker, label: styles.label, input: styles.input, listbox: styles.listbox, option: styles.option, hint: styles.hint }}
      optionClassName={(o) => (o === 'more' ? `${styles.option} ${styles.more}` : undefined)}
      renderOption={(o) =>
        o === 'more' ? (
          t('morePeople')
        ) : (
          <>
            <span>{recipientLabel(o)}</span>
            <span className={styles.muted}>{o.kind === 'team' ? `${t('team')} · ${t('teamMembers', { count: o.membersCount })}` : o.email}</span>
          </>
        )
      }
    />
  );
}
