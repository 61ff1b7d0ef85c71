'use client';
import { Combobox, useCombobox } from '@/components/ui/combobox';
import { useTranslations } from '@/lib/i18n/client';
import type { TeamMember } from '@/lib/teams/schema';
import { useDebounced } from './use-debounced';
import { useMemberCandidates } from './use-teams';
import styles from './teams.module.css';

type Props = {
  teamId: string;
  inputId: string;
  busy: boolean;
  onPick: (person: TeamMember) => void;
  /** The dialog must not close on Escape while the list is open: Escape closes the list first. */
  onExpandedChange: (expanded: boolean) => void;
};

export const personLabel = (p: TeamMember) => p.displayName || p.email || p.employeeId || p.id;
const personDetail = (p: TeamMember) => p.email ?? p.employeeId ?? '';

/**
 * A searchable person picker: type to search by name, email or employee ID; Arrow keys move,
 * Enter adds, Escape closes the list (components/ui/combobox).
 */
export function MemberPicker({ teamId, inputId, busy, onPick, onExpandedChange }: Props) {
  const t = useTranslations('adminTeams');
  const state = useCombobox(onExpandedChange);
  const keyword = useDebounced(state.text.trim());
  const { data: options = [], isFetching } = useMemberCandidates(teamId, keyword, state.expanded);
  const settled = !isFetching && keyword === state.text.trim();
  const status = !state.expanded ? '' : !settled ? t('searching') : options.length === 0 ? t('noMatches') : t('matches', { count: options.length });

  return (
    <Combobox<TeamMember>
      state={state}
      inputId={inputId}
      label={t('addPerson')}
      hint={t('addPersonHint')}
      options={options}
      optionKey={(p) => p.id}
      onChoose={(person) => {
        if (busy) return;
        onPick(person);
        return 'clear';
      }}
      status={status}
      classes={{ root: styles.picker, label: styles.pickerLabel, input: styles.pickerInput, listbox: styles.listbox, option: styles.option, hint: styles.hint }}
      renderOption={(person) => (
        <>
          <span>{personLabel(person)}</span> <span className={styles.muted}>{personDetail(person)}</span>
        </>
      )}
    />
  );
}
